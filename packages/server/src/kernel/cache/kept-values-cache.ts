import type { KeptValues } from '../data/table-versions';
import type { CacheEntry, CacheTitle } from './cache-registry';

/**
 * A `KeptValues` map as the cache page sees it. Clearing empties the map in one synchronous
 * step, so a request never sees half of it; a load still pending keeps its own promise and
 * simply is not kept.
 */
export function keptValuesCache<V>(
  name: string,
  title: CacheTitle,
  kept: KeptValues<V>,
): CacheEntry {
  let since = new Date();
  return {
    name,
    title,
    describe: () => ({ entries: kept.count, oldestAt: kept.oldestAt, since }),
    clear: () => {
      since = new Date();
      return kept.clear();
    },
  };
}
