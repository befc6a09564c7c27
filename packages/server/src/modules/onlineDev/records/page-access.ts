import {
  MenuType,
  ONLINE_DEV_BUTTON,
  type ColumnDesign,
  type OnlineDevRights,
} from '@mepm/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { moduleIdOf } from '../../../kernel/menu/menu-opening';
import { underNoDisabledEntry } from '../../../kernel/menu/under-no-disabled-entry';
import { dataScopeFor, permissionDenied } from '../../../plugins/permission';
import type { PageDesign } from './released-design';
import { scopeFieldMap } from './scope-fields';

type ButtonCode = (typeof ONLINE_DEV_BUTTON)[keyof typeof ONLINE_DEV_BUTTON];

/** What the caller may do on one generated page, as every record call checks it. */
export interface PageAccess {
  rights: OnlineDevRights;
  /** The record condition of the page's data schemes; undefined restricts nothing. */
  scope: SQL | undefined;
}

/** The buttons the list design shows, as element codes. */
function designButtons(columnData: ColumnDesign): ButtonCode[] {
  return [...columnData.btnsList, ...columnData.columnBtnsList].map(
    (name) => ONLINE_DEV_BUTTON[name],
  );
}

/**
 * The en_code of the menu entry `menuId` when it is an enabled entry of type 3 under no disabled
 * entry that opens the design `designId` (its propertyJson's moduleId); undefined otherwise.
 */
async function pageMenuCode(
  db: Queryable,
  menuId: string,
  designId: string,
): Promise<string | undefined> {
  const result = await db.execute<{ code: string; property: string }>(sql`
    select m.en_code as code, m.property_json as property from menus m
    where m.id = ${menuId} and m.type = ${MenuType.formModel} and m.enabled
      and ${underNoDisabledEntry(sql`m.parent_id`)}`);
  const row = result.rows[0];
  return row !== undefined && moduleIdOf(row.property) === designId ? row.code : undefined;
}

export const everything = (design: PageDesign): PageAccess => ({
  rights: { buttons: designButtons(design.columnData), columns: null, formFields: null },
  scope: undefined,
});

/**
 * The caller's rights on the page of `design` opened by the menu entry `menuId` (docs/reference/
 * online-development.md "Record endpoints and their checks"): 403 unless the entry opens the
 * design and the caller holds it; without an entry only administrators pass (the designer's
 * preview). The list design's switches decide whether buttons, columns, form fields and rows are
 * narrowed by the entry's grants.
 */
export async function pageAccess(
  db: Queryable,
  caller: Caller,
  design: PageDesign,
  menuId: string | undefined,
): Promise<PageAccess> {
  if (menuId === undefined) {
    if (caller.isAdministrator) return everything(design);
    throw permissionDenied();
  }
  const menu = await pageMenuCode(db, menuId, design.id);
  if (menu === undefined) throw permissionDenied();
  const access = await accessThrough(caller, design, menu);
  if (access === undefined) throw permissionDenied();
  return access;
}

/**
 * The caller's rights through the page entry whose en_code is `menu`; undefined when the caller
 * does not hold it.
 */
export async function accessThrough(
  caller: Caller,
  design: PageDesign,
  menu: string,
): Promise<PageAccess | undefined> {
  const access = await caller.access();
  if (access === 'all') return everything(design);
  const held = access.get(menu);
  if (held === undefined) return undefined;
  const list = design.columnData;
  const buttons = designButtons(list).filter(
    (code) => !list.useBtnPermission || held.buttons.has(code),
  );
  const narrow = (use: boolean, defined: Set<string>, granted: Set<string>) =>
    use && defined.size > 0 ? [...granted] : null;
  return {
    rights: {
      buttons,
      columns: narrow(list.useColumnPermission, held.definedColumns, held.columns),
      formFields: narrow(list.useFormPermission, held.definedForms, held.forms),
    },
    scope: list.useDataPermission
      ? await dataScopeFor(caller, menu, scopeFieldMap(design.layout))
      : undefined,
  };
}

/** 403 unless the caller holds one of the buttons. */
export function requireButton(access: PageAccess, ...codes: ButtonCode[]): void {
  if (!codes.some((code) => access.rights.buttons.includes(code))) throw permissionDenied();
}
