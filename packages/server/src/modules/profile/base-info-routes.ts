import {
  CURRENT_USER,
  CurrentUserBaseInfoResponse,
  EmptyResponse,
  TimestampQuery,
  UpdateBaseInfoBody,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../plugins/auth/signed-in';
import { ok } from '../../plugins/envelope/envelope';
import { errorResponses } from '../../kernel/http/error-responses';
import { loadBaseInfo } from './base-info';
import type { CurrentUserDeps } from './deps';
import { updateBaseInfo } from './update-base-info';

/** GET and PUT .../Current/BaseInfo. */
export const baseInfoRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  app.get(
    CURRENT_USER.baseInfo,
    {
      schema: {
        tags: ['current user'],
        summary: "The signed-in user's profile",
        querystring: TimestampQuery,
        response: { 200: CurrentUserBaseInfoResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { session } = signedIn(request);
      return ok(request, await loadBaseInfo(deps.db, session, request.t));
    },
  );

  app.put(
    CURRENT_USER.baseInfo,
    {
      schema: {
        tags: ['current user'],
        summary: "Edit the signed-in user's name, gender, mobile, e-mail and signature",
        querystring: TimestampQuery,
        body: UpdateBaseInfoBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
    },
    async (request) => {
      await updateBaseInfo(deps.db, signedIn(request).user.id, request.body);
      return ok(request, null);
    },
  );
};
