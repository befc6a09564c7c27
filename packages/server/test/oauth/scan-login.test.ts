/**
 * Scan login: a login page asks for a ticket and polls it; a signed-in user scans, confirms or
 * cancels its code; the page collects a session of that user exactly once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fillPath,
  OAUTH,
  ONLINE_USER,
  SCAN_LOGIN,
  SCAN_LOGIN_TTL_MS,
  type ScanPollResult,
  type ScanRequester,
  type ScanTicket,
} from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { loginLogs, sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/plugins/auth/tokens';
import { scanTickets } from '../../src/modules/oauth/schema';
import {
  ADMIN_PASSWORD,
  createUser,
  currentUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';

const LOGIN_PAGE_IP = '198.51.100.7';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

describe('scan login', () => {
  let h: Harness;
  let alice: string;
  let aliceId: string;
  let bob: string;
  before(async () => {
    h = await startApp({ scanLoginPollsPerMinute: 100_000 });
    aliceId = await createUser(h.db, { account: 'alice', password: 'Alice1234' });
    await createUser(h.db, { account: 'bob', password: 'Bob12345' });
    alice = await tokenFor(h.app, 'alice', 'Alice1234');
    bob = await tokenFor(h.app, 'bob', 'Bob12345');
  });
  after(() => h.close());

  async function newTicket(ip = LOGIN_PAGE_IP): Promise<ScanTicket> {
    const response = await h.app.inject({
      method: 'POST',
      url: `${SCAN_LOGIN.ticket}?n=1`,
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
    });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<ScanTicket>(response).data;
  }
  const poll = (ticket: string, ip = LOGIN_PAGE_IP, language = 'en') =>
    call(h.app, 'POST', SCAN_LOGIN.poll, { ip, language, payload: { ticket } });
  const act = (
    action: 'scan' | 'confirm' | 'cancel',
    token: string,
    code: string,
    language = 'en',
  ) => call(h.app, 'POST', SCAN_LOGIN[action], { token, language, payload: { code } });

  it('hands out an unguessable ticket and a short code that expire in two minutes', async () => {
    const before = h.clock.now().getTime();
    const first = await newTicket();
    const second = await newTicket();
    assert.match(first.code, /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    // 32 random bytes in base64url: 256 bits.
    assert.match(first.ticket, /^[\w-]{43}$/);
    assert.notEqual(first.ticket, second.ticket);
    assert.notEqual(first.code, second.code);
    assert.equal(first.expiresAt, before + SCAN_LOGIN_TTL_MS);
    const [row] = await h.db
      .select()
      .from(scanTickets)
      .where(eq(scanTickets.ticketHash, hashToken(first.ticket)));
    assert.equal(row?.state, 'waiting');
    assert.equal(row?.ip, LOGIN_PAGE_IP);
    // Only the digest of the ticket is stored.
    assert.ok(!JSON.stringify(row).includes(first.ticket));
  });

  it('signs the login page in as the confirming user, through scanned, from another address', async () => {
    const { ticket, code } = await newTicket();
    assert.deepEqual(envelope(await poll(ticket)).data, { state: 'waiting' });

    const scanned = await act('scan', alice, code);
    assert.equal(scanned.statusCode, 200, scanned.body);
    const requester = envelope<ScanRequester>(scanned).data;
    assert.equal(requester.ip, LOGIN_PAGE_IP);
    assert.equal(requester.ipPlace, 'Unknown');
    assert.equal(requester.userAgent, BROWSER);
    assert.deepEqual(envelope(await poll(ticket)).data, { state: 'scanned' });

    const confirmed = await act('confirm', alice, code);
    assert.deepEqual(confirmed.json(), { code: 200, msg: 'Sign-in confirmed', data: null });

    const collected = envelope<ScanPollResult>(await poll(ticket, '203.0.113.9'));
    assert.equal(collected.data.state, 'confirmed');
    assert.equal(collected.data.theme, 'classic');
    const token = collected.data.token ?? '';
    const me = envelope<{ userInfo: { userAccount: string } }>(await currentUser(h.app, token));
    assert.equal(me.data.userInfo.userAccount, 'alice');

    // A normal sign-in: logged with its type, from the address that collected it.
    const [log] = await h.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, aliceId), eq(loginLogs.loginType, 'scan')));
    assert.equal(log?.ip, '203.0.113.9');

    // Replays find nothing more.
    assert.deepEqual(envelope(await poll(ticket)).data, { state: 'consumed' });
    const again = await act('confirm', alice, code);
    assert.equal(again.statusCode, 400);
    assert.equal(envelope(again).msg, 'This code has already been confirmed or cancelled');
  });

  it('gives out exactly one token to 50 concurrent polls of a confirmed ticket', async () => {
    const { ticket, code } = await newTicket();
    await act('confirm', bob, code);
    const sessionsBefore = (await h.db.select({ id: sessions.id }).from(sessions)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => poll(ticket, `192.0.2.${i + 1}`)),
    );
    const results = answers.map((answer) => envelope<ScanPollResult>(answer));
    const tokens = results.flatMap((result) => (result.data?.token ? [result.data.token] : []));
    assert.equal(tokens.length, 1);
    assert.ok(
      results.every(
        (result) => result.code === 200 && ['confirmed', 'consumed'].includes(result.data.state),
      ),
    );
    const sessionsAfter = (await h.db.select({ id: sessions.id }).from(sessions)).length;
    assert.equal(sessionsAfter, sessionsBefore + 1);
  });

  it('lets only the user who scanned confirm, and only once under 50 concurrent confirms', async () => {
    const { ticket, code } = await newTicket();
    assert.equal((await act('scan', alice, code)).statusCode, 200);
    const taken = await act('confirm', bob, code, 'zhtw');
    assert.equal(taken.statusCode, 400);
    assert.equal(envelope(taken).msg, '該二維碼已被其他使用者掃描');
    assert.equal((await act('cancel', bob, code)).statusCode, 400);

    const burst = await Promise.all(Array.from({ length: 50 }, () => act('confirm', alice, code)));
    assert.equal(burst.filter((answer) => answer.statusCode === 200).length, 1);
    const refused = burst.filter((answer) => answer.statusCode === 400);
    assert.equal(refused.length, 49);
    assert.ok(refused.every((answer) => envelope(answer).msg.includes('already been confirmed')));
    const result = envelope<ScanPollResult>(await poll(ticket));
    const me = envelope<{ userInfo: { userAccount: string } }>(
      await currentUser(h.app, result.data.token ?? ''),
    );
    assert.equal(me.data.userInfo.userAccount, 'alice');
  });

  it('ends a cancelled ticket for good', async () => {
    const { ticket, code } = await newTicket();
    await act('scan', alice, code);
    const cancelled = await act('cancel', alice, code, 'zh');
    assert.deepEqual(cancelled.json(), { code: 200, msg: '已取消登录', data: null });
    assert.deepEqual(envelope(await poll(ticket)).data, { state: 'cancelled' });
    const late = await act('confirm', alice, code, 'zh');
    assert.equal(late.statusCode, 400);
    assert.equal(envelope(late).msg, '该二维码已确认或已取消');
  });

  it('lets exactly one of 50 concurrent confirms and cancels decide, and the page sees that one', async () => {
    const { ticket, code } = await newTicket();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => act(i % 2 === 0 ? 'confirm' : 'cancel', alice, code)),
    );
    const decided = burst.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
    assert.equal(decided.length, 1);
    const polled = envelope<ScanPollResult>(await poll(ticket)).data;
    if ((decided[0] ?? 0) % 2 === 0) {
      assert.equal(polled.state, 'confirmed');
      assert.ok(polled.token);
    } else {
      assert.deepEqual(polled, { state: 'cancelled' });
    }
  });

  it('refuses scanning, confirming and polling after two minutes, translated', async () => {
    const { ticket, code } = await newTicket();
    const waiting = await newTicket();
    await act('scan', alice, code);
    h.clock.advance(SCAN_LOGIN_TTL_MS);
    for (const action of ['scan', 'confirm', 'cancel'] as const) {
      const refused = await act(action, alice, code, 'zh');
      assert.equal(refused.statusCode, 400);
      assert.equal(envelope(refused).msg, '二维码已过期或不存在，请在登录页刷新后重试');
    }
    for (const expired of [ticket, waiting.ticket]) {
      const polled = await poll(expired, LOGIN_PAGE_IP, 'zh');
      assert.equal(polled.statusCode, 400);
      assert.equal(envelope(polled).msg, '二维码已过期，请刷新');
    }
    const enPoll = await poll(ticket);
    assert.equal(envelope(enPoll).msg, 'The QR code has expired; please refresh it');
  });

  it('answers a guessed ticket or code like an expired one', async () => {
    const polled = await poll('A'.repeat(43), LOGIN_PAGE_IP, 'zhtw');
    assert.equal(polled.statusCode, 400);
    assert.equal(envelope(polled).msg, '二維碼已過期，請重新整理');
    const scanned = await act('scan', alice, 'ABCDE-FGHJK');
    assert.equal(scanned.statusCode, 400);
    const malformed = await act('scan', alice, "x' or 1=1 --");
    assert.equal(malformed.statusCode, 400);
    assert.equal((await act('scan', 'no-such-token', 'ABCDE-FGHJK')).statusCode, 401);
  });

  it('gives no session when the confirming user was disabled before the page collected it', async () => {
    const { ticket, code } = await newTicket();
    const carolId = await createUser(h.db, { account: 'carol', password: 'Carol1234' });
    const carol = await tokenFor(h.app, 'carol', 'Carol1234');
    await act('confirm', carol, code);
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, carolId));
    const polled = await poll(ticket, LOGIN_PAGE_IP, 'zh');
    assert.equal(polled.statusCode, 400);
    assert.equal(envelope(polled).msg, '该账号已被禁用，请联系管理员');
    // A disabled user's session no longer confirms anything either.
    const other = await newTicket();
    assert.equal((await act('confirm', carol, other.code)).statusCode, 401);
  });

  it('gives no session once the confirming session signed out, went offline or expired', async () => {
    const daveId = await createUser(h.db, { account: 'dave', password: 'Dave12345' });
    const admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const endings: Record<string, (token: string) => Promise<unknown>> = {
      'signed out': (token) => call(h.app, 'GET', OAUTH.logout, { token }),
      'forced offline': () =>
        call(h.app, 'DELETE', fillPath(ONLINE_USER.one, { userId: daveId }), { token: admin }),
      expired: (token) =>
        h.db
          .update(sessions)
          .set({ expiresAt: h.clock.now() })
          .where(eq(sessions.tokenHash, hashToken(token))),
    };
    for (const [ending, end] of Object.entries(endings)) {
      const dave = await tokenFor(h.app, 'dave', 'Dave12345');
      const { ticket, code } = await newTicket();
      assert.equal((await act('confirm', dave, code)).statusCode, 200, ending);
      await end(dave);
      const polled = await poll(ticket);
      assert.equal(polled.statusCode, 400, `${ending}: ${polled.body}`);
      assert.equal(envelope(polled).msg, 'The QR code has expired; please refresh it', ending);
      // Nor does a later poll find anything to collect.
      assert.equal((await poll(ticket)).statusCode, 400, ending);
    }
    const daveSessions = await h.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, daveId));
    assert.equal(daveSessions.length, Object.keys(endings).length);
  });

  it('limits ticket creation and polls per address', async () => {
    const limited = await startApp({ loginRateLimitPerMinute: 3, scanLoginPollsPerMinute: 4 });
    try {
      const ip = '192.0.2.99';
      // One after another: the in-memory rate-limit store counts requests injected in the
      // same tick together (a real client's requests are never that simultaneous).
      const statuses: number[] = [];
      let ticket = '';
      for (let i = 0; i < 5; i++) {
        const answer = await limited.app.inject({
          method: 'POST',
          url: SCAN_LOGIN.ticket,
          remoteAddress: ip,
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 200) ticket = envelope<ScanTicket>(answer).data.ticket;
      }
      assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
      const polls: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await limited.app.inject({
          method: 'POST',
          url: SCAN_LOGIN.poll,
          remoteAddress: ip,
          payload: { ticket },
        });
        polls.push(answer.statusCode);
      }
      assert.deepEqual(polls, [200, 200, 200, 200, 429, 429]);
      // Another address is not held back by the first.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: SCAN_LOGIN.ticket,
        remoteAddress: '192.0.2.100',
      });
      assert.equal(elsewhere.statusCode, 200);
    } finally {
      await limited.close();
    }
  });

  it('limits scans, confirms and cancels per user together, against guessing codes', async () => {
    const limited = await startApp({ loginRateLimitPerMinute: 5 });
    try {
      const token = await tokenFor(limited.app, 'admin', ADMIN_PASSWORD);
      const guesses = [];
      const actions = ['scan', 'confirm', 'cancel'] as const;
      for (const [i, last] of [...'KMNPQRST'].entries()) {
        guesses.push(
          await call(limited.app, 'POST', SCAN_LOGIN[actions[i % 3] ?? 'scan'], {
            token,
            language: 'en',
            payload: { code: `ABCDE-FGHJ${last}` },
          }),
        );
      }
      const statuses = guesses.map((answer) => answer.statusCode);
      assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429, 429, 429]);
      const [tooMany] = guesses.filter((answer) => answer.statusCode === 429);
      assert.ok(tooMany);
      assert.match(envelope(tooMany).msg, /Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
