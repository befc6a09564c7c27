import { SCAN_LOGIN_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import { signedIn } from '../../plugins/auth/signed-in';
import { ApiError } from '../../plugins/envelope/api-error';
import type { OauthDeps } from './deps';
import { cancelTicket, confirmTicket, scanTicket } from './scan-actions';
import { createScanTicket, pollScanTicket } from './scan-tickets';

const tags = ['OAuth'];

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** The login page's side of scan login: open to callers without a token, limited per address. */
export const scanTicketRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  registerEndpoint(
    app,
    SCAN_LOGIN_ENDPOINTS.create,
    {
      tags,
      config: { rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request) => createScanTicket(deps, clientOf(request)),
  );
  registerEndpoint(
    app,
    SCAN_LOGIN_ENDPOINTS.poll,
    {
      tags,
      config: { rateLimit: { max: deps.config.scanLoginPollsPerMinute, timeWindow: 60_000 } },
    },
    async (request) => pollScanTicket(deps, request.body.ticket, clientOf(request)),
  );
};

/** The signed-in side: scan, confirm or cancel a code, limited per user against guessing. */
export const scanActionRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  // One counter per user for the three actions (a route's own limit would count each apart),
  // wherever they scan from; the authenticate hook has named the user by then.
  const perUser = app.rateLimit({
    max: deps.config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `scan:${signedIn(request).user.id}`,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 429, 'scanTooFrequent', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  const limited = { tags, preValidation: perUser };

  registerEndpoint(app, SCAN_LOGIN_ENDPOINTS.scan, limited, async (request) =>
    scanTicket(deps.db, request.body.code, signedIn(request).user.id, deps.now(), request.t),
  );
  registerEndpoint(
    app,
    SCAN_LOGIN_ENDPOINTS.confirm,
    { ...limited, message: 'scanConfirmed' },
    async (request) => {
      const { user, session } = signedIn(request);
      const confirmer = { userId: user.id, sessionId: session.id };
      return confirmTicket(deps.db, request.body.code, confirmer, deps.now());
    },
  );
  registerEndpoint(
    app,
    SCAN_LOGIN_ENDPOINTS.cancel,
    { ...limited, message: 'scanCancelled' },
    async (request) =>
      cancelTicket(deps.db, request.body.code, signedIn(request).user.id, deps.now()),
  );
};
