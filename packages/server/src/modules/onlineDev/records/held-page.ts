import { MenuType } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { likePattern } from '../../../kernel/data/keyword';
import { moduleIdOf } from '../../../kernel/menu/menu-opening';
import { underNoDisabledEntry } from '../../../kernel/menu/under-no-disabled-entry';
import { permissionDenied } from '../../../plugins/permission';
import { accessThrough, everything, type PageAccess } from './page-access';
import type { PageDesign } from './released-design';

/**
 * The caller's rights on the page of `design` without naming an entry, for calls made from
 * other forms (a relation-form field reading the design's records): administrators have them
 * all; anyone else those of the first entry, in menu order, that opens the design (enabled, of
 * type 3, under no disabled entry) and that the caller holds; 403 when there is none.
 */
export async function heldPageAccess(
  db: Queryable,
  caller: Caller,
  design: PageDesign,
): Promise<PageAccess> {
  if (caller.isAdministrator) return everything(design);
  // Narrowed by LIKE, then parsed: an entry's properties need not be valid JSON.
  const result = await db.execute<{ code: string; property: string }>(sql`
    select m.en_code as code, m.property_json as property from menus m
    where m.type = ${MenuType.formModel} and m.enabled
      and m.property_json like ${likePattern(design.id)}
      and ${underNoDisabledEntry(sql`m.parent_id`)}
    order by m.sort_code, m.id`);
  for (const row of result.rows) {
    if (moduleIdOf(row.property) !== design.id) continue;
    const access = await accessThrough(caller, design, row.code);
    if (access !== undefined) return access;
  }
  throw permissionDenied();
}
