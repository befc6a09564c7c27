import { USER_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { setUserState } from './user-actions';
import { checkedUser } from './user-checks';
import { listUsers } from './user-list';
import { readUser } from './user-read';
import { USER_SCOPE } from './user-scope';
import { createUser, deleteUser, prepareNewUser, updateUser } from './user-write';

/**
 * The users page: list, create, read, edit, delete and enable/disable, all within the caller's
 * data scope (applied by the shared routes through USER_SCOPE). Create also takes the initial
 * password, which edits leave alone.
 */
export const userAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const { db } = deps;
  registerAdminCrud(app, db, {
    resource: USER_RESOURCE,
    scope: USER_SCOPE,
    service: {
      list: (ctx, query) => listUsers(db, ctx, query),
      read: (_ctx, id) => readUser(db, id),
      create: async (ctx, body) => {
        const user = await prepareNewUser(deps, body);
        return ctx.write((tx) => createUser(tx, ctx.caller, user));
      },
      update: async (ctx, id, body) => {
        const checked = await checkedUser(db, body, id);
        await ctx.write((tx) => updateUser(tx, deps.now(), ctx.caller, id, checked));
        if (checked.values.enabled === false)
          deps.realtime.endSessions(id, 'socketAccountDisabled');
      },
      remove: async (ctx, id) => {
        await ctx.write((tx) => deleteUser(tx, ctx.caller, id));
        deps.realtime.endSessions(id, 'socketAccountDisabled');
      },
      setState: async (ctx, id, body) => {
        const state = await ctx.write((tx) => setUserState(tx, deps.now(), ctx.caller, id, body));
        if (!state.enabled) deps.realtime.endSessions(id, 'socketAccountDisabled');
        return state;
      },
    },
  });
};
