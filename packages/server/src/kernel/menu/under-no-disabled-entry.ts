import { sql, type SQL } from 'drizzle-orm';

/**
 * A condition on a menu entry, given its parent id: no entry above it is disabled. The served menu
 * leaves out everything under a disabled entry (menu-tree.ts), and so must every rule that says
 * what a caller holds, or the server would allow what the shell hides. The climb follows parent
 * ids by primary key, a few rows; `union` ends it even on a cycle.
 */
export function underNoDisabledEntry(parentId: SQL): SQL {
  return sql`not exists (
    with recursive above(id, parent_id, enabled) as (
      select a.id, a.parent_id, a.enabled from menus a where a.id = ${parentId}
      union
      select a.id, a.parent_id, a.enabled from menus a join above on a.id = above.parent_id
    )
    select 1 from above where not above.enabled)`;
}
