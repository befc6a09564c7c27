import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from './schema';
import { newId } from '../../ids';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
/** Guesses a code allows, the right one included. */
export const MAX_TRIES = 5;

const digest = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`, 'utf8').digest('hex');

/**
 * Issues a 6-digit code unless one was issued for this mobile in the last minute; returns the
 * code, or the milliseconds to wait. Codes are issued whether or not the mobile belongs to a
 * user, so that the answer and the throttle reveal nothing about accounts.
 */
export async function issueCode(
  db: Db,
  mobile: string,
  now: Date,
): Promise<{ code: string } | { waitMs: number }> {
  const since = new Date(now.getTime() - RESEND_INTERVAL_MS);
  const recent = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const last = recent[0];
  if (last !== undefined) {
    return { waitMs: last.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime() };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    id: newId(now.getTime()),
    mobile,
    codeHash: digest(mobile, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  return { code };
}

/**
 * Consumes the mobile's latest live code if `code` matches. Each guess first spends one of the
 * code's tries in a single conditional update, so parallel guesses get no more tries than
 * sequential ones; a used, expired or exhausted code never matches again.
 */
export async function consumeCode(db: Db, mobile: string, code: string, now: Date) {
  const latest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [tried] = await db
    .update(smsCodes)
    .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
    .where(
      and(
        sql`${smsCodes.id} = (${latest})`,
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.wrongTries, MAX_TRIES),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (tried === undefined || tried.codeHash !== digest(mobile, code)) return false;
  // The conditional update makes the code single-use even when two right guesses race.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, tried.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}
