import { DICTIONARY_TYPE_ENDPOINTS, DICTIONARY_TYPE_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import {
  createType,
  deleteType,
  listTypes,
  readType,
  typeSelector,
  updateType,
} from './type-service';

/** Dictionary types: the page's grant and buttons guard all but the picker's tree. */
export const dictionaryTypeRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  registerAdminCrud(app, db, {
    resource: DICTIONARY_TYPE_RESOURCE,
    service: {
      list: (_ctx, query) => listTypes(db, query),
      read: (_ctx, id) => readType(db, id),
      create: (ctx, body) => ctx.write((tx) => createType(tx, body)),
      update: (ctx, id, body) => ctx.write((tx) => updateType(tx, id, body)),
      remove: (ctx, id) => ctx.write((tx) => deleteType(tx, id)),
    },
  });

  // Menu entries of dynamic dictionaries and form designs pick a type: a session is enough.
  registerEndpoint(
    app,
    DICTIONARY_TYPE_ENDPOINTS.selector,
    { tags: [DICTIONARY_TYPE_RESOURCE.tag] },
    async (request) => ({ list: await typeSelector(db, request.language) }),
  );
};
