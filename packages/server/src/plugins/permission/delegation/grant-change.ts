import type { AuthorizeObjectType } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { userRelations } from '../../../db/schema';
import { administratorsRoleId } from './administrators-role';
import type { Caller } from '../../../kernel/caller';
import { refused } from './forbidden';
import { heldRightKeys, rightKey } from './held-rights';
import { assertMayManageUser } from './manage-user';

/** One grant as the authorisation page names it. */
export interface GrantItem {
  itemType: string;
  itemId: string;
}

/**
 * The rules of the authorisation page. Nobody changes their own grants there, nor (unless an
 * administrator) the grants of a role or position they hold. A delegated administrator leaves
 * the administrators' role and administrators alone, and adds or removes only rights it holds
 * itself: items it lacks must stay exactly as they were.
 */
export async function assertMayChangeGrants(
  db: Queryable,
  caller: Caller,
  object: { type: AuthorizeObjectType; id: string },
  before: readonly GrantItem[],
  after: readonly GrantItem[],
): Promise<void> {
  if (object.type === 'user' && object.id === caller.id) throw refused('cannotChangeOwnAccess');
  if (caller.isAdministrator) return;
  if (object.type === 'user') {
    await assertMayManageUser(db, caller, object.id);
  } else {
    if (object.type === 'role' && object.id === (await administratorsRoleId(db))) {
      throw refused('administratorsRoleReserved');
    }
    const [held] = await db
      .select({ id: userRelations.id })
      .from(userRelations)
      .where(
        and(
          eq(userRelations.userId, caller.id),
          eq(userRelations.objectType, object.type),
          eq(userRelations.objectId, object.id),
        ),
      );
    if (held !== undefined) throw refused('cannotChangeOwnAccess');
  }
  const keys = (items: readonly GrantItem[]) =>
    new Set(items.map((item) => rightKey(item.itemType, item.itemId)));
  const was = keys(before);
  const will = keys(after);
  const changed = [...will].filter((key) => !was.has(key));
  changed.push(...[...was].filter((key) => !will.has(key)));
  if (changed.length === 0) return;
  const held = await heldRightKeys(db, caller.id);
  if (changed.some((key) => !held.has(key))) throw refused('cannotGrantBeyondOwnRights');
}
