import websocket from '@fastify/websocket';
import { CHAT_ENDPOINTS, CHAT_LIMITS, WEBSOCKET_PATH } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import type { ChatDeps } from './deps';
import { signedIn } from '../../plugins/auth/signed-in';
import { isSubcontractor } from '../../kernel/people/subcontractor';
import { ApiError } from '../../plugins/envelope/api-error';
import { conversationList } from './conversation-list';
import { noticePushes } from './notice-pushes';
import { sweepExpiredSessions } from './session-expiry';
import { handleConnection } from './socket-connection';
import { SocketHub } from './socket-hub';
import { GroupCommit } from './group-commit';
import { PresenceTracker } from './presence';

/**
 * The real-time socket and the conversation list (docs/reference/chat.md). No session is asked at the upgrade: the first
 * frame signs in, so the token never sits in a URL or a log line.
 */
export const chatSocketRoutes: FastifyPluginAsyncTypebox<ChatDeps> = async (app, deps) => {
  await app.register(websocket, { options: { maxPayload: CHAT_LIMITS.maxFrameBytes } });
  const hub = new SocketHub();
  const messages = new GroupCommit(deps.db, app.log, deps.config.subcontractorRoleId);
  const presence = new PresenceTracker(hub, deps.realtime, app.log, deps.config.presenceAliveMs);
  const stops = [
    deps.realtime.listen(hub.onEvent),
    deps.realtime.listen(noticePushes(hub, deps.unreadNotices, app.log)),
    sweepExpiredSessions(hub, deps.db, deps.now, app.log),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    await presence.stop();
    hub.closeAll();
  });
  // The websocket plugin keeps upgrade routes out of the OpenAPI document: the frames are the
  // contract (packages/contract/src/chat/chat-socket.ts).
  app.get(WEBSOCKET_PATH, { websocket: true }, (socket, request) => {
    handleConnection({ ...deps, hub, messages, presence, log: request.log }, socket, request.t);
  });

  // The drawer's list: every signed-in user but a subcontractor, their own conversations only.
  registerEndpoint(
    app,
    CHAT_ENDPOINTS.conversations,
    { tags: ['Chat'], onRequest: app.authenticate },
    async (request) => {
      const me = signedIn(request).user.id;
      if (await isSubcontractor(deps.db, me, deps.config.subcontractorRoleId)) {
        throw new ApiError(403, 403, 'chatNotForSubcontractors');
      }
      return { list: await conversationList(deps.db, me) };
    },
  );
};
