import { and, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isSchemeVariable, type SchemeVariable } from '@mepm/contract';
import type { SchemeCondition, SchemeConditions } from '../../db/schema';
import type { Caller } from '../../kernel/caller';
import type { VariableValues } from './scheme-variables';

/** Scheme field names mapped to the columns (or expressions) of the table being queried. */
export type ScopeFieldMap = Readonly<Record<string, SQLWrapper>>;

const NOTHING = sql`false`;
const EVERYTHING = sql`true`;

/**
 * The row condition of `menu`'s data schemes for the caller: undefined (no restriction) for
 * administrators and menus without schemes; otherwise the OR of the granted schemes, or a
 * condition matching nothing when none is granted. Field names come only from `fieldMap` and
 * values travel as parameters, so a scheme can never inject SQL. A condition on a field the
 * map lacks matches nothing: a scheme written for another table must not widen the scope.
 */
export async function dataScopeFor(
  caller: Caller,
  menu: string,
  fieldMap: ScopeFieldMap,
): Promise<SQL | undefined> {
  const access = await caller.access();
  if (access === 'all') return undefined;
  const rights = access.get(menu);
  if (rights === undefined) return NOTHING;
  if (rights.schemes.length === 0) return undefined;
  const granted = rights.schemes.filter((scheme) => scheme.granted);
  if (granted.length === 0) return NOTHING;
  const values = await caller.variables(variablesOf(granted.map((scheme) => scheme.conditions)));
  return or(...granted.map((scheme) => schemeSql(scheme.conditions, fieldMap, values)));
}

/** The variables the schemes compare with. */
function variablesOf(schemes: readonly SchemeConditions[]): Set<SchemeVariable> {
  const used = new Set<SchemeVariable>();
  for (const scheme of schemes) {
    for (const group of scheme.groups ?? []) {
      for (const { value } of group.conditions ?? []) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (typeof item === 'string' && isSchemeVariable(item)) used.add(item);
        }
      }
    }
  }
  return used;
}

/** One scheme as SQL, its variables given as the caller's ids; exported for tests and previews. */
export function schemeSql(
  scheme: SchemeConditions,
  fieldMap: ScopeFieldMap,
  values: VariableValues,
): SQL {
  const groups = (scheme.groups ?? []).map((group) =>
    combine(
      group.logic,
      (group.conditions ?? []).map((condition) => conditionSql(condition, fieldMap, values)),
    ),
  );
  return combine(scheme.logic, groups);
}

/** An empty list restricts nothing: a scheme without conditions means "all data". */
function combine(logic: string, parts: SQL[]): SQL {
  if (parts.length === 0) return EVERYTHING;
  return (logic === 'or' ? or(...parts) : and(...parts)) ?? EVERYTHING;
}

function conditionSql(
  condition: SchemeCondition,
  fieldMap: ScopeFieldMap,
  values: VariableValues,
): SQL {
  // Own-property lookup only: a field named "constructor" must not reach Object.prototype.
  const column = Object.hasOwn(fieldMap, condition.field) ? fieldMap[condition.field] : undefined;
  if (column === undefined) return NOTHING;
  const { op, value } = condition;
  if (op === '<>') {
    const equal = membership(column, value, values, false);
    return sql`not coalesce(${equal}, false)`;
  }
  if (op === '==' || op === 'in') return membership(column, value, values, op === 'in');
  if (op === 'like' && typeof value === 'string' && !isSchemeVariable(value)) {
    return sql`${column}::text like ${`%${escapeLike(value)}%`}`;
  }
  return NOTHING;
}

/**
 * `column` equals the value, is in the list, or is in the variable's set. `in` also accepts a
 * comma-separated string, as the scheme editor of this platform family stores lists.
 */
function membership(
  column: SQLWrapper,
  value: SchemeCondition['value'],
  variables: VariableValues,
  commaList: boolean,
): SQL {
  if (typeof value === 'string' && isSchemeVariable(value)) {
    const ids = variables.get(value) ?? [];
    return ids.length === 0 ? NOTHING : inArray(column, [...ids]);
  }
  const list = Array.isArray(value) ? value : commaList ? String(value).split(',') : [value];
  const values = list.map((item) => String(item).trim()).filter((item) => item !== '');
  return values.length === 0 ? NOTHING : inArray(column, values);
}

/** Makes % and _ in a value match themselves (backslash is PostgreSQL's default escape). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
