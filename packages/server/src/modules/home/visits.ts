import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { badRequest } from '../../plugins/envelope/api-error';
import { heldPage } from './held-menus';

/**
 * Counts one visit of a menu page in a single upsert, so that any number of simultaneous visits
 * each count once and leave one row. A menu the caller does not hold (or that does not exist)
 * inserts nothing and is refused alike. The count stops at the integer's limit rather than fail.
 */
export async function recordVisit(db: Db, caller: Caller, menuId: string, at: Date): Promise<void> {
  const held = await heldPage(caller);
  const result = await db.execute(sql`
    insert into menu_visits (user_id, menu_id, visits, last_visited_at)
    select ${caller.id}, m.id, 1, ${at.toISOString()}::timestamptz
    from menus m
    where m.id = ${menuId} and ${held}
    on conflict (user_id, menu_id) do update
      set visits = least(menu_visits.visits, 2147483646) + 1,
          last_visited_at = greatest(menu_visits.last_visited_at, excluded.last_visited_at)
    returning 1 as counted`);
  if (result.rows.length === 0) throw badRequest('menuNotHeld');
}
