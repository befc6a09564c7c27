import type pg from 'pg';
import {
  fromPostgresqlText,
  portableColumn,
  postgresqlType,
  toPostgresqlValue,
} from './postgresql-types';
import { keysetRead } from './keyset-read';
import {
  columnOf,
  type ReadPosition,
  type RowBatch,
  type TableAccess,
  type TableColumn,
  type TableShape,
  type TableSummary,
  type TransactionStep,
} from './table-access';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const POSTGRESQL = { quote, placeholder: (index: number) => `$${index}` };

/** Every value as PostgreSQL prints it: no value changes on its way between two databases. */
const RAW_TEXT = { getTypeParser: () => (text: string) => text } as unknown as pg.CustomTypesConfig;

/** Blocks (8 KB each) read per batch of a table without a key: at most a few thousand rows. */
const BLOCKS_PER_BATCH = 16;

/**
 * The tables of a PostgreSQL database (the platform's own or an external one) in the connection's
 * current schema. Each statement takes a connection from the pool and gives it back, so that
 * the embedded database's single connection serves other requests between batches.
 */
export function postgresqlTables(pool: pg.Pool): TableAccess {
  let schema: Promise<string> | undefined;
  const currentSchema = () =>
    (schema ??= pool
      .query<{ schema: string }>('select current_schema() as schema')
      .then(({ rows }) => {
        const name = rows[0]?.schema;
        if (!name) throw new Error('the connection has no current schema');
        return name;
      }));
  const table = async (name: string) => `${quote(await currentSchema())}.${quote(name)}`;

  async function list(): Promise<TableSummary[]> {
    const { rows } = await pool.query<{
      name: string;
      kind: string;
      comment: string | null;
      rows: string | null;
    }>(
      `select c.relname as name, c.relkind as kind, obj_description(c.oid, 'pg_class') as comment,
         case when c.relkind in ('r', 'p') and c.reltuples >= 0 then c.reltuples::bigint end as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v')
       order by c.relname`,
    );
    return rows.map((row) => ({
      name: row.name,
      kind: row.kind === 'v' ? 'view' : 'table',
      comment: row.comment ?? '',
      rows: row.rows === null ? null : Number(row.rows),
    }));
  }

  async function describe(name: string): Promise<TableShape | undefined> {
    const { rows: found } = await pool.query<{ kind: string; key: string[] }>(
      `select c.relkind as kind,
         array(select a.attname from pg_index i
           cross join unnest(i.indkey) with ordinality as k(attnum, position)
           join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
           where i.indrelid = c.oid and i.indisprimary order by k.position)::text[] as key
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relname = $1 and c.relkind in ('r', 'p', 'v')`,
      [name],
    );
    const [relation] = found;
    if (relation === undefined) return undefined;
    const { rows } = await pool.query<{
      name: string;
      type: string;
      typmod: number;
      nullable: boolean;
      native: string;
      default_value: string | null;
      comment: string | null;
    }>(
      `select a.attname as name, t.typname as type, a.atttypmod as typmod,
         not a.attnotnull as nullable, format_type(a.atttypid, a.atttypmod) as native,
         pg_get_expr(d.adbin, d.adrelid) as default_value,
         col_description(c.oid, a.attnum) as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
       where n.nspname = current_schema() and c.relname = $1
       order by a.attnum`,
      [name],
    );
    return {
      name,
      kind: relation.kind === 'v' ? 'view' : 'table',
      columns: rows.map((row) => ({
        ...portableColumn(row.name, row.type, row.typmod, row.nullable),
        nativeType: row.native,
        defaultValue: row.default_value,
        comment: row.comment ?? '',
      })),
      primaryKey: relation.key,
    };
  }

  async function count(name: string): Promise<number> {
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from ${await table(name)}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * A table with a primary key is read in key order after the last key; one without, by ranges
   * of its blocks (a TID range scan), each read once. Instants are read in UTC.
   */
  async function readBatch(
    shape: TableShape,
    columns: readonly string[],
    after: ReadPosition | undefined,
    limit: number,
  ): Promise<RowBatch> {
    const types = columns.map((name) => columnOf(shape, name).type);
    const selected = columns.map((name, index) =>
      types[index] === 'timestamptz' ? `${quote(name)} at time zone 'UTC'` : quote(name),
    );
    const from = await table(shape.name);
    const key = shape.primaryKey;
    let text: string;
    let values: unknown[] = [];
    let blocks: number | undefined;
    if (key.length > 0) {
      const read = { selected, from, key, after: after?.key, limit };
      ({ sql: text, values } = keysetRead(POSTGRESQL, read));
    } else {
      const block = after?.block ?? 0;
      blocks = await blockCount(from);
      if (block >= blocks) return { rows: [], next: undefined };
      values = [`(${block},0)`, `(${block + BLOCKS_PER_BATCH},0)`];
      text = `select ${selected.join(', ')} from ${from} where ctid >= $1::tid and ctid < $2::tid`;
    }
    const result = await pool.query<unknown[]>({ text, values, rowMode: 'array', types: RAW_TEXT });
    const rows = result.rows.map((row) =>
      types.map((type, index) => fromPostgresqlText(type, row[index] as string | null)),
    );
    if (key.length > 0) {
      const last = result.rows.at(-1);
      const next =
        last === undefined || result.rows.length < limit
          ? undefined
          : { key: last.slice(columns.length) };
      return { rows, next };
    }
    const block = (after?.block ?? 0) + BLOCKS_PER_BATCH;
    return { rows, next: block < (blocks ?? 0) ? { block } : undefined };
  }

  /** The table's blocks now; rows added past them during a copy are not copied. */
  async function blockCount(from: string): Promise<number> {
    const { rows } = await pool.query<{ n: string }>(
      `select pg_relation_size('${from.replace(/'/g, "''")}'::regclass)
         / current_setting('block_size')::int as n`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async function create(
    name: string,
    columns: readonly TableColumn[],
    primaryKey: readonly string[],
  ): Promise<void> {
    const definitions = columns.map(
      (column) =>
        `${quote(column.name)} ${postgresqlType(column)}${column.nullable ? '' : ' not null'}`,
    );
    if (primaryKey.length > 0)
      definitions.push(`primary key (${primaryKey.map(quote).join(', ')})`);
    await pool.query(`create table ${await table(name)} (${definitions.join(', ')})`);
  }

  async function createLike(staging: string, target: string, columns: readonly string[]) {
    await pool.query(
      `create table ${await table(staging)} as
         select ${columns.map(quote).join(', ')} from ${await table(target)} with no data`,
    );
  }

  async function insert(
    shape: TableShape,
    columns: readonly string[],
    rows: readonly unknown[][],
  ): Promise<void> {
    if (rows.length === 0) return;
    const types = columns.map((name) => columnOf(shape, name).type);
    const values: unknown[] = [];
    const tuples = rows.map((row) => {
      const marks = types.map((type, index) => {
        values.push(toPostgresqlValue(type, row[index]));
        return `$${values.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await pool.query(
      `insert into ${await table(shape.name)} (${columns.map(quote).join(', ')})
       values ${tuples.join(', ')}`,
      values,
    );
  }

  async function inTransaction(
    work: (client: pg.PoolClient) => Promise<void>,
    step?: TransactionStep,
  ): Promise<void> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      await work(client);
      await step?.(async (sql, params) => (await client.query(sql, [...params])).rows);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch((failure: unknown) => {
        broken = failure instanceof Error ? failure : new Error(String(failure));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function publish(
    staging: string,
    target: string,
    columns: readonly string[],
    mode: 'append' | 'overwrite',
    step?: TransactionStep,
  ): Promise<void> {
    const [from, into] = [await table(staging), await table(target)];
    const list = columns.map(quote).join(', ');
    await inTransaction(async (client) => {
      if (mode === 'overwrite') await client.query(`delete from ${into}`);
      await client.query(`insert into ${into} (${list}) select ${list} from ${from}`);
    }, step);
    await drop(staging);
  }

  /** Renames the table and its primary key's constraint (named after the table when made). */
  async function rename(staging: string, target: string, step?: TransactionStep): Promise<void> {
    const from = await table(staging);
    await inTransaction(async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `select conname as name from pg_constraint
         where conrelid = '${from.replace(/'/g, "''")}'::regclass and contype = 'p'`,
      );
      await client.query(`alter table ${from} rename to ${quote(target)}`);
      const key = rows[0]?.name;
      if (key !== undefined) {
        const renamed = await table(target);
        await client.query(
          `alter table ${renamed} rename constraint ${quote(key)} to ${quote(`${target}_pkey`)}`,
        );
      }
    }, step);
  }

  async function drop(name: string): Promise<void> {
    await pool.query(`drop table if exists ${await table(name)}`);
  }

  return {
    dialect: 'postgresql',
    list,
    describe,
    count,
    readBatch,
    create,
    createLike,
    insert,
    publish,
    rename,
    drop,
    close: async () => undefined,
  };
}
