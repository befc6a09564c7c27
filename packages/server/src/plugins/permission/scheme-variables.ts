import type { SchemeVariable } from '@mepm/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A variable as a subquery yielding a set of ids, resolved inside the list query itself so that
 * it costs no round trip of its own. `union` (not `union all`) drops repeats, which also stops
 * the recursion on a manager or organisation cycle.
 */
export function variableSet(variable: SchemeVariable, userId: string): SQL {
  switch (variable) {
    case '@userId':
      return sql`select ${userId}::text`;
    case '@organizeId':
      return sql`select u.organize_id from users u where u.id = ${userId}`;
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
