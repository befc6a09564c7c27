import {
  ADMIN_MENU,
  ROLE,
  RoleBody,
  RoleBriefResponse,
  RoleListQuery,
  RolePageResponse,
  RoleRecordResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../plugins/envelope/envelope';
import { callerOf } from '../../../plugins/permission/delegation';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { errorResponses } from '../../../kernel/http/error-responses';
import {
  createRole,
  deleteRole,
  listRoles,
  readRole,
  roleSelector,
  setRoleState,
  updateRole,
} from './role-service';

const tags = ['roles'];

/** SPEC §7 Permission, Role. Every route needs a session; all but the selector the role menu. */
export const roleAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, {
    menu: ADMIN_MENU.role,
    tags,
    paths: ROLE,
    summaries: {
      list: 'Roles by sort code, paged; keyword over code and name',
      create: 'Create a role',
      read: 'One role',
      update: 'Edit a role',
      remove: 'Delete a role that no user holds, with its grants',
    },
    schemas: {
      listQuery: RoleListQuery,
      listResponse: RolePageResponse,
      body: RoleBody,
      recordResponse: RoleRecordResponse,
    },
    service: {
      list: (request) => listRoles(db, request.query),
      create: (request) => createRole(db, callerOf(request), request.body),
      read: (request) => readRole(db, request.params.id),
      update: (request) => updateRole(db, callerOf(request), request.params.id, request.body),
      remove: (request) => deleteRole(db, callerOf(request), request.params.id),
    },
    state: {
      path: ROLE.state,
      summary: 'Enable or disable a role (flip without a body)',
      set: (request) => setRoleState(db, callerOf(request), request.params.id, request.body),
    },
  });

  app.get(
    ROLE.selector,
    {
      schema: {
        tags,
        // Pickers on user and authorisation forms use it: a session is enough.
        summary: 'Enabled roles for pickers',
        querystring: TimestampQuery,
        response: { 200: RoleBriefResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, { list: await roleSelector(db) }),
  );
};
