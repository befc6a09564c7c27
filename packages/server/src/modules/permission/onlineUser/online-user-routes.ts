import { ADMIN_BUTTON, ADMIN_MENU, ONLINE_USER_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../../plugins/permission';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { OnlineUserDeps } from './deps';
import { forceOffline } from './force-offline';
import { onlineUserPage } from './online-user-list';

const menu = ADMIN_MENU.onlineUser;
const tags = ['OnlineUser'];

/** Online users: the live sessions, and forced offline of one user. */
export const onlineUserRoutes: FastifyPluginAsyncTypebox<OnlineUserDeps> = async (
  app,
  { db, now, realtime },
) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(
    app,
    ONLINE_USER_ENDPOINTS.list,
    { tags, onRequest: requirePermission({ menu }) },
    async (request) =>
      onlineUserPage(db, request.query, now(), request.t, callerOf(request).dataVersions),
  );

  registerEndpoint(
    app,
    ONLINE_USER_ENDPOINTS.forceOffline,
    { tags, onRequest: requirePermission({ menu, button: ADMIN_BUTTON.forcedOffline }) },
    async (request) => {
      await forceOffline(db, callerOf(request), request.params.userId, now());
      realtime.endSessions(request.params.userId, 'socketForcedOffline');
      return null;
    },
  );
};
