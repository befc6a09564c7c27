import { ADMIN_BUTTON, DATA_MODEL_ENDPOINTS, DATA_MODEL_PAGE } from '@mepm/contract';
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

const tags = ['DataModel'];
const menu = DATA_MODEL_PAGE;
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/**
 * The data model. Reads and the preview need the page's grant; creating, changing and dropping
 * a table need its buttons, and reach only tables the data model made.
 */
export const dataModelRoutes: FastifyPluginAsyncTypebox<Pick<ModuleDeps, 'db'>> = async (
  app,
  { db },
) => {
  const e = DATA_MODEL_ENDPOINTS;
  registerEndpoint(app, e.list, grant(), async (request) => ({
    list: await listTables(db, request.params.sourceId, request.query.keyword),
  }));
  registerEndpoint(app, e.read, grant(), (request) =>
    readTable(db, request.params.sourceId, request.params.table),
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
