import { ADMIN_BUTTON, LOG_ENDPOINTS, LOG_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { ApiError } from '../../../plugins/envelope/api-error';
import { requirePermission } from '../../../plugins/permission';
import { signedIn } from '../../../plugins/auth/signed-in';
import {
  CLIENT_ERRORS_PER_MINUTE,
  CLIENT_ERRORS_PER_USER_MINUTE,
  MinuteBudget,
  recordClientError,
} from './client-error';
import type { LogDeps } from './deps';
import { errorLogDetail, errorLogPage } from './error-log-list';
import { clearLogs, removeLogs } from './log-removal';
import { operationLogDetail, operationLogPage } from './operation-log-list';
import { signInLogPage } from './sign-in-log-list';

const tags = ['Log'];
const menu = LOG_PAGE;
const read = requirePermission({ menu });
const removeButton = requirePermission({ menu, button: ADMIN_BUTTON.remove });

/**
 * Deleting logs erases the trace of what people did: administrators only, whatever the grant.
 * A delegated administrator holding the page (and even its delete button) reads, but never
 * deletes.
 */
async function administratorRemoves(request: FastifyRequest): Promise<void> {
  await removeButton(request);
  if (!signedIn(request).user.isAdministrator) {
    throw new ApiError(403, 403, 'logDeleteAdministratorsOnly');
  }
}

/** The report counter's key: the session's token, never kept in clear. */
function tokenKey(request: FastifyRequest): string {
  const header = request.headers.authorization ?? request.ip;
  return createHash('sha256').update(header).digest('hex');
}

/** The system log: three lists, two details, deletion, and the shell's error report. */
export const logRoutes: FastifyPluginAsyncTypebox<LogDeps> = async (app, { db, now, logs }) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(app, LOG_ENDPOINTS.signIns, { tags, onRequest: read }, async (request) =>
    signInLogPage(db, callerOf(request), request.query, request.t),
  );
  registerEndpoint(app, LOG_ENDPOINTS.operations, { tags, onRequest: read }, async (request) =>
    operationLogPage(db, callerOf(request), request.query),
  );
  registerEndpoint(app, LOG_ENDPOINTS.operation, { tags, onRequest: read }, async (request) =>
    operationLogDetail(db, callerOf(request), request.params.id),
  );
  registerEndpoint(app, LOG_ENDPOINTS.errors, { tags, onRequest: read }, async (request) =>
    errorLogPage(db, callerOf(request), request.query),
  );
  registerEndpoint(app, LOG_ENDPOINTS.error, { tags, onRequest: read }, async (request) =>
    errorLogDetail(db, callerOf(request), request.params.id),
  );
  registerEndpoint(
    app,
    LOG_ENDPOINTS.remove,
    { tags, onRequest: administratorRemoves },
    async (request) => removeLogs(db, request.body),
  );
  registerEndpoint(
    app,
    LOG_ENDPOINTS.clear,
    { tags, onRequest: administratorRemoves },
    async (request) => clearLogs(db, request.body, now()),
  );

  const budget = new MinuteBudget(CLIENT_ERRORS_PER_MINUTE, now);
  registerEndpoint(
    app,
    LOG_ENDPOINTS.clientError,
    {
      tags,
      config: {
        // The report is itself a log row: not an operation as well.
        operationLog: false,
        rateLimit: {
          max: CLIENT_ERRORS_PER_USER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: tokenKey,
        },
      },
    },
    async (request) => {
      if (!budget.take()) throw new ApiError(429, 429, 'clientErrorsBusy');
      recordClientError(logs, request, request.body, now());
      return null;
    },
  );
};
