import { ROLE_ENDPOINTS, ROLE_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import {
  createRole,
  deleteRole,
  listRoles,
  readRole,
  roleSelector,
  setRoleState,
  updateRole,
} from './role-service';

/** Roles: every route needs a session; all but the selector the role menu. */
export const roleAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: ROLE_RESOURCE,
    service: {
      list: (ctx, query) => listRoles(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readRole(db, id),
      create: (ctx, body) => ctx.write((tx) => createRole(tx, ctx.caller, body)),
      update: (ctx, id, body) => ctx.write((tx) => updateRole(tx, ctx.caller, id, body)),
      remove: (ctx, id) => ctx.write((tx) => deleteRole(tx, ctx.caller, id)),
      setState: (ctx, id, body) => ctx.write((tx) => setRoleState(tx, ctx.caller, id, body)),
    },
  });

  // Pickers on user and authorisation forms use it: a session is enough.
  registerEndpoint(app, ROLE_ENDPOINTS.selector, { tags: [ROLE_RESOURCE.tag] }, async () => ({
    list: await roleSelector(db),
  }));
};
