import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface GrantedItem {
  itemType: string;
  itemId: string;
}

/**
 * The union of the grants on the user and on the user's enabled roles and positions
 * (DOMAIN.md "Grants and permissions").
 */
export async function grantedItems(db: Db, userId: string): Promise<GrantedItem[]> {
  const result = await db.execute<{ item_type: string; item_id: string }>(sql`
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
       )`);
  return result.rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id }));
}
