import { DATA_SYNC_BUTTON, DATA_SYNC_ENDPOINTS, DATA_SYNC_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isPlatformPrivate } from '../../../kernel/data-sources/private-tables';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { signedIn } from '../../../plugins/auth/signed-in';
import { requirePermission } from '../../../plugins/permission';
import { readRun, listRuns } from './sync-runs';
import { SyncRunner } from './sync-service';

export type SyncRouteDeps = Pick<ModuleDeps, 'db' | 'dataSources' | 'now'>;

const tags = ['DataSync'];
const menu = DATA_SYNC_PAGE;
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/** A copy's staging table, named after its target (sync-service.ts). */
const STAGING = /__sync_[0-9a-f]{6}$/;

/**
 * Data sync: the tables a copy may read, starting a copy, and the runs. Every route needs the
 * page's grant; starting a copy its execute button (docs/reference/data-sync.md).
 */
export const dataSyncRoutes: FastifyPluginAsyncTypebox<SyncRouteDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  const runner = new SyncRunner({ ...deps, log: app.log });
  app.addHook('onClose', () => runner.stopAll());
  const e = DATA_SYNC_ENDPOINTS;

  registerEndpoint(app, e.tables, grant(), async (request) => {
    const source = await deps.dataSources.get(request.params.sourceId);
    const access = await source.openTables();
    try {
      const tables = await access.list();
      return {
        list: tables
          .filter((table) => table.kind === 'table' && !STAGING.test(table.name))
          .filter((table) => !(source.platformDatabase && isPlatformPrivate('', table.name)))
          .map(({ name, rows }) => ({ name, rows })),
      };
    } finally {
      await access.close();
    }
  });

  registerEndpoint(app, e.execute, grant(DATA_SYNC_BUTTON.execute), async (request) => {
    const run = await runner.start(signedIn(request).user.id, request.body);
    return readRun(deps.db, run.id, request.t);
  });

  registerEndpoint(app, e.runs, grant(), async (request) => {
    await runner.sweep();
    return { list: await listRuns(deps.db, request.t) };
  });

  registerEndpoint(app, e.run, grant(), async (request) => {
    await runner.sweep();
    return readRun(deps.db, request.params.id, request.t);
  });
};
