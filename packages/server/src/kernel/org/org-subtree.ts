import { sql, type SQL } from 'drizzle-orm';

/**
 * The ids of an organisation and every organisation under it, as a subquery for `in (...)`.
 * `union` drops repeats, which also ends the recursion should a parent cycle ever exist.
 */
export function orgSubtreeSql(organizeId: string): SQL {
  return sql`with recursive sub(id) as (
      select ${organizeId}::text
      union
      select o.id from organizations o join sub on o.parent_id = sub.id
    ) select id from sub`;
}
