import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { Tx } from '../../../kernel/module-deps';
import type { SessionEndReason } from '../../../kernel/sign-in/session-end-reason';

/** Ends every open session of the user: their next call answers 602, saying why. */
export async function revokeAllSessions(
  tx: Tx,
  userId: string,
  now: Date,
  reason: SessionEndReason,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Refuses to disable or delete the last enabled administrator. The administrators' rows are
 * locked first, so two concurrent requests cannot each remove "the other" last one.
 */
export async function assertAnotherAdministrator(tx: Tx, userId: string): Promise<void> {
  const [target] = await tx
    .select({ isAdministrator: users.isAdministrator, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, userId));
  if (target === undefined || !target.isAdministrator || !target.enabled) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdministrator, true), eq(users.enabled, true)))
    .for('update');
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdministrator, true), eq(users.enabled, true), ne(users.id, userId)));
  if ((others?.n ?? 0) === 0) throw badRequest('lastAdministrator');
}
