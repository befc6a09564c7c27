import { ADMIN_BUTTON, USER_ENDPOINTS, USER_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import { requirePermission } from '../../../plugins/permission';
import { resetPassword } from './user-actions';
import { userScopeOf } from './user-scope';

/** Reset password: it ends the user's sessions. Enable/disable is with the standard routes. */
export const userActionRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  registerEndpoint(
    app,
    USER_ENDPOINTS.resetPassword,
    {
      tags: [USER_RESOURCE.tag],
      onRequest: requirePermission({
        menu: USER_RESOURCE.name,
        button: ADMIN_BUTTON.resetPassword,
      }),
      message: 'passwordReset',
    },
    async (request) => {
      const caller = callerOf(request);
      const scope = await userScopeOf(caller);
      await resetPassword(deps, caller, request.params.id, scope, request.body);
      deps.realtime.endSessions(request.params.id, 'socketPasswordChanged');
      return null;
    },
  );
};
