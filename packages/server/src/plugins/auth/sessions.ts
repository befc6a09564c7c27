import type { SessionLoginTypeName } from '@mepm/contract/codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { loginLogs, sessions, users } from '../../db/schema';
import { allVersions, type DataVersions } from '../../kernel/data/table-versions';
import { newId } from '../../ids';
import { hashToken, newToken } from './tokens';
import type { SessionEndReason } from '../../kernel/sign-in/session-end-reason';

export interface SignInRecord {
  userId: string;
  /** The login as typed (account or mobile), kept in the sign-in log. */
  account: string;
  ip: string;
  ipPlace: 'local' | 'unknown';
  userAgent: string;
  loginType: SessionLoginTypeName;
  now: Date;
  ttlHours: number;
}

/**
 * Opens a session and logs the sign-in together; returns the token, which is never stored. Inside
 * a transaction (scan login) both join it.
 */
export async function openSession(db: Queryable, record: SignInRecord): Promise<string> {
  const token = newToken();
  const at = record.now;
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: newId(at.getTime()),
      tokenHash: hashToken(token),
      userId: record.userId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + record.ttlHours * 3_600_000),
      ip: record.ip,
      userAgent: record.userAgent,
    });
    await tx.insert(loginLogs).values({
      id: newId(at.getTime()),
      userId: record.userId,
      account: record.account.slice(0, 100),
      loginAt: at,
      ip: record.ip,
      ipPlace: record.ipPlace,
      userAgent: record.userAgent,
      loginType: record.loginType,
    });
  });
  return token;
}

export interface SessionRow {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  userEnabled: boolean;
  account: string;
  isAdministrator: boolean;
  /** Every data table's version at the same moment. */
  dataVersions: DataVersions;
}

/**
 * The session lookup every signed-in request makes, built once per database and prepared by name,
 * so the database parses and plans it once per connection and no request builds its SQL again.
 */
function sessionByTokenHash(db: Db) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userEnabled: users.enabled,
      account: users.account,
      isAdministrator: users.isAdministrator,
      dataVersions: allVersions(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionByTokenHash>>();

export async function findSession(db: Db, token: string): Promise<SessionRow | undefined> {
  let lookup = prepared.get(db);
  if (lookup === undefined) {
    lookup = sessionByTokenHash(db);
    prepared.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash: hashToken(token) });
  return rows[0];
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  now: Date,
  reason: SessionEndReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
