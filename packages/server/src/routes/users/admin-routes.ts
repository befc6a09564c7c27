import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  CreatedResponse,
  EmptyResponse,
  IdParams,
  TimestampQuery,
  UserCreateBody,
  UserListQuery,
  UserPageResponse,
  UserRecordResponse,
  UserUpdateBody,
  USERS,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../plugins/auth/signed-in';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import type { AdminDeps } from '../admin-common/deps';
import { errorResponses } from '../oauth/schemas';
import { listUsers } from './user-list';
import { readUser } from './user-read';
import { userScope } from './user-scope';
import { createUser, deleteUser, updateUser } from './user-write';

const menu = ADMIN_MENU.user;
const tags = ['users'];

/** The users page: list, create, read, edit, delete, all within the caller's data scope. */
export const userAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.get(
    USERS.list,
    {
      schema: {
        tags,
        summary: 'Users by account, paged, within the data scope and granted columns',
        querystring: UserListQuery,
        response: { 200: UserPageResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => ok(request, await listUsers(deps.db, request, request.query)),
  );

  app.post(
    USERS.create,
    {
      schema: {
        tags,
        summary: 'Create a user with roles and positions',
        querystring: TimestampQuery,
        body: UserCreateBody,
        response: { 200: CreatedResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.add }),
    },
    async (request) => {
      const id = await createUser(deps, signedIn(request).user.id, request.body);
      return ok(request, { id });
    },
  );

  app.get(
    USERS.item,
    {
      schema: {
        tags,
        summary: 'One user with role and position ids; 404 outside the data scope',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: UserRecordResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) =>
      ok(request, await readUser(deps.db, request.params.id, await userScope(request))),
  );

  app.put(
    USERS.item,
    {
      schema: {
        tags,
        summary: 'Edit a user; roles and positions are replaced',
        params: IdParams,
        querystring: TimestampQuery,
        body: UserUpdateBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }),
    },
    async (request) => {
      const scope = await userScope(request);
      await updateUser(deps, signedIn(request).user.id, request.params.id, scope, request.body);
      return ok(request, null);
    },
  );

  app.delete(
    USERS.item,
    {
      schema: {
        tags,
        summary: 'Delete a user (not yourself, not the last administrator)',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.remove }),
    },
    async (request) => {
      const scope = await userScope(request);
      await deleteUser(deps, signedIn(request).user.id, request.params.id, scope);
      return ok(request, null);
    },
  );
};
