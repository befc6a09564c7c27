// The package is CommonJS: its classes come through the default export under ESM.
import sqlParser from 'node-sql-parser';
import type { SqlDialect } from '../../../kernel/data-sources/source-connection';
import { badRequest } from '../../../plugins/envelope/api-error';
import { isPlatformPrivate } from '../../../kernel/data-sources/private-tables';

/**
 * Functions no interface may call, on any backend: they sleep, reach files or other servers,
 * change settings, signal other sessions, take locks, or run SQL from a string (which the
 * checks here could not see). The embedded database cannot stop a running statement, so what
 * would only waste time is refused too.
 */
const DENIED = [
  /^pg_sleep/,
  /^dblink/,
  /^pg_read_/,
  /^pg_ls_/,
  /^pg_stat_file$/,
  /^pg_file_/,
  /^lo_/,
  /^loread$/,
  /^lowrite$/,
  /^set_config$/,
  /^current_setting$/,
  /^pg_terminate_backend$/,
  /^pg_cancel_backend$/,
  /^pg_reload_conf$/,
  /^pg_rotate_logfile$/,
  /^pg_promote$/,
  /^pg_switch_wal$/,
  /^pg_(try_)?advisory/,
  /^pg_notify$/,
  /^pg_logical_/,
  /^pg_replication_/,
  /^pg_create_/,
  /^pg_drop_/,
  /^pg_import_system_collations$/,
  /^(query|cursor|table|schema|database)_to_xml/,
  /^(query|table)_to_xmlschema/,
  /^setval$/,
  /^nextval$/,
  /^txid_current$/,
  /^pg_current_xact_id$/,
  /^sleep$/,
  /^benchmark$/,
  /^get_lock$/,
  /^release_lock$/,
  /^load_file$/,
  /^sys_exec$/,
  /^sys_eval$/,
];

/** The first denied word of a statement, if any. */
export function deniedWord(words: readonly string[]): string | undefined {
  return words.find((word) => DENIED.some((rule) => rule.test(word)));
}

/** Statement kinds the parser names; any of them anywhere in the tree but a SELECT is refused. */
const STATEMENTS = new Set([
  'insert',
  'update',
  'delete',
  'replace',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'lock',
  'unlock',
  'set',
  'use',
  'call',
  'exec',
  'execute',
  'declare',
  'transaction',
  'show',
  'desc',
  'explain',
  'load_data',
  'copy',
  'comment',
]);

interface Node {
  [key: string]: unknown;
}

function functionName(node: Node): string | undefined {
  const name = node.name;
  if (typeof name === 'string') return name;
  if (typeof name === 'object' && name !== null) {
    const parts = (name as { name?: unknown }).name;
    if (Array.isArray(parts)) {
      const last = parts.at(-1) as { value?: unknown } | undefined;
      if (typeof last?.value === 'string') return last.value;
    }
  }
  return undefined;
}

/** Walks the syntax tree: other statements, SELECT … INTO and denied functions are refused. */
function inspect(value: unknown, depth: number): void {
  if (depth > 200) throw badRequest('dataInterfaceSqlNotSelect');
  if (Array.isArray(value)) {
    for (const item of value) inspect(item, depth + 1);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Node;
  const type = typeof node.type === 'string' ? node.type.toLowerCase() : '';
  if (STATEMENTS.has(type)) throw badRequest('dataInterfaceSqlNotSelect');
  if (type === 'select') {
    const into = node.into as { position?: unknown; expr?: unknown } | null | undefined;
    if (into !== null && into !== undefined && (into.position ?? into.expr ?? null) !== null) {
      throw badRequest('dataInterfaceSqlForbidden', { name: 'SELECT … INTO' });
    }
  }
  if (type === 'function' || type === 'aggr_func') {
    const name = functionName(node)?.toLowerCase();
    if (name !== undefined && deniedWord([name]) !== undefined) {
      throw badRequest('dataInterfaceSqlForbidden', { name });
    }
  }
  for (const child of Object.values(node)) inspect(child, depth + 1);
}

const parser = new sqlParser.Parser();

/** `select::schema::table` entries of the parser's table list, as [schema, table] in lower case. */
function tablesOf(sql: string, dialect: SqlDialect): [string, string][] {
  const database = dialect === 'mysql' ? 'mysql' : 'postgresql';
  return parser.tableList(sql, { database }).map((entry) => {
    const [, schema = '', table = ''] = entry.toLowerCase().split('::');
    return [schema === 'null' ? '' : schema, table];
  });
}

/** Refuses a statement on the platform's own database that reads one of its private tables. */
function checkPlatformTables(sql: string, dialect: SqlDialect): void {
  for (const [schema, table] of tablesOf(sql, dialect)) {
    if (isPlatformPrivate(schema, table)) {
      throw badRequest('dataInterfaceSqlForbidden', {
        name: schema ? `${schema}.${table}` : table,
      });
    }
  }
}

/**
 * Refuses anything but one read-only SELECT (or WITH … SELECT): the statement is parsed by a
 * maintained SQL parser in the source's dialect, and what it cannot read is refused too. The
 * source then runs it in a read-only transaction: this check is the first wall, not the only.
 */
export function checkSelectOnly(
  sql: string,
  words: readonly string[],
  dialect: SqlDialect,
  platformDatabase = false,
): void {
  const denied = deniedWord(words);
  if (denied !== undefined) throw badRequest('dataInterfaceSqlForbidden', { name: denied });
  let ast: unknown;
  try {
    ast = parser.astify(sql, { database: dialect === 'mysql' ? 'mysql' : 'postgresql' });
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]?.slice(0, 200) : '';
    throw badRequest('dataInterfaceSqlParse', { detail: detail ?? '' });
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw badRequest('dataInterfaceSqlNotSelect');
  const [statement] = statements as Node[];
  if (statement?.type !== 'select') throw badRequest('dataInterfaceSqlNotSelect');
  inspect(statement, 0);
  if (platformDatabase) checkPlatformTables(sql, dialect);
}
