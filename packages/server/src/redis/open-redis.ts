import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis connection for shared counters. Requests must not hang on a Redis that is away: a
 * command fails after one retry and the caller decides (the rate limit then lets requests pass,
 * since sign-in failures are also counted in the database).
 */
export function openRedis(url: string, logger: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on('error', (error: Error) => {
    // ioredis reconnects by itself and repeats the error on every attempt: say it once.
    if (warned) return;
    warned = true;
    logger.warn(`Redis at ${redactedUrl(url)} is unavailable: ${error.message}`);
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
