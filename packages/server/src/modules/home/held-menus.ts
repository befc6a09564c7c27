import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../kernel/caller';

/**
 * A condition on `menus m`: an enabled page (not a directory) the caller holds, under no disabled
 * entry. The menu the caller is served leaves out everything under a disabled entry
 * (kernel/menu/menu-tree.ts), so such a page is no page of its menu: pinning or counting it would
 * keep an id the shell cannot find. The caller's rights are the ones every permission check reads
 * (kept per request), so this adds no query; the climb to the top is a few rows by primary key.
 */
export async function heldPage(caller: Caller): Promise<SQL> {
  const access = await caller.access();
  const held =
    access === 'all' ? sql`true` : sql`m.en_code = any(${sql.param([...access.keys()])}::text[])`;
  return sql`(m.enabled and m.type <> 1 and ${held} and not exists (
    with recursive above(id, parent_id, enabled) as (
      select a.id, a.parent_id, a.enabled from menus a where a.id = m.parent_id
      union
      select a.id, a.parent_id, a.enabled from menus a join above on a.id = above.parent_id
    )
    select 1 from above where not above.enabled))`;
}
