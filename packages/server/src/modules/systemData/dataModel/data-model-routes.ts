import {
  ADMIN_BUTTON,
  DATA_MODEL_ENDPOINTS,
  DATA_MODEL_PAGE,
  OWN_DATA_SOURCE_ID,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { requirePermission } from '../../../plugins/permission';
import {
  changeTable,
  createTable,
  dropTable,
  listTables,
  previewStatements,
  readTable,
} from './data-model-service';
import { listExternalTables, readExternalTable } from './external-tables';

const tags = ['DataModel'];
const menu = DATA_MODEL_PAGE;
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/**
 * The data model. Reads and the preview need the page's grant; creating, changing and dropping
 * a table need its buttons, and reach only tables the data model made on the platform's own
 * database. An external source's tables are browsed, read-only.
 */
export const dataModelRoutes: FastifyPluginAsyncTypebox<
  Pick<ModuleDeps, 'db' | 'dataSources'>
> = async (app, { db, dataSources }) => {
  const e = DATA_MODEL_ENDPOINTS;
  registerEndpoint(app, e.list, grant(), async ({ params, query }) => ({
    list:
      params.sourceId === OWN_DATA_SOURCE_ID
        ? await listTables(db, params.sourceId, query.keyword)
        : await listExternalTables(await dataSources.get(params.sourceId), query.keyword),
  }));
  registerEndpoint(app, e.read, grant(), async ({ params }) =>
    params.sourceId === OWN_DATA_SOURCE_ID
      ? readTable(db, params.sourceId, params.table)
      : readExternalTable(await dataSources.get(params.sourceId), params.table),
  );
  registerEndpoint(app, e.preview, grant(), async (request) => ({
    statements: await previewStatements(
      db,
      request.params.sourceId,
      request.body.table,
      request.body.design,
    ),
  }));
  registerEndpoint(app, e.create, grant(ADMIN_BUTTON.add), async (request) => ({
    statements: await createTable(db, callerOf(request).id, request.params.sourceId, request.body),
  }));
  registerEndpoint(app, e.update, grant(ADMIN_BUTTON.edit), async (request) => ({
    statements: await changeTable(db, request.params.sourceId, request.params.table, request.body),
  }));
  registerEndpoint(app, e.remove, grant(ADMIN_BUTTON.remove), async (request) => {
    await dropTable(db, request.params.sourceId, request.params.table);
    return null;
  });
};
