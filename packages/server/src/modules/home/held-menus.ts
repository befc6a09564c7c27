import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../kernel/caller';
import { underNoDisabledEntry } from '../../kernel/menu/under-no-disabled-entry';

/**
 * A condition on `menus m`: an enabled page (not a directory) the caller holds, under no disabled
 * entry, so a page of the menu the caller is served. The caller's rights are the ones every
 * permission check reads (kept per request), so this adds no query. Administrators hold every
 * page, which is why the climb is checked here too.
 */
export async function heldPage(caller: Caller): Promise<SQL> {
  const access = await caller.access();
  const held =
    access === 'all' ? sql`true` : sql`m.en_code = any(${sql.param([...access.keys()])}::text[])`;
  return sql`(m.enabled and m.type <> 1 and ${held} and ${underNoDisabledEntry(sql`m.parent_id`)})`;
}
