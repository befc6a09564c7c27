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
  };
}

// KEYS[1] the user's set of processes, KEYS[2] the set of online users; ARGV process, user.
const JOIN = `redis.call('sadd', KEYS[1], ARGV[1])
if redis.call('scard', KEYS[1]) == 1 then redis.call('sadd', KEYS[2], ARGV[2]) return 1 end
return 0`;
const LEAVE = `if redis.call('srem', KEYS[1], ARGV[1]) == 1 and redis.call('scard', KEYS[1]) == 0
then redis.call('srem', KEYS[2], ARGV[2]) return 1 end
return 0`;

/**
 * Several processes: per user, the set of processes holding a socket of theirs, and the set of
 * online users, changed together by one script (atomic in Redis). A process that stops leaves
 * for its users; one killed outright cannot, and its users stay listed online until they next
 * connect and leave somewhere (a known limit: no process watches another's liveness yet).
 */
export function redisPresence(redis: Redis, prefix: string): PresenceRegistry {
  const processId = newId();
  const userKey = (userId: string) => `${prefix}presence:${userId}`;
  const onlineKey = `${prefix}presence-online`;
  return {
    join: async (userId) =>
      (await redis.eval(JOIN, 2, userKey(userId), onlineKey, processId, userId)) === 1,
    leave: async (userId) =>
      (await redis.eval(LEAVE, 2, userKey(userId), onlineKey, processId, userId)) === 1,
    online: () => redis.smembers(onlineKey),
  };
}
