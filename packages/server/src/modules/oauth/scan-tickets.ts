import { SCAN_LOGIN_TTL_MS, type ScanPollResult, type ScanTicket } from '@mepm/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { ipPlace } from '../../kernel/place/ip-place';
import { openSession } from '../../plugins/auth/sessions';
import { hashToken, newToken } from '../../plugins/auth/tokens';
import { badRequest } from '../../plugins/envelope/api-error';
import type { OauthDeps } from './deps';
import { displayScanCode, newScanCode } from './scan-codes';
import { scanTickets } from './schema';
import type { Client } from './sign-in';

/** A confirmed ticket must be collected this soon: the login page polls every two seconds. */
const COLLECT_WITHIN_MS = 60_000;
/** Tickets this long past their expiry are deleted when the next one is made. */
const KEEP_EXPIRED_MS = 3_600_000;

/** A new ticket for a login page; the page alone learns `ticket`, the QR code shows `code`. */
export async function createScanTicket(deps: OauthDeps, client: Client): Promise<ScanTicket> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SCAN_LOGIN_TTL_MS);
  await deps.db
    .delete(scanTickets)
    .where(lt(scanTickets.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  const ticket = newToken();
  // A code already live is drawn again (one chance in 2^50 per live code).
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = newScanCode();
    const inserted = await deps.db
      .insert(scanTickets)
      .values({
        ticketHash: hashToken(ticket),
        code,
        createdAt: now,
        expiresAt,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 500),
      })
      .onConflictDoNothing({ target: scanTickets.code })
      .returning({ id: scanTickets.id });
    if (inserted.length > 0) {
      return { ticket, code: displayScanCode(code), expiresAt: expiresAt.getTime() };
    }
  }
  throw new Error('no free scan code after three draws');
}

/**
 * The ticket's state for the polling login page. A confirmed ticket turns into a session here,
 * in one transaction whose first statement moves it to `consumed`: of any number of concurrent
 * polls exactly one gets the token, whichever address it comes from.
 */
export async function pollScanTicket(
  deps: OauthDeps,
  ticket: string,
  client: Client,
): Promise<ScanPollResult> {
  const now = deps.now();
  const ticketHash = hashToken(ticket);
  // Read before the transaction: the embedded database serves one connection, and the settings'
  // own read inside the transaction would wait for it forever.
  const { sessionLifetimeHours } = await deps.settings.get();
  const signedIn = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(scanTickets)
      .set({ state: 'consumed', consumedAt: now })
      .from(users)
      .where(
        and(
          eq(scanTickets.ticketHash, ticketHash),
          eq(scanTickets.state, 'confirmed'),
          gt(scanTickets.confirmedAt, new Date(now.getTime() - COLLECT_WITHIN_MS)),
          eq(users.id, scanTickets.confirmedBy),
          eq(users.enabled, true),
          confirmingSessionLive(now),
        ),
      )
      .returning({ userId: users.id, account: users.account, theme: users.theme });
    if (taken === undefined) return undefined;
    const token = await openSession(tx, {
      userId: taken.userId,
      account: taken.account,
      ip: client.ip,
      ipPlace: ipPlace(client.ip),
      userAgent: client.userAgent,
      loginType: 'scan',
      now,
      ttlHours: sessionLifetimeHours,
    });
    return { state: 'confirmed' as const, token, theme: taken.theme };
  });
  if (signedIn !== undefined) return signedIn;

  const [row] = await deps.db
    .select({
      state: scanTickets.state,
      expiresAt: scanTickets.expiresAt,
      confirmedAt: scanTickets.confirmedAt,
      userEnabled: sql<
        boolean | null
      >`(select ${users.enabled} from ${users} where ${users.id} = ${scanTickets.confirmedBy})`,
      confirmerLive: confirmingSessionLive(now),
    })
    .from(scanTickets)
    .where(eq(scanTickets.ticketHash, ticketHash));
  if (row === undefined) throw badRequest('scanTicketExpired');
  switch (row.state) {
    case 'waiting':
    case 'scanned':
      if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('scanTicketExpired');
      return { state: row.state };
    case 'confirmed':
      // Not taken above: the user was disabled since, or the page came back too late.
      if (row.userEnabled === false) throw badRequest('userDisabled');
      // Signed out, forced offline or expired since: the confirmation went with it.
      if (!row.confirmerLive) throw badRequest('scanTicketExpired');
      if ((row.confirmedAt?.getTime() ?? 0) <= now.getTime() - COLLECT_WITHIN_MS) {
        throw badRequest('scanTicketExpired');
      }
      // Another poll is taking it at this moment.
      return { state: 'consumed' };
    case 'consumed':
    case 'cancelled':
      return { state: row.state };
  }
}

/** Whether the session that confirmed the ticket is still signed in (not revoked, not expired). */
function confirmingSessionLive(now: Date) {
  const live = and(
    eq(sessions.id, scanTickets.confirmedSession),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );
  return sql<boolean>`exists (select 1 from ${sessions} where ${live})`;
}
