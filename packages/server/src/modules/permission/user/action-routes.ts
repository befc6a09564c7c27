import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  EmptyResponse,
  IdParams,
  ResetPasswordBody,
  TimestampQuery,
  USERS,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../plugins/envelope/envelope';
import { requirePermission } from '../../../plugins/permission';
import { callerOf } from '../../../plugins/permission/delegation';
import type { AdminDeps } from '../../../kernel/module-deps';
import { errorResponses } from '../../../kernel/http/error-responses';
import { resetPassword } from './user-actions';
import { userScope } from './user-scope';

/** Reset password: it ends the user's sessions. Enable/disable is with the standard routes. */
export const userActionRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.post(
    USERS.resetPassword,
    {
      schema: {
        tags: ['users'],
        summary: "Set a user's password (md5 hex) and end all their sessions",
        params: IdParams,
        querystring: TimestampQuery,
        body: ResetPasswordBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu: ADMIN_MENU.user, button: ADMIN_BUTTON.resetPassword }),
    },
    async (request) => {
      const scope = await userScope(request);
      await resetPassword(deps, callerOf(request), request.params.id, scope, request.body);
      return ok(request, null, 'passwordReset');
    },
  );
};
