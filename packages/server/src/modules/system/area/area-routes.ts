import { ADMIN_BUTTON, AREA_ENDPOINTS, AREA_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emptyBodyAsObject } from '../../../kernel/http/empty-body';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import { requirePermission } from '../../../plugins/permission';
import {
  areaChildren,
  areaOptions,
  createArea,
  deleteArea,
  readArea,
  setAreaState,
  updateArea,
} from './area-service';

const menu = AREA_PAGE;
const tags = ['Area'];
const read = requirePermission({ menu });
const write = (button: string) => requirePermission({ menu, button });

/**
 * Areas: every route needs a session. The address picker's selector is open to every signed-in
 * user (any form may ask for an address); the management list, the record and every write need
 * the `system.area` menu, writes also their button. Each write is one transaction.
 */
export const areaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(app, AREA_ENDPOINTS.selector, { tags }, async (request) => ({
    list: await areaOptions(db, request.params.id),
  }));
  registerEndpoint(app, AREA_ENDPOINTS.children, { tags, onRequest: read }, async (request) => ({
    list: await areaChildren(db, request.params.id, request.query),
  }));
  registerEndpoint(app, AREA_ENDPOINTS.read, { tags, onRequest: read }, (request) =>
    readArea(db, request.params.id),
  );
  registerEndpoint(
    app,
    AREA_ENDPOINTS.create,
    { tags, onRequest: write(ADMIN_BUTTON.add) },
    async (request) => ({ id: await db.transaction((tx) => createArea(tx, request.body)) }),
  );
  registerEndpoint(
    app,
    AREA_ENDPOINTS.update,
    { tags, onRequest: write(ADMIN_BUTTON.edit) },
    async (request) => {
      await db.transaction((tx) => updateArea(tx, request.params.id, request.body));
      return null;
    },
  );
  registerEndpoint(
    app,
    AREA_ENDPOINTS.remove,
    { tags, onRequest: write(ADMIN_BUTTON.remove) },
    async (request) => {
      await db.transaction((tx) => deleteArea(tx, request.params.id));
      return null;
    },
  );
  registerEndpoint(
    app,
    AREA_ENDPOINTS.state,
    { tags, onRequest: write(ADMIN_BUTTON.state), preValidation: emptyBodyAsObject },
    (request) => db.transaction((tx) => setAreaState(tx, request.params.id, request.body)),
  );
};
