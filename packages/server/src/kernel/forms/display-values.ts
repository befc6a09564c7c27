import type { FieldKey, FieldOption, FormField, Language } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** A field whose stored values are shown: its key in the values, its kind and its design. */
export interface ShownField {
  key: string;
  kind: FieldKey;
  field: FormField;
}

/** The tables whose names stand for the ids a picker stores, by field kind. */
const NAMED_BY: Partial<Record<FieldKey, 'users' | 'organizations' | 'positions' | 'roles'>> = {
  userSelect: 'users',
  createUser: 'users',
  modifyUser: 'users',
  organizeSelect: 'organizations',
  departmentSelect: 'organizations',
  currOrganize: 'organizations',
  currDepartment: 'organizations',
  positionSelect: 'positions',
  currPosition: 'positions',
  roleSelect: 'roles',
};

type Names = ReadonlyMap<string, string>;
type Values = Record<string, unknown>;

const configOf = (field: FormField) => field.__config__ as Record<string, unknown>;

function dictionaryOf(field: FormField): string | undefined {
  const config = configOf(field);
  const type = config['dictionaryType'];
  return config['dataType'] === 'dictionary' && typeof type === 'string' ? type : undefined;
}

function staticNames(field: FormField): Names | undefined {
  if (configOf(field)['dataType'] !== 'static') return undefined;
  const names = new Map<string, string>();
  const walk = (options: readonly FieldOption[]) => {
    for (const option of options) {
      names.set(String(option.id), option.fullName);
      walk(option.children ?? []);
    }
  };
  walk((field as { __slot__?: { options?: FieldOption[] } }).__slot__?.options ?? []);
  return names;
}

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value.flat(2) : [value])
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map(String);

/** The value with each id replaced by its name; several joined by `,`. */
function named(value: unknown, names: Names | undefined): unknown {
  if (names === undefined || value === null || value === undefined) return value;
  const ids = idsIn(value);
  if (!Array.isArray(value) && ids.length === 1) return names.get(ids[0] ?? '') ?? value;
  return ids.map((id) => names.get(id) ?? id).join(',');
}

async function namesOf(
  db: Queryable,
  table: 'users' | 'organizations' | 'positions' | 'roles',
  ids: readonly string[],
): Promise<Names> {
  if (ids.length === 0) return new Map();
  const name = table === 'users' ? sql`real_name` : sql`full_name`;
  const result = await db.execute<{ id: string; name: string }>(sql`
    select id, ${name} as name from ${sql.identifier(table)}
    where id = any(${sql.param([...ids])}::text[])`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/** Item names of the dictionary types named by id or code, keyed `type item-code`. */
async function dictionaryNames(
  db: Queryable,
  types: readonly string[],
  language: Language,
): Promise<Names> {
  if (types.length === 0) return new Map();
  const refs = sql.param([...types]);
  const result = await db.execute<{ ref: string; code: string; name: string | null; zh: string }>(
    sql`select r.ref, d.en_code as code, d.names ->> ${language} as name, d.full_name as zh
      from unnest(${refs}::text[]) r(ref)
      join dictionary_types t on t.en_code = r.ref or t.id = r.ref
      join dictionary_data d on d.type_id = t.id`,
  );
  return new Map(result.rows.map((row) => [`${row.ref} ${row.code}`, row.name || row.zh]));
}

/**
 * Form values as people read them (the contract's OnlineDevDisplay): static options, dictionary
 * items, users, organisations, positions and roles by their names, switches by their texts. The
 * names are read in one query per kind for all the rows at once.
 */
export async function displayRows(
  db: Queryable,
  fields: readonly ShownField[],
  rows: readonly Values[],
  language: Language,
): Promise<Values[]> {
  const wanted = { users: [], organizations: [], positions: [], roles: [] } as Record<
    'users' | 'organizations' | 'positions' | 'roles',
    string[]
  >;
  const types = new Set<string>();
  for (const field of fields) {
    const table = NAMED_BY[field.kind];
    if (table !== undefined) for (const row of rows) wanted[table].push(...idsIn(row[field.key]));
    const type = dictionaryOf(field.field);
    if (type !== undefined) types.add(type);
  }
  const [users, organizations, positions, roles, dictionaries] = await Promise.all([
    namesOf(db, 'users', [...new Set(wanted.users)]),
    namesOf(db, 'organizations', [...new Set(wanted.organizations)]),
    namesOf(db, 'positions', [...new Set(wanted.positions)]),
    namesOf(db, 'roles', [...new Set(wanted.roles)]),
    dictionaryNames(db, [...types], language),
  ]);
  const byTable = { users, organizations, positions, roles };
  const namesFor = new Map<ShownField, Names | undefined>();
  for (const field of fields) {
    const table = NAMED_BY[field.kind];
    const type = dictionaryOf(field.field);
    const names =
      table !== undefined
        ? byTable[table]
        : type !== undefined
          ? new Map(
              [...dictionaries].flatMap(([key, name]) =>
                key.startsWith(`${type} `) ? [[key.slice(type.length + 1), name]] : [],
              ),
            )
          : staticNames(field.field);
    namesFor.set(field, names);
  }
  return rows.map((row) => {
    const shown: Values = { ...row };
    for (const field of fields) {
      const value = row[field.key];
      shown[field.key] =
        field.kind === 'switch'
          ? switchText(field.field, value)
          : named(value, namesFor.get(field));
    }
    return shown;
  });
}

function switchText(field: FormField, value: unknown): unknown {
  const props = field as { activeValue?: unknown; activeText?: string; inactiveText?: string };
  if (value === null || value === undefined) return value;
  const on = value === (props.activeValue ?? 1);
  return (on ? props.activeText : props.inactiveText) || value;
}
