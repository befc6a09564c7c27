import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Why a session was ended before its time: the same words reach the user whether the socket's
 * logout frame or an HTTP answer to the revoked token tells them first.
 */
export const SESSION_END_REASONS = [
  'socketSignedOut',
  'socketForcedOffline',
  'socketAccountDisabled',
  'socketPasswordChanged',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A stored reason read back; rows revoked before reasons were kept have none. */
export function sessionEndReason(stored: string | null): SessionEndReason | null {
  return SESSION_END_REASONS.find((reason) => reason === stored) ?? null;
}

/**
 * Ends every open session of the user (all but `except`, the caller's own, when given) with the
 * reason its token's next call is told: their next call answers 602.
 */
export async function endUserSessions(
  db: Queryable,
  userId: string,
  at: Date,
  reason: SessionEndReason,
  except?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}
