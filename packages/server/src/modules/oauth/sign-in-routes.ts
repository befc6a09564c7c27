import {
  LoginBody,
  LoginResponse,
  OAUTH,
  SendSmsParams,
  SendSmsResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { ok } from '../../plugins/envelope/envelope';
import type { OauthDeps } from './deps';
import { findMainUserByMobile, isMobile } from './find-user';
import { errorResponses } from '../../kernel/http/error-responses';
import { signIn } from './sign-in';
import { issueCode } from './sms-codes';

/** The routes open to callers without a token: Login and sendSms. */
export const signInRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  const rateLimit = { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    OAUTH.login,
    {
      schema: {
        tags: ['oauth'],
        summary: 'Sign in by account and md5 password, or by mobile and verification code',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: TimestampQuery,
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const result = await signIn(deps, request.body, client);
      return ok(request, result, 'loginOk');
    },
  );

  app.get(
    OAUTH.sendSms,
    {
      schema: {
        tags: ['oauth'],
        summary: 'Send a sign-in verification code to a mobile number',
        params: SendSmsParams,
        querystring: TimestampQuery,
        response: { 200: SendSmsResponse, ...errorResponses },
      },
      config: { rateLimit },
    },
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
      return ok(request, null, 'smsSent');
    },
  );
};
