import {
  ADMIN_MENU,
  UserCreateBody,
  UserListQuery,
  UserPageResponse,
  UserRecordResponse,
  UserUpdateBody,
  USERS,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../plugins/permission/delegation';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { setUserState } from './user-actions';
import { listUsers } from './user-list';
import { readUser } from './user-read';
import { userScope } from './user-scope';
import { createUser, deleteUser, updateUser } from './user-write';

/**
 * The users page: list, create, read, edit, delete and enable/disable, all within the caller's
 * data scope. Create also takes the initial password, which edits leave alone.
 */
export const userAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const { db } = deps;
  registerAdminCrud(app, {
    menu: ADMIN_MENU.user,
    tags: ['users'],
    paths: USERS,
    summaries: {
      list: 'Users by account, paged, within the data scope and granted columns',
      create: 'Create a user with roles and positions',
      read: 'One user with role and position ids; 404 outside the data scope',
      update: 'Edit a user; roles and positions are replaced',
      remove: 'Delete a user (not yourself, not the last administrator)',
    },
    schemas: {
      listQuery: UserListQuery,
      listResponse: UserPageResponse,
      body: UserUpdateBody,
      createBody: UserCreateBody,
      recordResponse: UserRecordResponse,
    },
    service: {
      list: (request) => listUsers(db, request, request.query),
      create: async (request) =>
        createUser(deps, callerOf(request), await userScope(request), request.body),
      read: async (request) => readUser(db, request.params.id, await userScope(request)),
      update: async (request) => {
        const scope = await userScope(request);
        await updateUser(deps, callerOf(request), request.params.id, scope, request.body);
      },
      remove: async (request) =>
        deleteUser(deps, callerOf(request), request.params.id, await userScope(request)),
    },
    state: {
      path: USERS.state,
      summary: 'Enable or disable a user (flip without a body); disabling ends their sessions',
      set: async (request) => {
        const scope = await userScope(request);
        return setUserState(deps, callerOf(request), request.params.id, scope, request.body);
      },
    },
  });
};
