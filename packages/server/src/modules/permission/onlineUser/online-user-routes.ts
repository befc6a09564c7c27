import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  EmptyResponse,
  ONLINE_USER,
  OnlineUserPageResponse,
  OnlineUserParams,
  OnlineUserQuery,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../plugins/envelope/envelope';
import { requirePermission } from '../../../plugins/permission';
import { callerOf } from '../../../plugins/permission/delegation';
import { errorResponses } from '../../../kernel/http/error-responses';
import type { OnlineUserDeps } from './deps';
import { forceOffline } from './force-offline';
import { onlineUserPage } from './online-user-list';

const menu = ADMIN_MENU.onlineUser;
const tags = ['online users'];

/** Online users: the live sessions, and forced offline of one user. */
export const onlineUserRoutes: FastifyPluginAsyncTypebox<OnlineUserDeps> = async (
  app,
  { db, now },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    ONLINE_USER.list,
    {
      schema: {
        tags,
        summary: 'Live sessions, newest sign-in first, paged',
        querystring: OnlineUserQuery,
        response: { 200: OnlineUserPageResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => ok(request, await onlineUserPage(db, request.query, now(), request.t)),
  );

  app.delete(
    ONLINE_USER.one,
    {
      schema: {
        tags,
        summary: 'Forced offline: ends every session of the user',
        params: OnlineUserParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.forcedOffline }),
    },
    async (request) => {
      await forceOffline(db, callerOf(request), request.params.userId, now());
      return ok(request, null);
    },
  );
};
