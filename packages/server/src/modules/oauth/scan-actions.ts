import type { ScanRequester } from '@mepm/contract';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Translate } from '../../kernel/i18n/translate';
import { ipPlace } from '../../kernel/place/ip-place';
import { placeName } from '../../kernel/place/place-name';
import { badRequest } from '../../plugins/envelope/api-error';
import { normalizeScanCode } from './scan-codes';
import { scanTickets } from './schema';

/**
 * What a signed-in user does with a login page's code. Every step is one conditional update: the
 * ticket must be open (waiting or scanned), unexpired, and not scanned by someone else, so that a
 * second confirm, a confirm after cancel or another user's confirm changes nothing.
 */
function openFor(code: string, userId: string, now: Date) {
  return and(
    eq(scanTickets.code, normalizeScanCode(code)),
    inArray(scanTickets.state, ['waiting', 'scanned']),
    gt(scanTickets.expiresAt, now),
    or(isNull(scanTickets.scannedBy), eq(scanTickets.scannedBy, userId)),
  );
}

/** Marks the ticket scanned by the user and tells who is asking to be signed in. */
export async function scanTicket(
  db: Db,
  code: string,
  userId: string,
  now: Date,
  t: Translate,
): Promise<ScanRequester> {
  const [row] = await db
    .update(scanTickets)
    .set({ state: 'scanned', scannedBy: userId })
    .where(openFor(code, userId, now))
    .returning({
      ip: scanTickets.ip,
      userAgent: scanTickets.userAgent,
      createdAt: scanTickets.createdAt,
      expiresAt: scanTickets.expiresAt,
    });
  if (row === undefined) return refuse(db, code, userId, now);
  return {
    ip: row.ip,
    ipPlace: placeName(ipPlace(row.ip), t),
    userAgent: row.userAgent,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
}

/**
 * Lets the login page collect a session of this user (once, by its next poll) while the
 * confirming session lives: signing it out or forcing it offline first leaves the page nothing.
 */
export async function confirmTicket(
  db: Db,
  code: string,
  confirmer: { userId: string; sessionId: string },
  now: Date,
) {
  const { userId, sessionId } = confirmer;
  const [row] = await db
    .update(scanTickets)
    .set({
      state: 'confirmed',
      scannedBy: userId,
      confirmedBy: userId,
      confirmedSession: sessionId,
      confirmedAt: now,
    })
    .where(openFor(code, userId, now))
    .returning({ id: scanTickets.id });
  if (row === undefined) await refuse(db, code, userId, now);
  return null;
}

export async function cancelTicket(db: Db, code: string, userId: string, now: Date) {
  const [row] = await db
    .update(scanTickets)
    .set({ state: 'cancelled', scannedBy: userId })
    .where(openFor(code, userId, now))
    .returning({ id: scanTickets.id });
  if (row === undefined) await refuse(db, code, userId, now);
  return null;
}

/** Why the update found nothing, as the user may learn it. */
async function refuse(db: Db, code: string, userId: string, now: Date): Promise<never> {
  const [row] = await db
    .select({
      state: scanTickets.state,
      expiresAt: scanTickets.expiresAt,
      scannedBy: scanTickets.scannedBy,
    })
    .from(scanTickets)
    .where(eq(scanTickets.code, normalizeScanCode(code)));
  if (row === undefined || row.expiresAt.getTime() <= now.getTime()) {
    throw badRequest('scanCodeExpired');
  }
  if (row.state === 'waiting' || row.state === 'scanned') {
    if (row.scannedBy !== null && row.scannedBy !== userId) throw badRequest('scanCodeTaken');
  }
  throw badRequest('scanCodeUsed');
}
