import type { Redis } from 'ioredis';
import { newId } from '../../ids';

/**
 * Who is online across every server process: each process registers the users it holds a
 * socket of, and learns whether it was the first (the user came online) or the last (the user
 * went offline) anywhere. Both answers are decided in one atomic step, so two processes never
 * both announce (or both miss) the same change.
 */
export interface PresenceRegistry {
  /** This process now holds a socket of the user; true when no process held one before. */
  join(userId: string): Promise<boolean>;
  /** This process holds no more socket of the user; true when no process holds one now. */
  leave(userId: string): Promise<boolean>;
  /** Every user online anywhere. */
  online(): Promise<string[]>;
  /**
   * Tells the other processes this one is alive. False when they had given it up for dead and
   * released its users: the caller registers the users it still holds again.
   */
  heartbeat(): Promise<boolean>;
  /**
   * Releases the users of processes that stopped telling they are alive (killed outright, no
   * chance to leave); answers those now online nowhere. Of processes sweeping at once, exactly
   * one releases a dead process's users.
   */
  sweep(): Promise<string[]>;
}

/** One server process: the registry is its own set. */
export function localPresence(): PresenceRegistry {
  const users = new Set<string>();
  return {
    join: async (userId) => {
      const first = !users.has(userId);
      users.add(userId);
      return first;
    },
    leave: async (userId) => users.delete(userId),
    online: async () => [...users],
    heartbeat: async () => true,
    sweep: async () => [],
  };
}

// KEYS: the user's set of processes, the online users, this process's users; ARGV: process,
// user. Only the heartbeat makes a process known: a process given up for dead learns so at its
// next heartbeat even when users joined it in between.
const JOIN = `redis.call('sadd', KEYS[3], ARGV[2])
if redis.call('sadd', KEYS[1], ARGV[1]) == 1 and redis.call('scard', KEYS[1]) == 1
then redis.call('sadd', KEYS[2], ARGV[2]) return 1 end
return 0`;
// KEYS: the user's set of processes, the online users, this process's users; ARGV: process, user.
const LEAVE = `redis.call('srem', KEYS[3], ARGV[2])
if redis.call('srem', KEYS[1], ARGV[1]) == 1 and redis.call('scard', KEYS[1]) == 0
then redis.call('srem', KEYS[2], ARGV[2]) return 1 end
return 0`;
// KEYS: the known processes, this process's alive mark; ARGV: process, alive ms.
const HEARTBEAT = `local known = redis.call('sadd', KEYS[1], ARGV[1]) == 0
redis.call('set', KEYS[2], '1', 'PX', ARGV[2])
if known then return 1 end
return 0`;
// KEYS: the known processes, the dead process's users, its alive mark, the online users;
// ARGV: the dead process, the prefix of users' process sets. The users' keys are built here
// from the prefix (one Redis, not a cluster): a dead process may have held thousands.
const SWEEP = `if redis.call('exists', KEYS[3]) == 1 or redis.call('srem', KEYS[1], ARGV[1]) == 0
then return {} end
local gone = {}
for _, user in ipairs(redis.call('smembers', KEYS[2])) do
  local key = ARGV[2] .. user
  if redis.call('srem', key, ARGV[1]) == 1 and redis.call('scard', key) == 0 then
    redis.call('srem', KEYS[4], user)
    gone[#gone + 1] = user
  end
end
redis.call('del', KEYS[2])
return gone`;

/** How long a process counts as alive after its last heartbeat, unless told otherwise. */
export const PRESENCE_ALIVE_MS = 30_000;

/**
 * Several processes: per user, the set of processes holding a socket of theirs, and the set of
 * online users, changed together by one script (atomic in Redis). Each process also keeps the
 * set of its users and an alive mark that expires unless its heartbeat renews it: a process
 * killed outright stops renewing, and the next sweep of any other process releases its users.
 */
export function redisPresence(
  redis: Redis,
  prefix: string,
  aliveMs: number = PRESENCE_ALIVE_MS,
): PresenceRegistry {
  const processId = newId();
  const userPrefix = `${prefix}presence:`;
  const userKey = (userId: string) => `${userPrefix}${userId}`;
  const onlineKey = `${prefix}presence-online`;
  const processesKey = `${prefix}presence-processes`;
  const heldKey = (process: string) => `${prefix}presence-held:${process}`;
  const aliveKey = (process: string) => `${prefix}presence-alive:${process}`;
  return {
    join: async (userId) =>
      (await redis.eval(
        JOIN,
        3,
        userKey(userId),
        onlineKey,
        heldKey(processId),
        processId,
        userId,
      )) === 1,
    leave: async (userId) =>
      (await redis.eval(
        LEAVE,
        3,
        userKey(userId),
        onlineKey,
        heldKey(processId),
        processId,
        userId,
      )) === 1,
    online: () => redis.smembers(onlineKey),
    heartbeat: async () =>
      (await redis.eval(HEARTBEAT, 2, processesKey, aliveKey(processId), processId, aliveMs)) === 1,
    sweep: async () => {
      const others = (await redis.smembers(processesKey)).filter((id) => id !== processId);
      const gone: string[] = [];
      for (const other of others) {
        const users = await redis.eval(
          SWEEP,
          4,
          processesKey,
          heldKey(other),
          aliveKey(other),
          onlineKey,
          other,
          userPrefix,
        );
        if (Array.isArray(users)) gone.push(...users.map(String));
      }
      return gone;
    },
  };
}
