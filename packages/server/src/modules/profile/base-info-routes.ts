import { PROFILE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../plugins/auth/signed-in';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import { loadBaseInfo } from './base-info';
import type { CurrentUserDeps } from './deps';
import { updateBaseInfo } from './update-base-info';

const tags = ['Profile'];

/** GET and PUT .../Current/BaseInfo. */
export const baseInfoRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  registerEndpoint(app, PROFILE_ENDPOINTS.baseInfo, { tags }, async (request) =>
    loadBaseInfo(deps.db, signedIn(request).session, request.t),
  );

  registerEndpoint(app, PROFILE_ENDPOINTS.updateBaseInfo, { tags }, async (request) => {
    await updateBaseInfo(deps.db, signedIn(request).user.id, request.body);
    return null;
  });
};
