import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { realtimeOver, type Realtime, type RealtimeEvent } from './realtime';

/**
 * Several server processes: every event is published on one Redis channel and heard by every
 * process, this one included, over a connection of its own (a subscribed connection can do
 * nothing else). An event published while Redis is away is lost, as a socket frame would be:
 * chat messages are stored first, and clients catch up by sequence number.
 */
export function redisRealtime(redis: Redis, channel: string, log: FastifyBaseLogger): Realtime {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'the realtime subscriber failed'));
  void subscriber.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error }, 'the realtime channel could not be subscribed');
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let event: RealtimeEvent;
    try {
      event = JSON.parse(text) as RealtimeEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  });
  const publish = (event: RealtimeEvent) => {
    redis.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
      log.warn({ err: error }, 'a realtime event could not be published');
    });
  };
  return realtimeOver(publish, listeners, async () => {
    listeners.clear();
    await subscriber.quit().catch(() => undefined);
  });
}
