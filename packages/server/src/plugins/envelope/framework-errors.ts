import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KernelMessageKey } from '../../kernel/i18n/messages';
import { kernelText, languageFromHeader } from '../../kernel/i18n/translate';
import { SECURITY_HEADERS } from '../security-headers';
import { sendError } from './envelope';

/** Router refusals, keyed by Fastify's error code: the answer's status and message. */
const ROUTER_REFUSALS: Record<string, [number, KernelMessageKey]> = {
  FST_ERR_BAD_URL: [400, 'badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'urlParamTooLong'],
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a malformed percent-encoding, a path
 * parameter over `maxParamLength`) arrive here before any hook runs, and get the translated
 * envelope and the security headers like every other answer.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const language = languageFromHeader(request.headers['accept-language']);
  const [status, key] = ROUTER_REFUSALS[error.code] ?? [500, 'serverError'];
  // The error's message repeats the URL, which may carry a token: log the code only.
  if (status >= 500) request.log.error({ code: error.code }, 'router failure');
  else request.log.info({ code: error.code }, 'request refused by the router');
  reply.headers(SECURITY_HEADERS);
  return sendError(reply, status, status, kernelText(language, key));
}

/** Node's parser refusals, keyed by its error code (anything else is a malformed request). */
const CLIENT_REFUSALS: Record<string, [number, KernelMessageKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'requestTimeout'],
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
};

/**
 * Fastify's `clientErrorHandler` option: bytes that are not an HTTP request get the envelope too,
 * in the default language since no header could be read, before the connection closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = CLIENT_REFUSALS[error.code ?? ''] ?? [400, 'badRequest'];
  this.log.debug({ code: error.code }, 'malformed request');
  if (socket.writable) {
    const body = JSON.stringify({ code: status, msg: kernelText('zh', key), data: null });
    const headers = Object.entries({
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
