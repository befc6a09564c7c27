import type { AuthorizeDataBody } from '@mepm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataSchemes, grants, menuElements, menus } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMayChangeGrants, type Caller } from '../../../plugins/permission/delegation';
import type { Tx } from '../../../kernel/module-deps';
import { assertGrantObject } from './grant-object';

type ItemType = typeof grants.$inferInsert.itemType;
type ElementKind = 'button' | 'column' | 'form';

/** Rows per insert: five parameters a row stays far below PostgreSQL's 65535 a statement. */
const INSERT_CHUNK = 2000;

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Replaces every grant of one role, position or user in one transaction. Each id must exist as
 * its kind and each element's menu must be among the menus, else 400 and nothing changes. The
 * items read are share-locked so that a concurrent delete of one of them waits for this commit
 * and its orphan cleanup then sees (and removes) the new grant. The delegation rules decide
 * whether the caller may make this change at all.
 */
export async function replaceGrants(
  db: Db,
  caller: Caller,
  objectId: string,
  body: AuthorizeDataBody,
) {
  const menuIds = unique(body.menuIds);
  await db.transaction(async (tx) => {
    await assertGrantObject(tx, body.objectType, objectId, true);
    const foundMenus = await lockedMenus(tx, menuIds);
    if (foundMenus.length !== menuIds.length) throw badRequest('grantItemMissing');
    const granted = new Set(menuIds);
    const rows: { itemType: ItemType; itemId: string }[] = menuIds.map((itemId) => ({
      itemType: 'menu',
      itemId,
    }));
    const kinds: [ItemType, string[], (tx: Tx, ids: string[]) => Promise<ItemOfMenu[]>][] = [
      ['button', unique(body.buttonIds), elementsOf('button')],
      ['column', unique(body.columnIds), elementsOf('column')],
      ['form', unique(body.formIds), elementsOf('form')],
      ['resource', unique(body.resourceIds), lockedSchemes],
    ];
    for (const [itemType, ids, load] of kinds) {
      const found = ids.length === 0 ? [] : await load(tx, ids);
      if (found.length !== ids.length) throw badRequest('grantItemMissing');
      if (found.some((item) => !granted.has(item.menuId))) throw badRequest('grantWithoutMenu');
      rows.push(...ids.map((itemId) => ({ itemType, itemId })));
    }

    const ofObject = and(eq(grants.objectType, body.objectType), eq(grants.objectId, objectId));
    const before = await tx
      .select({ itemType: grants.itemType, itemId: grants.itemId })
      .from(grants)
      .where(ofObject);
    await assertMayChangeGrants(tx, caller, { type: body.objectType, id: objectId }, before, rows);
    await tx.delete(grants).where(ofObject);
    const values = rows.map((row) => ({ ...row, objectType: body.objectType, objectId }));
    for (let start = 0; start < values.length; start += INSERT_CHUNK) {
      await tx.insert(grants).values(values.slice(start, start + INSERT_CHUNK));
    }
  });
}

interface ItemOfMenu {
  id: string;
  menuId: string;
}

function lockedMenus(tx: Tx, ids: string[]): Promise<{ id: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids)).for('share');
}

function elementsOf(kind: ElementKind) {
  return (tx: Tx, ids: string[]): Promise<ItemOfMenu[]> =>
    tx
      .select({ id: menuElements.id, menuId: menuElements.menuId })
      .from(menuElements)
      .where(and(inArray(menuElements.id, ids), eq(menuElements.kind, kind)))
      .for('share');
}

function lockedSchemes(tx: Tx, ids: string[]): Promise<ItemOfMenu[]> {
  return tx
    .select({ id: dataSchemes.id, menuId: dataSchemes.menuId })
    .from(dataSchemes)
    .where(inArray(dataSchemes.id, ids))
    .for('share');
}
