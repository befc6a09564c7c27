import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMayManageUser, type Caller } from '../../../plugins/permission/delegation';
import { recordNotFound } from '../../../kernel/data/not-found';
import { endUserSessions } from '../../../kernel/sign-in/session-end-reason';

/**
 * Ends every open session of the user in one statement: their next call answers 602. Forcing
 * yourself offline is refused, so an administrator cannot lock the page out from under itself;
 * a delegated administrator forces offline only users it may manage.
 */
export async function forceOffline(
  db: Db,
  caller: Caller,
  userId: string,
  at: Date,
): Promise<void> {
  if (userId === caller.id) throw badRequest('forceSelfOffline');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (user === undefined) throw recordNotFound();
  await assertMayManageUser(db, caller, userId);
  await endUserSessions(db, userId, at, 'socketForcedOffline');
}
