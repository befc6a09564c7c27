import { MONITOR_ENDPOINTS, MONITOR_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { page } from '../../../kernel/menu/seed-menu';
import { defineModule, type ModuleDeps } from '../../../kernel/module';
import { requirePermission } from '../../../plugins/permission';
import { createMonitor } from './monitor-reading';

const monitorRoutes: FastifyPluginAsyncTypebox<Pick<ModuleDeps, 'db' | 'pool' | 'config'>> = async (
  app,
  { db, pool, config },
) => {
  const monitor = createMonitor({
    db,
    pool,
    dataDir: config.dataDir,
  });
  app.addHook('onReady', async () => {
    monitor.start();
  });
  app.addHook('onClose', async () => {
    monitor.stop();
  });
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(
    app,
    MONITOR_ENDPOINTS.read,
    { tags: ['Monitor'], onRequest: requirePermission({ menu: MONITOR_PAGE }) },
    () => monitor.read(),
  );
};

/** The server monitor: machine, process and database figures in one reading. */
export const monitorModule = defineModule({
  name: MONITOR_PAGE,
  routes: monitorRoutes,
  seedMenus: [
    page(MONITOR_PAGE, 'system', { zh: '系统监控', zhtw: '系統監控', en: 'Server monitor' }, 6, []),
  ],
});
