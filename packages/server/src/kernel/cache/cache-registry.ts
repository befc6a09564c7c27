/**
 * The server's caches, as the cache page lists and clears them. A cache joins with one line
 * where it is created:
 *
 *   caches.register({ name: 'dictionary', title: {...}, describe: () => ..., clear: () => ... });
 *
 * `describe` and `clear` may be called at any moment, also while requests read the cache:
 * `clear` must leave it consistent (dropping entries is always safe for a cache whose misses
 * reload from the database).
 */
export interface CacheEntry {
  /** Unique in the application; the page clears a cache by it. */
  name: string;
  title: CacheTitle;
  describe(): CacheFigures | Promise<CacheFigures>;
  /** Answers how many entries went, where known. */
  clear(): number | undefined | Promise<number | undefined>;
}

export interface CacheTitle {
  zh: string;
  zhtw: string;
  en: string;
}

/** What is known of a cache's content: absent figures are unknown, not zero. */
export interface CacheFigures {
  entries?: number;
  bytes?: number;
  /** When its oldest entry was stored. */
  oldestAt?: Date;
  /** When it was last cleared by the cache page, or created. */
  since?: Date;
}

export interface CacheRegistry {
  register(entry: CacheEntry): void;
  list(): readonly CacheEntry[];
  find(name: string): CacheEntry | undefined;
}

/** One application's caches; a second cache by one name is a mistake that stops the start. */
export function createCacheRegistry(): CacheRegistry {
  const entries = new Map<string, CacheEntry>();
  return {
    register(entry) {
      if (entries.has(entry.name)) throw new Error(`cache ${entry.name} is registered twice`);
      entries.set(entry.name, entry);
    },
    list: () => [...entries.values()],
    find: (name) => entries.get(name),
  };
}
