import type { FieldKey, FormField } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { cellText } from '../../../../kernel/excel/cell-basics';
import type { HeaderMap } from '../../../../kernel/excel/import-fields';
import { pickerNames, type PickerOf } from '../../../../kernel/excel/picker-cells';
import type { SheetRow } from '../../../../kernel/excel/sheet-rows';

type Table = 'users' | 'organizations' | 'positions' | 'roles';

/** The table whose rows a picker's ids name, by field kind. */
const TABLE_OF: Partial<Record<FieldKey, Table>> = {
  userSelect: 'users',
  organizeSelect: 'organizations',
  departmentSelect: 'organizations',
  positionSelect: 'positions',
  roleSelect: 'roles',
};

interface Candidate {
  id: string;
  /** The account of a user, the code of anything else: unique in its table. */
  code: string;
  /** The real name of a user, the full name of anything else: not unique. */
  name: string;
  category: string | null;
}

async function candidates(
  db: Queryable,
  table: Table,
  names: readonly string[],
): Promise<Candidate[]> {
  if (names.length === 0) return [];
  const code = table === 'users' ? sql`account` : sql`en_code`;
  const name = table === 'users' ? sql`real_name` : sql`full_name`;
  const category = table === 'organizations' ? sql`category` : sql`null::text`;
  const wanted = sql`any(${sql.param([...names])}::text[])`;
  const result = await db.execute<Candidate & Record<string, unknown>>(sql`
    select id, ${code} as code, ${name} as name, ${category} as category
    from ${sql.identifier(table)} where ${code} = ${wanted} or ${name} = ${wanted}`);
  return result.rows;
}

/** Whether the field may hold the candidate: departments only, the design's own list. */
function allows(field: FormField, candidate: Candidate): boolean {
  const { selectType, ableIds } = field as { selectType?: string; ableIds?: string[] };
  if (selectType === 'custom' && !(ableIds ?? []).includes(candidate.id)) return false;
  return field.__config__.wyzxKey !== 'departmentSelect' || candidate.category === 'department';
}

const push = (index: Map<string, Candidate[]>, key: string, candidate: Candidate) =>
  index.set(key, [...(index.get(key) ?? []), candidate]);

/**
 * The ids the pickers' cells name, read in one query per table for the whole file: a code (a
 * user's account) names its one row, else a name names the one row the field may hold that bears
 * it. Nothing is narrowed to the caller's scope: a picker's value is an id the form's checks
 * judge; a name the field may not hold reads as unknown, like a name nobody has.
 */
export async function pickerLookup(
  db: Queryable,
  map: HeaderMap,
  rows: readonly SheetRow[],
): Promise<PickerOf> {
  const wanted = new Map<Table, Set<string>>();
  map.columns.forEach((column, index) => {
    const table = column && TABLE_OF[column.field.__config__.wyzxKey];
    if (!column || table === undefined) return;
    const names = wanted.get(table) ?? new Set<string>();
    for (const row of rows) {
      const cell = row.cells[index];
      if (cell !== undefined && cell !== null) {
        for (const name of pickerNames(column.field, cellText(cell))) names.add(name);
      }
    }
    wanted.set(table, names);
  });
  const byCode = new Map<Table, Map<string, Candidate[]>>();
  const byName = new Map<Table, Map<string, Candidate[]>>();
  await Promise.all(
    [...wanted].map(async ([table, names]) => {
      const codes = new Map<string, Candidate[]>();
      const named = new Map<string, Candidate[]>();
      for (const candidate of await candidates(db, table, [...names])) {
        push(codes, candidate.code, candidate);
        push(named, candidate.name, candidate);
      }
      byCode.set(table, codes);
      byName.set(table, named);
    }),
  );
  return (field, name) => {
    const table = TABLE_OF[field.__config__.wyzxKey];
    if (table === undefined) return undefined;
    const allowed = (found: Candidate[] | undefined) =>
      (found ?? []).filter((candidate) => allows(field, candidate));
    const [coded] = allowed(byCode.get(table)?.get(name));
    if (coded) return { id: coded.id };
    const ids = new Set(allowed(byName.get(table)?.get(name)).map((candidate) => candidate.id));
    const [only] = ids;
    if (ids.size === 1 && only !== undefined) return { id: only };
    return { missing: ids.size === 0 ? 'unknown' : 'ambiguous' };
  };
}
