import { CACHE_BUTTON, CACHE_PAGE } from '@mepm/contract';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { cacheRoutes } from './cache-routes';

/** The cache page: what the server caches, and clearing it (`kernel/cache`). */
export const cacheModule = defineModule({
  name: CACHE_PAGE,
  routes: cacheRoutes,
  seedMenus: [
    page(CACHE_PAGE, 'system', { zh: '缓存管理', zhtw: '快取管理', en: 'Cache' }, 4, [
      button(CACHE_BUTTON.clear, '清空缓存'),
    ]),
  ],
});
