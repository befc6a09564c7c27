import { ELEMENT_CODE_PATTERN } from '@mepm/contract';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { menus, type dataSchemes, type menuElements } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMenusNotHeld, type Caller } from '../../../plugins/permission/delegation';
import { recordNotFound } from '../../../kernel/data/not-found';
import { sqlDeleteOrphanGrants } from './orphan-grants';

/** The tables holding the parts of a menu: its buttons, columns and form fields, its schemes. */
export type MenuPartTable = typeof menuElements | typeof dataSchemes;

/** What every part's body names: the menu it belongs to, its code there, name, order, state. */
export interface MenuPartBody {
  moduleId: string;
  enCode: string;
  fullName: string;
  sortCode?: number | undefined;
  enabled?: boolean | undefined;
}

/** The columns every part's row takes from its body. */
export function partValues(body: MenuPartBody) {
  return {
    menuId: body.moduleId,
    enCode: body.enCode,
    fullName: body.fullName,
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}

/** Where a kind of menu part lives, and what its bodies must satisfy. */
export interface PartRows<Body extends MenuPartBody> {
  table: MenuPartTable;
  /** The part's rows within its table (one element kind); absent when the table is its own. */
  scope?: SQL;
  /** Checks beyond the code rule, an existing menu and a code unique within the menu. */
  check?(body: Body): void;
}

/** One kind of menu part: its rows, how a body becomes a row, and its list. */
export interface MenuPart<
  Table extends MenuPartTable,
  Body extends MenuPartBody,
  Item,
> extends PartRows<Body> {
  table: Table;
  values(body: Body): PgInsertValue<Table> & PgUpdateSetSource<Table>;
  /** The menu's parts of this kind, by sort code then code. */
  list(db: Db, moduleId: string): Promise<Item[]>;
}

async function checkBody<Body extends MenuPartBody>(
  db: Db,
  part: PartRows<Body>,
  body: Body,
  id?: string,
): Promise<void> {
  if (!ELEMENT_CODE_PATTERN.test(body.enCode)) throw badRequest('badElementCode');
  part.check?.(body);
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, body.moduleId));
  if (menu === undefined) throw badRequest('menuParentInvalid');
  const { table } = part;
  const taken = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.menuId, body.moduleId),
        part.scope,
        eq(table.enCode, body.enCode),
        id === undefined ? undefined : ne(table.id, id),
      ),
    );
  if (taken.length > 0) throw badRequest('alreadyExists', { field: 'enCode' });
}

/** The columns every part lists, named as the contract names them. */
export function partListFields(table: MenuPartTable) {
  return {
    id: table.id,
    moduleId: table.menuId,
    enCode: table.enCode,
    fullName: table.fullName,
    sortCode: table.sortCode,
    enabled: table.enabled,
  };
}

/** A menu's parts of one kind, and the order its lists show them in. */
export function partsOfMenu(part: PartRows<MenuPartBody>, moduleId: string) {
  const { table } = part;
  return {
    where: and(eq(table.menuId, moduleId), part.scope),
    order: [asc(table.sortCode), asc(table.enCode)],
  };
}

const ofPart = (part: PartRows<MenuPartBody>, id: string) => and(eq(part.table.id, id), part.scope);

/** The menu a part belongs to now; 404 when there is none of this kind with the id. */
async function menuOfPart(db: Db, part: PartRows<MenuPartBody>, id: string): Promise<string> {
  const [row] = await db
    .select({ menuId: part.table.menuId })
    .from(part.table)
    .where(ofPart(part, id));
  if (row === undefined) throw recordNotFound();
  return row.menuId;
}

/** Adds a part to a menu; answers its id. */
export async function createMenuPart<Table extends MenuPartTable, Body extends MenuPartBody>(
  db: Db,
  caller: Caller,
  part: MenuPart<Table, Body, unknown>,
  body: Body,
): Promise<string> {
  await assertMenusNotHeld(db, caller, [body.moduleId]);
  await checkBody(db, part, body);
  const [row] = await db
    .insert(part.table)
    .values(part.values(body))
    .returning({ id: part.table.id });
  return row?.id ?? '';
}

/** Edits a part; 404 when there is none of this kind with the id. */
export async function updateMenuPart<Table extends MenuPartTable, Body extends MenuPartBody>(
  db: Db,
  caller: Caller,
  part: MenuPart<Table, Body, unknown>,
  id: string,
  body: Body,
): Promise<void> {
  await assertMenusNotHeld(db, caller, [await menuOfPart(db, part, id), body.moduleId]);
  await checkBody(db, part, body, id);
  const updated = await db
    .update(part.table)
    .set(part.values(body))
    .where(ofPart(part, id))
    .returning({ id: part.table.id });
  if (updated.length === 0) throw recordNotFound();
}

/** Deletes a part with the grants on it; 404 when there is none of this kind with the id. */
export async function deleteMenuPart(
  db: Db,
  caller: Caller,
  part: PartRows<MenuPartBody>,
  id: string,
): Promise<void> {
  await assertMenusNotHeld(db, caller, [await menuOfPart(db, part, id)]);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(part.table)
      .where(ofPart(part, id))
      .returning({ id: part.table.id });
    await tx.execute(sqlDeleteOrphanGrants());
    return rows;
  });
  if (deleted.length === 0) throw recordNotFound();
}
