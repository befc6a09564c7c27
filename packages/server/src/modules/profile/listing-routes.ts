import {
  AuthorizeResponse,
  CURRENT_USER,
  SubordinateResponse,
  SystemLogQuery,
  SystemLogResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../plugins/auth/signed-in';
import { ok } from '../../plugins/envelope/envelope';
import { menuAccess } from '../../kernel/menu/menu-access';
import { errorResponses } from '../../kernel/http/error-responses';
import { authorizeTree } from './authorize-tree';
import type { CurrentUserDeps } from './deps';
import { listSubordinates } from './subordinates';
import { systemLogPage } from './system-log';

/** What the profile page lists: subordinates, authorisations and the sign-in log. */
export const listingRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  app.get(
    CURRENT_USER.subordinate,
    {
      schema: {
        tags: ['current user'],
        summary: 'The users whose manager is the signed-in user',
        querystring: TimestampQuery,
        response: { 200: SubordinateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const list = await listSubordinates(deps.db, signedIn(request).user.id);
      return ok(request, { list });
    },
  );

  app.get(
    CURRENT_USER.authorize,
    {
      schema: {
        tags: ['current user'],
        summary: "The signed-in user's visible menu tree with the granted codes of each entry",
        querystring: TimestampQuery,
        response: { 200: AuthorizeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const access = await menuAccess(deps.db, signedIn(request).user);
      return ok(request, { list: authorizeTree(access) });
    },
  );

  app.get(
    CURRENT_USER.systemLog,
    {
      schema: {
        tags: ['current user'],
        summary: "The signed-in user's own sign-ins, newest first, paged",
        querystring: SystemLogQuery,
        response: { 200: SystemLogResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      return ok(request, await systemLogPage(deps.db, user.id, request.query, request.t));
    },
  );
};
