import type { Db } from '../../db/client';
import { countedTotalsOf } from '../data/counted-total';
import { forgetVersionedTables, versionedTablesKnown } from '../data/table-versions';
import type { CacheRegistry } from './cache-registry';
import { keptValuesCache } from './kept-values-cache';

/** The kernel's own caches of one database: list totals and the list of versioned tables. */
export function registerKernelCaches(caches: CacheRegistry, db: Db): void {
  const totals = keptValuesCache(
    'data.listTotals',
    { zh: '列表总数', zhtw: '清單總數', en: 'List totals' },
    countedTotalsOf(db),
  );
  caches.register({
    ...totals,
    // Keys hold the filter's SQL text and parameters: their size is most of the memory.
    describe: () => ({ ...totals.describe(), bytes: countedTotalsOf(db).keyBytes }),
  });
  let since = new Date();
  caches.register({
    name: 'data.versionedTables',
    title: {
      zh: '带数据版本的表',
      zhtw: '帶資料版本的資料表',
      en: 'Tables with data versions',
    },
    describe: () => ({ entries: versionedTablesKnown(db) ? 1 : 0, since }),
    clear: () => {
      since = new Date();
      return forgetVersionedTables(db);
    },
  });
}
