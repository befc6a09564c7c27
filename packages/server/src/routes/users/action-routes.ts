import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  EmptyResponse,
  IdParams,
  ResetPasswordBody,
  StateBody,
  StateResponse,
  TimestampQuery,
  USERS,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../plugins/auth/signed-in';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import type { AdminDeps } from '../admin-common/deps';
import { emptyBodyAsObject } from '../admin-common/empty-body';
import { errorResponses } from '../oauth/schemas';
import { resetPassword, setUserState } from './user-actions';
import { userScope } from './user-scope';

const menu = ADMIN_MENU.user;
const tags = ['users'];

/** Reset password and enable/disable: both end the user's sessions. */
export const userActionRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.post(
    USERS.resetPassword,
    {
      schema: {
        tags,
        summary: "Set a user's password (md5 hex) and end all their sessions",
        params: IdParams,
        querystring: TimestampQuery,
        body: ResetPasswordBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.resetPassword }),
    },
    async (request) => {
      await resetPassword(deps, request.params.id, await userScope(request), request.body);
      return ok(request, null, 'passwordReset');
    },
  );

  app.put(
    USERS.state,
    {
      schema: {
        tags,
        summary: 'Enable or disable a user (flip without a body); disabling ends their sessions',
        params: IdParams,
        querystring: TimestampQuery,
        body: StateBody,
        response: { 200: StateResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.state }),
      preValidation: emptyBodyAsObject,
    },
    async (request) => {
      const { user } = signedIn(request);
      const scope = await userScope(request);
      return ok(request, await setUserState(deps, user.id, request.params.id, scope, request.body));
    },
  );
};
