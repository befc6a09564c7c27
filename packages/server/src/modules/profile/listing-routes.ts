import { PROFILE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../kernel/caller';
import { signedIn } from '../../plugins/auth/signed-in';
import { menuAccess } from '../../kernel/menu/menu-access';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import { authorizeTree } from './authorize-tree';
import type { CurrentUserDeps } from './deps';
import { listSubordinates } from './subordinates';
import { systemLogPage } from './system-log';

const tags = ['Profile'];

/** What the profile page lists: subordinates, authorisations and the sign-in log. */
export const listingRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  registerEndpoint(app, PROFILE_ENDPOINTS.subordinate, { tags }, async (request) => ({
    list: await listSubordinates(deps.db, signedIn(request).user.id),
  }));

  registerEndpoint(app, PROFILE_ENDPOINTS.authorize, { tags }, async (request) => ({
    list: authorizeTree(await menuAccess(deps.db, signedIn(request).user)),
  }));

  registerEndpoint(app, PROFILE_ENDPOINTS.systemLog, { tags }, async (request) =>
    systemLogPage(deps.db, callerOf(request), request.query, request.t),
  );
};
