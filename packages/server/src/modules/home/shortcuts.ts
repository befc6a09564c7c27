import { VISITED_LIMIT, type HomeShortcuts } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { badRequest } from '../../plugins/envelope/api-error';
import { heldPage } from './held-menus';

type VisitRow = { menu_id: string; visits: number; last_visited_at: Date | string };

const timeOf = (row: VisitRow) => new Date(row.last_visited_at).getTime();

/**
 * The caller's pinned menus and its recent and most-used ones, leaving out menus it no longer
 * holds. Two statements over the caller's own rows, which are at most one per menu.
 */
export async function readShortcuts(db: Db, caller: Caller): Promise<HomeShortcuts> {
  const held = await heldPage(caller);
  const [pinned, visited] = await Promise.all([
    db.execute<{ menu_id: string }>(sql`
      select m.id as menu_id
      from user_shortcuts s
      cross join unnest(s.menu_ids) with ordinality as p(menu_id, position)
      join menus m on m.id = p.menu_id
      where s.user_id = ${caller.id} and ${held}
      order by p.position`),
    db.execute<VisitRow>(sql`
      select v.menu_id, v.visits, v.last_visited_at
      from menu_visits v
      join menus m on m.id = v.menu_id
      where v.user_id = ${caller.id} and ${held}`),
  ]);
  const rows = visited.rows;
  const recent = [...rows].sort((a, b) => timeOf(b) - timeOf(a));
  const frequent = [...rows].sort((a, b) => b.visits - a.visits || timeOf(b) - timeOf(a));
  const ids = (list: VisitRow[]) => list.slice(0, VISITED_LIMIT).map((row) => row.menu_id);
  return {
    shortcuts: pinned.rows.map((row) => row.menu_id),
    recent: ids(recent),
    frequent: ids(frequent),
  };
}

/**
 * Replaces the caller's pinned menus. Every id must be a page the caller holds; otherwise nothing
 * is written and the answer does not say which id failed or why, so that no one learns of menus
 * it does not hold. The save itself is one upsert, safe when several arrive at once.
 */
export async function saveShortcuts(
  db: Db,
  caller: Caller,
  menuIds: readonly string[],
  at: Date,
): Promise<void> {
  if (menuIds.length > 0) {
    const held = await heldPage(caller);
    const found = await db.execute<{ held: number }>(sql`
      select count(*)::int as held from menus m
      where m.id = any(${sql.param([...menuIds])}::text[]) and ${held}`);
    if (found.rows[0]?.held !== new Set(menuIds).size) throw badRequest('menuNotHeld');
  }
  await db.execute(sql`
    insert into user_shortcuts (user_id, menu_ids, updated_at)
    values (${caller.id}, ${sql.param([...menuIds])}::text[], ${at.toISOString()}::timestamptz)
    on conflict (user_id) do update
      set menu_ids = excluded.menu_ids, updated_at = excluded.updated_at`);
}
