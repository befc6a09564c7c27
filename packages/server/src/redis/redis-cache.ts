import type { Redis } from 'ioredis';
import type { CacheEntry } from '../kernel/cache/cache-registry';

/** Keys looked at per SCAN step; deletes go in batches of the same size. */
const SCAN_COUNT = 500;

/**
 * The keys under the configured prefix (rate-limit windows today) as one cache. Counting and
 * clearing walk the keys with SCAN, never KEYS, so a large Redis is not blocked; UNLINK frees
 * the memory in the background. Keys written while the walk runs may survive it.
 */
export function redisPrefixCache(redis: Redis, prefix: string): CacheEntry {
  const pattern = `${escapeGlob(prefix)}*`;
  let since = new Date();
  const eachBatch = async (visit: (keys: string[]) => Promise<void>) => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
      if (keys.length > 0) await visit(keys);
      cursor = next;
    } while (cursor !== '0');
  };
  return {
    name: 'redis.keys',
    title: {
      zh: `Redis 键（前缀 ${prefix}）`,
      zhtw: `Redis 鍵（前綴 ${prefix}）`,
      en: `Redis keys (prefix ${prefix})`,
    },
    describe: async () => {
      let entries = 0;
      await eachBatch(async (keys) => {
        entries += keys.length;
      });
      return { entries, since };
    },
    clear: async () => {
      let removed = 0;
      await eachBatch(async (keys) => {
        removed += await redis.unlink(...keys);
      });
      since = new Date();
      return removed;
    },
  };
}

/** The prefix as a literal in a SCAN pattern. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}
