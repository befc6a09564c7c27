import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  CreatedResponse,
  EmptyResponse,
  IdParams,
  ROLE,
  RoleBody,
  RoleBriefResponse,
  RoleListQuery,
  RolePageResponse,
  RoleRecordResponse,
  StateBody,
  StateResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import type { AdminDeps } from '../admin-common/deps';
import { emptyBodyAsObject } from '../admin-common/empty-body';
import { errorResponses } from '../oauth/schemas';
import {
  createRole,
  deleteRole,
  listRoles,
  readRole,
  roleSelector,
  setRoleState,
  updateRole,
} from './role-service';

const menu = ADMIN_MENU.role;
const tags = ['roles'];

/** SPEC §7 Permission, Role. Every route needs a session; all but the selector the role menu. */
export const roleAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    ROLE.list,
    {
      schema: {
        tags,
        summary: 'Roles by sort code, paged; keyword over code and name',
        querystring: RoleListQuery,
        response: { 200: RolePageResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => ok(request, await listRoles(db, request.query)),
  );

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

  app.post(
    ROLE.create,
    {
      schema: {
        tags,
        summary: 'Create a role',
        querystring: TimestampQuery,
        body: RoleBody,
        response: { 200: CreatedResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.add }),
    },
    async (request) => ok(request, { id: await createRole(db, request.body) }),
  );

  app.get(
    ROLE.item,
    {
      schema: {
        tags,
        summary: 'One role',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: RoleRecordResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => ok(request, await readRole(db, request.params.id)),
  );

  app.put(
    ROLE.item,
    {
      schema: {
        tags,
        summary: 'Edit a role',
        params: IdParams,
        querystring: TimestampQuery,
        body: RoleBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }),
    },
    async (request) => {
      await updateRole(db, request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete(
    ROLE.item,
    {
      schema: {
        tags,
        summary: 'Delete a role that no user holds, with its grants',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.remove }),
    },
    async (request) => {
      await deleteRole(db, request.params.id);
      return ok(request, null);
    },
  );

  app.put(
    ROLE.state,
    {
      schema: {
        tags,
        summary: 'Enable or disable a role (flip without a body)',
        params: IdParams,
        querystring: TimestampQuery,
        body: StateBody,
        response: { 200: StateResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.state }),
      preValidation: emptyBodyAsObject,
    },
    async (request) => ok(request, await setRoleState(db, request.params.id, request.body)),
  );
};
