import { ADMIN_BUTTON, DATA_MODEL_ENDPOINTS, DATA_MODEL_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import {
  designable as designableModel,
  modelOf as sourceModel,
} from '../../../kernel/table-design/designable-source';
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
 * a table need its buttons, and reach only tables the data model made. Tables are designed on
 * the platform's own database and on PostgreSQL sources; a MySQL source's are browsed only.
 */
export const dataModelRoutes: FastifyPluginAsyncTypebox<
  Pick<ModuleDeps, 'db' | 'dataSources'>
> = async (app, { db, dataSources }) => {
  const e = DATA_MODEL_ENDPOINTS;

  const modelOf = (sourceId: string) => sourceModel(db, dataSources, sourceId);
  const designable = (sourceId: string) => designableModel(db, dataSources, sourceId);

  registerEndpoint(app, e.list, grant(), async ({ params, query }) => {
    const model = await modelOf(params.sourceId);
    return {
      list:
        'catalog' in model
          ? await listTables(model, query.keyword)
          : await listExternalTables(model, query.keyword),
    };
  });
  registerEndpoint(app, e.read, grant(), async ({ params }) => {
    const model = await modelOf(params.sourceId);
    return 'catalog' in model
      ? readTable(model, params.table)
      : readExternalTable(model, params.table);
  });
  registerEndpoint(app, e.preview, grant(), async ({ params, body }) => ({
    statements: await previewStatements(await designable(params.sourceId), body.table, body.design),
  }));
  registerEndpoint(app, e.create, grant(ADMIN_BUTTON.add), async (request) => ({
    statements: await createTable(
      await designable(request.params.sourceId),
      callerOf(request).id,
      request.body,
    ),
  }));
  registerEndpoint(app, e.update, grant(ADMIN_BUTTON.edit), async ({ params, body }) => ({
    statements: await changeTable(await designable(params.sourceId), params.table, body),
  }));
  registerEndpoint(app, e.remove, grant(ADMIN_BUTTON.remove), async ({ params }) => {
    await dropTable(await designable(params.sourceId), params.table);
    return null;
  });
};
