import type { Queryable } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { refused } from './forbidden';
import { heldRightKeys, rightKey } from './held-rights';

/**
 * A menu's code, columns and data schemes define what its grants allow: a delegated
 * administrator who could change them on a menu it holds could widen its own rights (delete the
 * scheme that narrows it, rename another menu's code onto its own). So it changes only menus it
 * does not hold, and their parts.
 */
export async function assertMenusNotHeld(
  db: Queryable,
  caller: Caller,
  menuIds: readonly string[],
): Promise<void> {
  if (caller.isAdministrator || menuIds.length === 0) return;
  const held = await heldRightKeys(db, caller.id);
  if (menuIds.some((id) => held.has(rightKey('menu', id)))) throw refused('cannotChangeHeldMenu');
}
