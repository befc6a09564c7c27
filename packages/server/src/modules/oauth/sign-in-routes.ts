import { OAUTH_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import type { OauthDeps } from './deps';
import { findMainUserByMobile, isMobile } from './find-user';
import { signIn } from './sign-in';
import { issueCode } from './sms-codes';

const tags = ['OAuth'];

/** The routes open to callers without a token: Login and sendSms. */
export const signInRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  const config = {
    rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 },
  };

  registerEndpoint(
    app,
    OAUTH_ENDPOINTS.login,
    {
      tags,
      config,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      message: 'loginOk',
    },
    async (request) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      return signIn(deps, request.body, client);
    },
  );

  registerEndpoint(
    app,
    OAUTH_ENDPOINTS.sendSms,
    { tags, config, message: 'smsSent' },
    async (request) => {
      const mobile = request.params.mobile.trim();
      if (!isMobile(mobile)) throw badRequest('badMobile');
      const issued = await issueCode(deps.db, mobile, deps.now());
      if ('waitMs' in issued) {
        throw new ApiError(429, 429, 'smsTooSoon', { seconds: Math.ceil(issued.waitMs / 1000) });
      }
      const user = await findMainUserByMobile(deps.db, mobile);
      if (user?.enabled) {
        // A failed delivery is logged, not reported: the answer must not tell users apart.
        await deps.smsSender.send(mobile, issued.code).catch((error: unknown) => {
          request.log.error({ err: error, mobile }, 'verification code delivery failed');
        });
      }
      return null;
    },
  );
};
