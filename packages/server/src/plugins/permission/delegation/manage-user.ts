import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { refused } from './forbidden';
import { exceedsRightsOf, rightsOfUser } from './held-rights';

/**
 * A delegated administrator manages (edits, resets, enables, disables, deletes, forces offline,
 * authorises) only users who are not administrators and hold no right it lacks: whoever could
 * set another user's password or mobile could sign in as that user and use their rights.
 * Run it after the record was found in the caller's scope, so that an unseen user stays a 404.
 */
export async function assertMayManageUser(
  db: Queryable,
  caller: Caller,
  userId: string,
): Promise<void> {
  if (caller.isAdministrator || userId === caller.id) return;
  const [target] = await db
    .select({ isAdministrator: users.isAdministrator })
    .from(users)
    .where(eq(users.id, userId));
  if (target === undefined) return;
  if (target.isAdministrator) throw refused('cannotManageAdministrator');
  if (await exceedsRightsOf(db, rightsOfUser(userId), caller.id)) {
    throw refused('userHoldsMoreRights');
  }
}
