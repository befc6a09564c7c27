import type { MenuBody, StateBody, StateResult } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { menus } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { setEnabledState } from '../../../kernel/data/enabled-state';
import { found } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMenusNotHeld } from '../../../plugins/permission/delegation';
import { namesOf, parentOf, validateMenu } from './menu-validation';
import { sqlDeleteOrphanGrants } from './orphan-grants';

export async function createMenu(tx: Tx, body: MenuBody): Promise<string> {
  await validateMenu(tx, body);
  const [row] = await tx.insert(menus).values(menuValues(body)).returning({ id: menus.id });
  return found(row === undefined ? [] : [row]).id;
}

/** Edits an entry; a delegated administrator changes no entry it holds itself. */
export async function updateMenu(tx: Tx, caller: Caller, id: string, body: MenuBody) {
  found(await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).for('update'));
  await assertMenusNotHeld(tx, caller, [id]);
  await validateMenu(tx, body, id);
  await tx.update(menus).set(menuValues(body)).where(eq(menus.id, id));
}

/**
 * Deletes an entry without children. Its elements and schemes go with it (cascade); grants on
 * it would point nowhere, so they go too.
 */
export async function deleteMenu(tx: Tx, caller: Caller, id: string): Promise<void> {
  found(await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).for('update'));
  await assertMenusNotHeld(tx, caller, [id]);
  const children = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.parentId, id))
    .limit(1);
  if (children.length > 0) throw badRequest('menuHasChildren');
  await tx.delete(menus).where(eq(menus.id, id));
  await tx.execute(sqlDeleteOrphanGrants());
}

/** Turns an entry on or off; the same rule as editing it. */
export function setMenuState(
  tx: Tx,
  caller: Caller,
  id: string,
  body: StateBody,
): Promise<StateResult> {
  return setEnabledState(tx, {
    table: menus,
    id,
    body,
    beforeWrite: () => assertMenusNotHeld(tx, caller, [id]),
  });
}

function menuValues(body: MenuBody) {
  return {
    parentId: parentOf(body),
    type: body.type,
    enCode: body.enCode,
    fullName: body.fullName.trim(),
    names: namesOf(body),
    icon: body.icon ?? '',
    urlAddress: body.urlAddress ?? '',
    linkTarget: body.linkTarget ?? '_self',
    propertyJson: body.propertyJson ?? '{}',
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}
