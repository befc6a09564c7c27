import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../../kernel/i18n/catalog';

export interface EnvelopeBody<T> {
  code: number;
  msg: string;
  data: T;
}

/** The success envelope, its msg in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'ok'): EnvelopeBody<T> {
  return { code: 200, msg: request.t(key), data };
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: number,
  msg: string,
  traceId?: string,
): FastifyReply {
  return reply
    .status(statusCode)
    .send(traceId === undefined ? { code, msg, data: null } : { code, msg, data: null, traceId });
}
