import type { FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url';

/**
 * What the request log records of a request: Fastify's default fields, with the secrets of the
 * URL (tokens of iframe and redirect URLs) redacted.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const MAX_CAUSES = 5;

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log records it (type, message, stack, own fields, causes), without the bound
 * parameters of a failed SQL statement: they are what a client sent (passwords, tokens, personal
 * data) and the statement alone is enough to debug.
 */
function serializeError(error: Error, depth = 0): SerializedError {
  // Its own fields (a SQL error's query and params, a Fastify error's code) are not in Error's type.
  const { params, cause, ...fields } = { ...error } as Record<string, unknown>;
  let { message, stack = '' } = error;
  if (Array.isArray(params)) {
    // The SQL error's message and stack spell the parameters out after "params: ".
    const shown = `params: ${String(params)}`;
    const hidden = `params: [${params.length} hidden]`;
    message = message.replace(shown, hidden);
    stack = stack.replace(shown, hidden);
  }
  const causeOf = cause ?? error.cause;
  const serialized: SerializedError = { ...fields, type: error.constructor.name, message, stack };
  if (causeOf instanceof Error && depth < MAX_CAUSES) {
    serialized.cause = serializeError(causeOf, depth + 1);
  }
  return serialized;
}

export const logSerializers = {
  req: serializeRequest,
  err: (error: Error): SerializedError => serializeError(error),
};
