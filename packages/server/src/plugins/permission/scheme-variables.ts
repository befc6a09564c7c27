import { SCHEME_VARIABLES, type SchemeVariable } from '@mepm/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** The ids each scheme variable stands for, for one caller. */
export type VariableValues = ReadonlyMap<SchemeVariable, readonly string[]>;

/**
 * A variable as a query yielding a set of ids. `union` (not `union all`) drops repeats, which
 * also stops the recursion on a manager or organisation cycle.
 */
function variableSet(variable: SchemeVariable, userId: string): SQL {
  switch (variable) {
    case '@userId':
      return sql`select ${userId}::text as id`;
    case '@organizeId':
      return sql`select u.organize_id as id from users u
        where u.id = ${userId} and u.organize_id is not null`;
    case '@userAndSubordinates':
      return sql`with recursive sub(id) as (
          select ${userId}::text
          union
          select u.id from users u join sub on u.manager_id = sub.id
        ) select id from sub`;
    case '@organizeAndSub':
      return sql`with recursive org(id) as (
          select u.organize_id from users u where u.id = ${userId} and u.organize_id is not null
          union
          select o.id from organizations o join org on o.parent_id = org.id
        ) select id from org`;
  }
}

/**
 * The ids of the variables a caller's schemes use, in one statement. A scope then compares
 * columns with literal ids, which the planner can match to indexes (a subquery in the scope made
 * it guess, and count a department by reading the whole users table).
 */
export async function resolveVariables(
  db: Queryable,
  variables: ReadonlySet<SchemeVariable>,
  userId: string,
): Promise<VariableValues> {
  const wanted = SCHEME_VARIABLES.filter((variable) => variables.has(variable));
  const values = new Map<SchemeVariable, string[]>(wanted.map((variable) => [variable, []]));
  if (wanted.length === 0) return values;
  const union = sql.join(
    wanted.map(
      (variable) =>
        sql`select ${variable}::text as variable, id from (${variableSet(variable, userId)}) v`,
    ),
    sql` union all `,
  );
  const result = await db.execute<{ variable: SchemeVariable; id: string }>(union);
  for (const { variable, id } of result.rows) values.get(variable)?.push(id);
  return values;
}
