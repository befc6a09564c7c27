import { sessions } from '../../db/schema';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sessionEndReason } from '../../kernel/sign-in/session-end-reason';
import type { SocketHub } from './socket-hub';

/** How often the sockets' session expiries are looked at. */
export const SESSION_SWEEP_MS = 1_000;

/**
 * Signs out the sockets whose sessions end by time, without waiting for a frame or a request.
 * One sweep a second per process compares each socket's known expiry with the clock the HTTP
 * check uses (a comparison per socket, nothing more, for thousands of sockets); the sockets past
 * it are read again in one query, and only those still past it (or revoked meanwhile) get
 * `logout` and close: a session extended in the meantime keeps its socket, with the new expiry.
 * Answers how to stop.
 */
export function sweepExpiredSessions(
  hub: SocketHub,
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
): () => void {
  let sweeping = false;
  async function sweep(): Promise<void> {
    const at = now().getTime();
    const due = [...hub.sockets()].filter((live) => live.expiresAt <= at);
    if (due.length === 0) return;
    const ids = [...new Set(due.map((live) => live.sessionId))];
    const rows = await db
      .select({
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        revokedReason: sessions.revokedReason,
      })
      .from(sessions)
      .where(sql`${sessions.id} = any(${sql.param(ids)}::text[])`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const live of due) {
      const row = byId.get(live.sessionId);
      if (row !== undefined && row.revokedAt === null && row.expiresAt.getTime() > at) {
        live.expiresAt = row.expiresAt.getTime();
      } else {
        const revoked = row?.revokedAt
          ? (sessionEndReason(row.revokedReason) ?? 'sessionRevoked')
          : null;
        hub.signOut(live, revoked ?? 'sessionExpired');
      }
    }
  }
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((error: unknown) => log.error({ err: error }, 'the session expiry sweep failed'))
      .finally(() => (sweeping = false));
  }, SESSION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
