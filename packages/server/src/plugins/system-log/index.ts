import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LogWriter } from '../../kernel/logs/log-writer';
import { redactedBodyText } from '../../kernel/logs/redact-body';
import { logSerializers } from '../../logging/serializers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The system log's batched writer. */
    logWriter: LogWriter;
  }
  interface FastifyContextConfig {
    /** `false`: this route's writes are not operation-logged (e.g. the client error report). */
    operationLog?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PATH_LIMIT = 500;

/** The path without its query: the `n` timestamp is noise and a query may carry a token. */
export function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > PATH_LIMIT ? path.slice(0, PATH_LIMIT) : path;
}

export const MESSAGE_LIMIT = 2000;
export const STACK_LIMIT = 8000;

/**
 * Feeds the system log: every write of a signed-in caller becomes an operation row once its
 * answer is sent (who, page, method, path, status, duration, the body without secrets), and every
 * unexpected failure an error row under the trace id its answer carries. Rows go to the batched
 * writer; the request does not wait for them.
 */
export function installSystemLog(app: FastifyInstance, writer: LogWriter): void {
  app.decorate('logWriter', writer);
  app.addHook('onClose', async () => writer.close());
  if (writer.operationsOn) {
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!WRITES.has(request.method) || request.user === null) return;
      if (request.routeOptions.config.operationLog === false) return;
      writer.operation({
        at: new Date(Date.now() - Math.round(reply.elapsedTime)),
        userId: request.user.id,
        account: request.user.account,
        menuCode: request.guardMenu,
        method: request.method,
        path: pathOf(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        ip: request.ip,
        body: redactedBodyText(request.body),
      });
    });
  }
}

/** The error row of an unexpected failure (the envelope's `onServerError`). */
export function serverErrorLogger(writer: LogWriter) {
  return (request: FastifyRequest, error: Error | FastifyError, traceId: string): void => {
    // As the request log shows it: a failed statement's bound parameters (what a client sent:
    // passwords, personal data) hidden, the statement kept.
    const shown = logSerializers.err(error);
    writer.error({
      at: new Date(),
      source: 'server',
      traceId,
      userId: request.user?.id ?? '',
      account: request.user?.account ?? '',
      method: request.method,
      path: pathOf(request.url),
      message: `${error.name}: ${shown.message}`.slice(0, MESSAGE_LIMIT),
      stack: shown.stack.slice(0, STACK_LIMIT),
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
    });
  };
}
