import type { DataModelColumnDesign, DataModelTableDesign, FormDesign } from '@mepm/contract';
import { fieldEntries } from '../model/field-entries';
import { columnTypeOf } from './column-of-field';
import { NAME_MAX, snakeCase } from './snake-case';
import { CHILD_SYSTEM_COLUMNS, MAIN_SYSTEM_COLUMNS, PARENT_ID, ROW_ID } from './system-columns';

/** Main tables are named `wyzx_<code>` unless the design's tables JSON names them. */
export const MAIN_TABLE_PREFIX = 'wyzx_';
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * One entry of a design's `tables` JSON, in the shape this family of platforms stores: the main
 * table (`typeId` '1') and each sub-table's (`typeId` '0') with the sub-table's key
 * (`tableField`) and the main table's column (`relationField`) its `foreignField` refers to.
 */
export interface DesignTableEntry {
  table: string;
  typeId: '1' | '0';
  tableField: string;
  relationTable: string;
  relationField: string;
  foreignField: string;
}

/** A table a design owns: its design and its entry of the tables JSON. */
export interface DesignedTable {
  entry: DesignTableEntry;
  design: DataModelTableDesign;
}

/** Why a design's tables cannot be made; each names what a person changes. */
export type DesignTableProblem =
  | { kind: 'systemColumn'; table: string; key: string; column: string }
  | { kind: 'sameColumn'; table: string; keys: [string, string]; column: string }
  | { kind: 'badTableName'; table: string }
  | { kind: 'sameTable'; table: string };

export type DesignTablesResult =
  | { ok: true; tables: DesignedTable[] }
  | { ok: false; problems: [DesignTableProblem, ...DesignTableProblem[]] };

/** The names a design's stored tables JSON gives: the main table, and sub-tables by their key. */
function namesGiven(tables: readonly object[] | null | undefined): {
  main?: string;
  children: Map<string, string>;
} {
  const children = new Map<string, string>();
  let main: string | undefined;
  for (const entry of tables ?? []) {
    const { table, typeId, tableField } = entry as Record<string, unknown>;
    if (typeof table !== 'string' || table === '') continue;
    if (String(typeId) === '1') main = table;
    else if (typeof tableField === 'string' && tableField !== '') children.set(tableField, table);
  }
  return main === undefined ? { children } : { main, children };
}

interface TableBuild {
  name: string;
  comment: string;
  system: readonly DataModelColumnDesign[];
  columns: DataModelColumnDesign[];
  /** Which key each column name came from: two keys to one name are refused. */
  keys: Map<string, string>;
}

/**
 * A design's tables (docs/reference/visual-development.md "Tables"): the main table with the
 * platform's columns and one column per valued field outside sub-tables, and one table per
 * sub-table with its row id, its parent's id and one column per column of the sub-table. Column
 * names are the keys in snake case, comments the labels. Never throws: a design whose keys meet
 * a system column or each other, or whose tables JSON names an impossible table, is answered
 * with its problems.
 */
export function designTables(
  design: FormDesign,
  {
    enCode,
    fullName,
    tables,
  }: { enCode: string; fullName: string; tables?: readonly object[] | null },
): DesignTablesResult {
  const given = namesGiven(tables);
  const mainName = given.main ?? `${MAIN_TABLE_PREFIX}${snakeCase(enCode)}`.slice(0, NAME_MAX);
  const problems: DesignTableProblem[] = [];
  const main: TableBuild = {
    name: mainName,
    comment: fullName,
    system: MAIN_SYSTEM_COLUMNS,
    columns: [],
    keys: new Map(),
  };
  const children = new Map<string, TableBuild>();
  const builds = [main];

  for (const { field, table } of fieldEntries(design)) {
    if (!('__vModel__' in field)) continue;
    const label = field.__config__.label;
    if (field.__config__.wyzxKey === 'table') {
      const name =
        given.children.get(field.__vModel__) ??
        `${mainName}_${snakeCase(field.__vModel__)}`.slice(0, NAME_MAX);
      const child = {
        name,
        comment: label,
        system: CHILD_SYSTEM_COLUMNS,
        columns: [],
        keys: new Map(),
      };
      children.set(field.__vModel__, child);
      builds.push(child);
      continue;
    }
    const build = table === undefined ? main : children.get(table.__vModel__);
    // fieldEntries visits a sub-table before its columns.
    if (build === undefined) continue;
    const column = snakeCase(field.__vModel__);
    const key = field.__vModel__;
    if (build.system.some((system) => system.name === column)) {
      problems.push({ kind: 'systemColumn', table: build.name, key, column });
      continue;
    }
    const other = build.keys.get(column);
    if (other !== undefined) {
      problems.push({ kind: 'sameColumn', table: build.name, keys: [other, key], column });
      continue;
    }
    build.keys.set(column, key);
    build.columns.push({
      name: column,
      ...columnTypeOf(field),
      nullable: true,
      primaryKey: false,
      comment: label,
    });
  }

  const seen = new Set<string>();
  for (const build of builds) {
    // Designs make only tables of their own prefix: never a platform table, nor one a later
    // migration of the platform may add.
    if (!TABLE_NAME.test(build.name) || !build.name.startsWith(MAIN_TABLE_PREFIX)) {
      problems.push({ kind: 'badTableName', table: build.name });
    } else if (seen.has(build.name)) {
      problems.push({ kind: 'sameTable', table: build.name });
    }
    seen.add(build.name);
  }
  const [first, ...more] = problems;
  if (first !== undefined) return { ok: false, problems: [first, ...more] };

  const subTables = [...children.entries()].map(([vModel, build]) =>
    designed(build, {
      table: build.name,
      typeId: '0',
      tableField: vModel,
      relationTable: mainName,
      relationField: ROW_ID,
      foreignField: PARENT_ID,
    }),
  );
  return {
    ok: true,
    tables: [
      designed(main, {
        table: mainName,
        typeId: '1',
        tableField: '',
        relationTable: '',
        relationField: '',
        foreignField: '',
      }),
      ...subTables,
    ],
  };
}

function designed(build: TableBuild, entry: DesignTableEntry): DesignedTable {
  return {
    entry,
    design: {
      name: build.name,
      comment: build.comment,
      columns: [...build.system, ...build.columns],
    },
  };
}
