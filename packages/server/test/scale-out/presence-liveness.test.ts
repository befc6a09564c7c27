/**
 * Presence across processes when one dies without leaving: the others release its users once
 * its alive mark lapses, exactly one of them announcing each, and a process given up for dead
 * while alive learns so at its next heartbeat. It runs where Redis is given (REDIS_URL, as CI
 * does); a single process keeps presence in memory and dies with it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { redisPresence } from '../../src/kernel/realtime/presence-registry';

const redisUrl = process.env.REDIS_URL;
const ALIVE_MS = 300;

if (redisUrl !== undefined) {
  describe('presence liveness through Redis', () => {
    const redis = new Redis(redisUrl);
    after(() => redis.quit());
    /** Starts processes of one installation (fresh keys): each call is one more process. */
    const installation = () => {
      const prefix = `test-${randomBytes(6).toString('hex')}:`;
      return () => redisPresence(redis, prefix, ALIVE_MS);
    };

    it("releases a dead process's users, keeping those another process still holds", async () => {
      const start = installation();
      const [dead, living] = [start(), start()];
      assert.equal(await dead.heartbeat(), false, 'not known before its first heartbeat');
      assert.equal(await dead.join('only-on-dead'), true);
      assert.equal(await dead.join('on-both'), true);
      assert.equal(await living.join('on-both'), false);
      await living.heartbeat();
      // While its mark holds, the process counts as alive.
      assert.deepEqual(await living.sweep(), []);
      await sleep(ALIVE_MS + 100);
      assert.deepEqual(await living.sweep(), ['only-on-dead']);
      assert.deepEqual((await living.online()).sort(), ['on-both']);
      // Nothing left to release; and the survivor's own user is still its to release.
      assert.deepEqual(await living.sweep(), []);
      assert.equal(await living.leave('on-both'), true);
    });

    it('lets exactly one of many sweeping processes release a dead one', async () => {
      const start = installation();
      const dead = start();
      const sweepers = Array.from({ length: 10 }, start);
      await dead.heartbeat();
      for (const user of ['u1', 'u2', 'u3']) await dead.join(user);
      await sleep(ALIVE_MS + 100);
      const released = await Promise.all(sweepers.map((sweeper) => sweeper.sweep()));
      assert.deepEqual(released.flat().sort(), ['u1', 'u2', 'u3']);
      assert.equal(released.filter((users) => users.length > 0).length, 1);
    });

    it('tells a process given up for dead, which can then register its users again', async () => {
      const start = installation();
      const [stalled, other] = [start(), start()];
      await stalled.heartbeat();
      assert.equal(await stalled.join('held'), true);
      await sleep(ALIVE_MS + 100);
      assert.deepEqual(await other.sweep(), ['held']);
      // A user joining in between does not make it known again: the heartbeat still tells.
      assert.equal(await stalled.join('newcomer'), true);
      assert.equal(await stalled.heartbeat(), false);
      assert.equal(await stalled.join('held'), true, 'online again, announced once more');
      assert.equal(await stalled.join('held'), false, 'a second registration announces nothing');
      assert.equal(await stalled.join('newcomer'), false);
      assert.deepEqual((await other.online()).sort(), ['held', 'newcomer']);
    });
  });
}
