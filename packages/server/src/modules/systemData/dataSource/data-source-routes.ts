import {
  ADMIN_BUTTON,
  DATA_SOURCE_ENDPOINTS,
  DATA_SOURCE_PAGE,
  DATA_SOURCE_RESOURCE,
  OWN_DATA_SOURCE_ID,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { signedIn } from '../../../plugins/auth/signed-in';
import { hasPermission, permissionDenied, requirePermission } from '../../../plugins/permission';
import { settingsToTest, testConnection } from './connection-test';
import {
  createDataSource,
  dataSourceSelector,
  deleteDataSource,
  listDataSources,
  readDataSource,
  updateDataSource,
} from './data-source-service';

type DataSourceDeps = Pick<
  ModuleDeps,
  'db' | 'config' | 'secretBox' | 'dataSources' | 'dataSourceUses'
>;

const menu = DATA_SOURCE_PAGE;

/**
 * A test may use a stored password (edit form): that needs the edit button. Testing settings
 * typed in needs the add or the edit button: whoever may save settings may try them.
 */
async function mayTest(request: FastifyRequest): Promise<void> {
  request.guardMenu = menu;
  const edit = await hasPermission(request, { menu, button: ADMIN_BUTTON.edit });
  if (edit) return;
  const add = await hasPermission(request, { menu, button: ADMIN_BUTTON.add });
  const body = request.body as { id?: unknown } | undefined;
  if (!add || body?.id !== undefined) throw permissionDenied();
}

/**
 * Data sources: every route needs a session; managing them the `systemData.dataSource` menu and
 * its buttons. The picker needs a session only, as every page that picks a source (data
 * interfaces) shows their names (docs/reference/data-sources.md).
 */
export const dataSourceRoutes: FastifyPluginAsyncTypebox<DataSourceDeps> = async (
  app,
  { db, config, secretBox, dataSources, dataSourceUses },
) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: DATA_SOURCE_RESOURCE,
    service: {
      list: (ctx, query) => listDataSources(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readDataSource(db, id),
      create: (ctx, body) => ctx.write((tx) => createDataSource(tx, secretBox, body)),
      // A changed or deleted source's pool closes once the change is committed.
      update: async (ctx, id, body) => {
        await ctx.write((tx) => updateDataSource(tx, secretBox, id, body));
        await dataSources.release(id);
      },
      remove: async (ctx, id) => {
        await ctx.write((tx) => deleteDataSource(tx, dataSourceUses, id));
        await dataSources.release(id);
      },
    },
  });

  const tags = [DATA_SOURCE_RESOURCE.tag];
  registerEndpoint(
    app,
    DATA_SOURCE_ENDPOINTS.now,
    { tags, onRequest: requirePermission({ menu }) },
    async (request) => {
      const result = await db.execute<{ database: string; version: string }>(
        sql`select current_database() as database, version() as version`,
      );
      const row = result.rows[0];
      return {
        id: OWN_DATA_SOURCE_ID,
        fullName: request.t('dataSourceOwnDatabase'),
        kind: 'postgresql' as const,
        embedded: config.databaseUrl === undefined,
        database: row?.database ?? '',
        version: row?.version ?? '',
      };
    },
  );
  registerEndpoint(
    app,
    DATA_SOURCE_ENDPOINTS.test,
    {
      tags,
      onRequest: requirePermission({ menu }),
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) =>
            `data-source-test:${signedIn(request).user.id}`,
        },
      },
    },
    async (request) => {
      // In the handler: whether the body names a stored source decides the button needed.
      await mayTest(request);
      const settings = await settingsToTest(db, secretBox, request.body);
      return testConnection(settings, request.t);
    },
  );
  registerEndpoint(app, DATA_SOURCE_ENDPOINTS.selector, { tags }, async (request) => ({
    list: await dataSourceSelector(db, request.t('dataSourceOwnDatabase')),
  }));
};
