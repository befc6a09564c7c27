import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { SchemeConditions } from '../../db/schema';
import { underNoDisabledEntry } from '../../kernel/menu/under-no-disabled-entry';
import { effectiveGrantsQuery } from './effective-grants';

/** A data scheme of a granted menu, and whether the caller holds it. */
export interface SchemeAccess {
  id: string;
  granted: boolean;
  conditions: SchemeConditions;
}

/** What one granted menu lets the caller do. */
export interface MenuAccessRights {
  buttons: Set<string>;
  /** Every enabled column code the menu defines, and the granted subset. */
  definedColumns: Set<string>;
  columns: Set<string>;
  /** Every enabled form-field code the menu defines, and the granted subset. */
  definedForms: Set<string>;
  forms: Set<string>;
  /** Every enabled scheme of the menu, granted or not: ungranted ones still narrow the scope. */
  schemes: SchemeAccess[];
}

/** The caller's effective rights keyed by menu en_code; menus not in the map are not granted. */
export type CallerAccess = Map<string, MenuAccessRights>;

type AccessRow = {
  kind: 'menu' | 'button' | 'column' | 'form' | 'scheme';
  menu_code: string;
  code: string | null;
  granted: boolean;
  conditions: SchemeConditions | null;
};

/**
 * Loads everything enforcement needs about one non-administrator in a single query: the granted
 * menus (enabled, under no disabled entry: what the served menu shows), and for those menus their
 * granted buttons and forms, their columns and schemes with a granted flag. Grants come from the
 * user, the user's enabled roles and enabled positions.
 */
export async function loadCallerAccess(db: Queryable, userId: string): Promise<CallerAccess> {
  const result = await db.execute<AccessRow>(sql`
    with g as (${effectiveGrantsQuery(userId)}),
    gm as (
      select m.id, m.en_code
      from menus m
      where m.enabled
        and exists (select 1 from g where g.item_type in ('menu', 'module') and g.item_id = m.id)
        and ${underNoDisabledEntry(sql`m.parent_id`)}
    )
    select 'menu' as kind, gm.en_code as menu_code, null as code, true as granted,
           null::jsonb as conditions
    from gm
    union all
    select e.kind, gm.en_code, e.en_code,
           exists (select 1 from g where g.item_type = e.kind and g.item_id = e.id),
           null::jsonb
    from menu_elements e
    join gm on gm.id = e.menu_id
    where e.enabled and e.kind in ('button', 'column', 'form')
    union all
    select 'scheme', gm.en_code, s.id,
           s.enabled and exists (
             select 1 from g where g.item_type = 'resource' and g.item_id = s.id
           ),
           s.conditions
    from data_schemes s
    join gm on gm.id = s.menu_id`);

  const access: CallerAccess = new Map();
  const rightsOf = (menuCode: string): MenuAccessRights => {
    let rights = access.get(menuCode);
    if (rights === undefined) {
      rights = {
        buttons: new Set(),
        definedColumns: new Set(),
        columns: new Set(),
        definedForms: new Set(),
        forms: new Set(),
        schemes: [],
      };
      access.set(menuCode, rights);
    }
    return rights;
  };
  // Menu rows come first in the union, but do not rely on row order.
  for (const row of result.rows) if (row.kind === 'menu') rightsOf(row.menu_code);
  for (const row of result.rows) {
    const rights = access.get(row.menu_code);
    if (rights === undefined || row.code === null) continue;
    if (row.kind === 'button' && row.granted) rights.buttons.add(row.code);
    if (row.kind === 'form') {
      rights.definedForms.add(row.code);
      if (row.granted) rights.forms.add(row.code);
    }
    if (row.kind === 'column') {
      rights.definedColumns.add(row.code);
      if (row.granted) rights.columns.add(row.code);
    }
    if (row.kind === 'scheme' && row.conditions !== null) {
      rights.schemes.push({ id: row.code, granted: row.granted, conditions: row.conditions });
    }
  }
  return access;
}
