import { sql, type SQL } from 'drizzle-orm';

/**
 * The one definition of a user's effective grants (docs/reference/permission.md, Grants): the
 * grants on the user and on the user's enabled roles and positions, as `(item_type, item_id)`
 * rows. Enforcement and CurrentUser both build on it, so they can never disagree.
 */
export function effectiveGrantsQuery(userId: string): SQL {
  return sql`
    select distinct g.item_type, g.item_id
    from grants g
    where (g.object_type = 'user' and g.object_id = ${userId})
       or exists (
         select 1
         from user_relations r
         left join roles ro on r.object_type = 'role' and ro.id = r.object_id
         left join positions po on r.object_type = 'position' and po.id = r.object_id
         where r.user_id = ${userId}
           and r.object_type = g.object_type
           and r.object_id = g.object_id
           and coalesce(ro.enabled, po.enabled, false)
       )`;
}
