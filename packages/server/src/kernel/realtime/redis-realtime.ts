import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisPresence } from './presence-registry';
import { realtimeOver, type Realtime, type RealtimeEvent } from './realtime';

/**
 * Several server processes: every event is published on one Redis channel and heard by every
 * process, this one included, over a connection of its own (a subscribed connection can do
 * nothing else). An event published while Redis is away is lost, as a socket frame would be:
 * chat messages are stored first, and clients catch up by sequence number.
 */
export function redisRealtime(
  redis: Redis,
  channel: string,
  log: FastifyBaseLogger,
  presenceAliveMs?: number,
): Realtime {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'the realtime subscriber failed'));
  void subscriber.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error }, 'the realtime channel could not be subscribed');
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let events: RealtimeEvent[];
    try {
      events = JSON.parse(text) as RealtimeEvent[];
    } catch {
      return;
    }
    if (!Array.isArray(events)) return;
    for (const event of events) for (const listener of listeners) listener(event);
  });
  // The events of one turn of the loop travel as one Redis message (a batch of stored chat
  // messages is two deliveries each): one publish and one wake-up of every process per batch.
  let pending: RealtimeEvent[] = [];
  const flush = () => {
    const events = pending;
    pending = [];
    redis.publish(channel, JSON.stringify(events)).catch((error: unknown) => {
      log.warn({ err: error }, 'realtime events could not be published');
    });
  };
  const publish = (event: RealtimeEvent) => {
    if (pending.push(event) === 1) setImmediate(flush);
  };
  return realtimeOver(
    publish,
    listeners,
    async () => {
      listeners.clear();
      await subscriber.quit().catch(() => undefined);
    },
    redisPresence(redis, `${channel}:`, presenceAliveMs),
  );
}
