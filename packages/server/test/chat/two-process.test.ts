/**
 * Chat across two real server processes on one PostgreSQL and one Redis: a message sent on one
 * process reaches its recipient's socket on the other, numbers per conversation hold whichever
 * process stores a message, and a session ended through either process closes its socket on the
 * other. It runs where PostgreSQL and Redis are given (DATABASE_URL and REDIS_URL, as CI does);
 * the embedded database is one process's alone, so there is nothing to test there.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  CHAT_LIMITS,
  fillPath,
  ONLINE_USER,
  USERS,
  WEBSOCKET_PATH,
  type ChatMessage,
} from '@mepm/contract';
import { createDb } from '../../src/db/client';
import { seed } from '../../src/db/seed';
import { seedMenusOf } from '../../src/kernel/compose-modules';
import { MODULES } from '../../src/modules';
import { ADMIN_PASSWORD, createUser } from '../support/app-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { presenceWithin, signedInChat, type ChatClient } from './chat-socket-client';
import {
  serverEnvOn,
  signInAt as signIn,
  startServerChild,
  type ServerChild,
} from '../support/server-child';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'Chat12345';

async function adminCall(
  origin: string,
  token: string,
  method: string,
  url: string,
  body?: object,
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.clone().text());
  assert.equal(((await response.json()) as { code: number }).code, 200);
}

const text = (toUserId: string, messageContent: string, clientMessageId: string) => ({
  method: 'SendMessage',
  toUserId,
  messageType: 'text',
  messageContent,
  clientMessageId,
});

/** `count` frames of one method, in the order they came. */
async function frames(client: ChatClient, method: 'sendMessage' | 'receiveMessage', count: number) {
  const got: ChatMessage[] = [];
  for (let i = 0; i < count; i++) got.push((await client.next(method, 10_000)).message);
  return got;
}

if (databaseUrl !== undefined && databaseUrl !== '' && redisUrl !== undefined) {
  describe('chat across two server processes', () => {
    let database: TestDatabase;
    let disposeEnv: () => Promise<void> = async () => undefined;
    let env: Record<string, string> = {};
    const servers: ServerChild[] = [];
    const sockets: ChatClient[] = [];
    const ws = (server: ServerChild) => `${server.origin.replace(/^http/, 'ws')}${WEBSOCKET_PATH}`;
    let x = { id: '', token: '' };
    let y = { id: '', token: '' };

    before(async () => {
      // Migrated and seeded here, so that the two processes start side by side on it.
      database = await createTestDatabase();
      const db = createDb(database.pool);
      await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
      x.id = await createUser(db, { account: 'chat-x', password: PASSWORD });
      y.id = await createUser(db, { account: 'chat-y', password: PASSWORD });
      const shared = await serverEnvOn(databaseUrl, database.pool);
      disposeEnv = shared.dispose;
      env = {
        ...shared.env,
        REDIS_URL: redisUrl,
        // This run's own channel: other runs on the same Redis neither hear nor disturb it.
        REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
        // A process killed outright is noticed within seconds rather than the default half minute.
        PRESENCE_ALIVE_MS: String(PRESENCE_ALIVE_MS),
      };
      const started = await Promise.allSettled([startServerChild(env), startServerChild(env)]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    });

    after(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await disposeEnv();
    });

    const [a, b] = [() => servers[0] as ServerChild, () => servers[1] as ServerChild];

    it('delivers a message to the other process and numbers the conversation once', async () => {
      x = { ...x, token: await signIn(a().origin, 'chat-x', PASSWORD) };
      y = { ...y, token: await signIn(b().origin, 'chat-y', PASSWORD) };
      const onA = (await signedInChat(ws(a()), x.token)).client;
      const onB = (await signedInChat(ws(b()), y.token)).client;
      sockets.push(onA, onB);

      onA.send(text(y.id, '你好，B', 'x-1'));
      const [received] = await frames(onB, 'receiveMessage', 1);
      const [acknowledged] = await frames(onA, 'sendMessage', 1);
      assert.deepEqual(received, acknowledged);
      assert.equal(received?.seq, 1);
      assert.equal(received?.formUserId, x.id);

      onB.send(text(x.id, '你好，A', 'y-1'));
      const [answer] = await frames(onA, 'receiveMessage', 1);
      assert.deepEqual(answer, (await frames(onB, 'sendMessage', 1))[0]);
      assert.equal(answer?.seq, 2);

      // Both sides at once, each stored by its own process: one numbering, no gap, no repeat.
      for (let i = 0; i < 10; i++) {
        onA.send(text(y.id, `x ${i}`, `x-burst-${i}`));
        onB.send(text(x.id, `y ${i}`, `y-burst-${i}`));
      }
      const [fromX, toY, fromY, toX] = await Promise.all([
        frames(onA, 'sendMessage', 10),
        frames(onB, 'receiveMessage', 10),
        frames(onB, 'sendMessage', 10),
        frames(onA, 'receiveMessage', 10),
      ]);
      const seqs = (list: ChatMessage[]) => list.map((message) => message.seq);
      assert.deepEqual(seqs(toY), seqs(fromX), 'Y got what X sent, in order');
      assert.deepEqual(seqs(toX), seqs(fromY), 'X got what Y sent, in order');
      assert.deepEqual(
        [...seqs(fromX), ...seqs(fromY)].sort((p, q) => p - q),
        Array.from({ length: 20 }, (_, i) => i + 3),
      );
      // Delivered once each: nothing more comes.
      await assert.rejects(onB.next('receiveMessage', 300), /no receiveMessage/);
      await assert.rejects(onA.next('receiveMessage', 300), /no receiveMessage/);

      // One resend arriving at both processes at once (X's second socket is on B): stored once.
      const xOnB = (await signedInChat(ws(b()), x.token)).client;
      sockets.push(xOnB);
      for (let i = 0; i < 5; i++) {
        onA.send(text(y.id, 'twice?', 'x-resent'));
        xOnB.send(text(y.id, 'twice?', 'x-resent'));
      }
      const answers = [
        ...(await frames(onA, 'sendMessage', 5)),
        ...(await frames(xOnB, 'sendMessage', 5)),
      ];
      assert.deepEqual(new Set(answers.map((message) => message.seq)), new Set([23]));
      assert.equal((await frames(onB, 'receiveMessage', 1))[0]?.seq, 23);
      await assert.rejects(onB.next('receiveMessage', 300), /no receiveMessage/);
      xOnB.close();

      // The history agrees, whichever process is asked.
      onB.send({ method: 'MessageList', toUserId: x.id, afterSeq: 0 });
      const history = await onB.next('messageList');
      assert.deepEqual(
        seqs(history.list),
        Array.from({ length: 23 }, (_, i) => i + 1),
      );
      assert.equal(history.lastSeq, 23);
    });

    it('closes a socket on one process when its session ends through the other', async () => {
      const [onA, onB] = sockets as [ChatClient, ChatClient];
      const admin = await signIn(b().origin, 'admin', ADMIN_PASSWORD);

      // Forced offline through B: X's socket on A is told and closed.
      await adminCall(b().origin, admin, 'DELETE', fillPath(ONLINE_USER.one, { userId: x.id }));
      assert.match((await onA.next('logout')).msg, /强制下线/);
      assert.equal((await onA.closed).code, 4001);

      // Y disabled through A: Y's socket on B is told and closed.
      await adminCall(a().origin, admin, 'PUT', fillPath(USERS.state, { id: y.id }), {
        enabled: false,
      });
      assert.match((await onB.next('logout')).msg, /停用/);
      assert.equal((await onB.closed).code, 4001);

      // Nobody writes to a disabled user, on either process; the conversation is not numbered.
      const back = (await signedInChat(ws(b()), await signIn(b().origin, 'chat-x', PASSWORD)))
        .client;
      sockets.push(back);
      back.send(text(y.id, 'still there?', 'x-late'));
      assert.match((await back.next('error')).msg, /接收人不存在或已停用/);
      const { rows } = await database.pool.query<{ last_seq: string }>(
        'select last_seq from chat_conversations',
      );
      assert.deepEqual(
        rows.map((row) => Number(row.last_seq)),
        [23],
      );
    });

    it('announces presence across the processes, once per user whatever their sockets', async () => {
      const [p, q] = [
        await createUser(createDb(database.pool), { account: 'chat-p', password: PASSWORD }),
        await createUser(createDb(database.pool), { account: 'chat-q', password: PASSWORD }),
      ];
      const pToken = await signIn(a().origin, 'chat-p', PASSWORD);
      const qToken = await signIn(b().origin, 'chat-q', PASSWORD);
      const pOnA = (await signedInChat(ws(a()), pToken)).client;
      sockets.push(pOnA);
      // Q signs in on B: told that P (on A) is online, and P is told of Q across Redis.
      const qOnB = (await signedInChat(ws(b()), qToken)).client;
      sockets.push(qOnB);
      assert.ok((await qOnB.next('Online')).userIds.includes(p));
      await untilFrame(pOnA, 'Online', (ids) => ids.includes(q));

      // P's second socket on B and its closing announce nothing: P is still on A.
      const pOnB = (await signedInChat(ws(b()), pToken)).client;
      pOnB.close();
      // (Other users of the earlier cases may go offline meanwhile: only P matters here.)
      const announced = await presenceWithin(qOnB, 'Offline', GRACE_AND_BATCH + 1_500);
      assert.ok(!announced.includes(p), 'P is still online on A');
      // P leaves A too: offline, told to Q on the other process.
      pOnA.close();
      await untilFrame(qOnB, 'Offline', (ids) => ids.includes(p));
    });

    it('announces the users of a process killed outright as offline, through the others', async () => {
      const r = await createUser(createDb(database.pool), {
        account: 'chat-r',
        password: PASSWORD,
      });
      const doomed = await startServerChild(env);
      const rToken = await signIn(doomed.origin, 'chat-r', PASSWORD);
      const sToken = await signIn(b().origin, 'chat-x', PASSWORD);
      const watcher = (await signedInChat(ws(b()), sToken)).client;
      sockets.push(watcher);
      sockets.push((await signedInChat(ws(doomed), rToken)).client);
      await untilFrame(watcher, 'Online', (ids) => ids.includes(r));
      await doomed.kill();
      // The killed process never leaves; A or B releases R once its alive mark lapses.
      await untilFrame(watcher, 'Offline', (ids) => ids.includes(r), PRESENCE_ALIVE_MS * 2);
    });
  });
}

const GRACE_AND_BATCH = CHAT_LIMITS.offlineAfterMs + CHAT_LIMITS.presenceBatchMs;
const PRESENCE_ALIVE_MS = 3_000;

/** Waits for a presence frame of this method whose users satisfy `wanted`. */
async function untilFrame(
  client: ChatClient,
  method: 'Online' | 'Offline',
  wanted: (userIds: string[]) => boolean,
  extraMs = 0,
) {
  const deadline = Date.now() + GRACE_AND_BATCH + 5_000 + extraMs;
  for (;;) {
    const { userIds } = await client.next(method, Math.max(0, deadline - Date.now()));
    if (wanted(userIds)) return;
  }
}
