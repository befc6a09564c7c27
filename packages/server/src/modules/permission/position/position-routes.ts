import { POSITION_ENDPOINTS, POSITION_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import {
  allPositions,
  createPosition,
  deletePosition,
  listPositions,
  readPosition,
  updatePosition,
} from './position-service';
import { positionTree } from './position-tree';

/**
 * Positions. Every route needs a session; Selector and All serve pickers across the product and
 * need nothing more, the rest the position menu and its buttons.
 */
export const positionAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: POSITION_RESOURCE,
    service: {
      list: (ctx, query) => listPositions(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readPosition(db, id),
      create: (ctx, body) => ctx.write((tx) => createPosition(tx, body)),
      update: (ctx, id, body) => ctx.write((tx) => updatePosition(tx, ctx.caller, id, body)),
      remove: (ctx, id) => ctx.write((tx) => deletePosition(tx, id)),
    },
  });

  const tags = [POSITION_RESOURCE.tag];
  registerEndpoint(app, POSITION_ENDPOINTS.selector, { tags }, async () => ({
    list: await positionTree(db),
  }));
  registerEndpoint(app, POSITION_ENDPOINTS.all, { tags }, async () => ({
    list: await allPositions(db),
  }));
};
