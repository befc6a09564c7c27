import { sql, type SQL } from 'drizzle-orm';

/** Grants whose menu, element or scheme no longer exists: they would only confuse the editor. */
export function sqlDeleteOrphanGrants(): SQL {
  return sql`delete from grants g
    where (g.item_type in ('menu', 'module')
           and not exists (select 1 from menus m where m.id = g.item_id))
       or (g.item_type in ('button', 'column', 'form')
           and not exists (select 1 from menu_elements e where e.id = g.item_id))
       or (g.item_type = 'resource'
           and not exists (select 1 from data_schemes s where s.id = g.item_id)
           and not exists (select 1 from menu_elements e where e.id = g.item_id))`;
}
