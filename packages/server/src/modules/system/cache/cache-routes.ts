import { CACHE_BUTTON, CACHE_ENDPOINTS, CACHE_PAGE, type CacheInfo } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CacheEntry, CacheRegistry } from '../../../kernel/cache/cache-registry';
import { callerOf } from '../../../kernel/caller';
import { recordNotFound } from '../../../kernel/data/not-found';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { requirePermission } from '../../../plugins/permission';

const menu = CACHE_PAGE;
const tags = ['CacheManage'];

async function describe(entry: CacheEntry, language: 'zh' | 'zhtw' | 'en'): Promise<CacheInfo> {
  const figures = await entry.describe();
  return {
    name: entry.name,
    title: entry.title[language],
    entries: figures.entries ?? null,
    bytes: figures.bytes ?? null,
    oldestTime: figures.oldestAt?.getTime() ?? null,
    sinceTime: figures.since?.getTime() ?? null,
  };
}

/** The cache page: every registered cache of this process, clear one or all. */
export const cacheRoutes: FastifyPluginAsyncTypebox<{ caches: CacheRegistry }> = async (
  app,
  { caches },
) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(
    app,
    CACHE_ENDPOINTS.list,
    { tags, onRequest: requirePermission({ menu }) },
    async (request) => {
      const { language } = callerOf(request);
      return { list: await Promise.all(caches.list().map((entry) => describe(entry, language))) };
    },
  );

  registerEndpoint(
    app,
    CACHE_ENDPOINTS.clear,
    { tags, onRequest: requirePermission({ menu, button: CACHE_BUTTON.clear }) },
    async (request) => {
      const entry = caches.find(request.params.name);
      if (entry === undefined) throw recordNotFound();
      return { removed: (await entry.clear()) ?? null };
    },
  );

  registerEndpoint(
    app,
    CACHE_ENDPOINTS.clearAll,
    { tags, onRequest: requirePermission({ menu, button: CACHE_BUTTON.clear }) },
    async () => {
      let removed = 0;
      for (const entry of caches.list()) removed += (await entry.clear()) ?? 0;
      return { removed };
    },
  );
};
