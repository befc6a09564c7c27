import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../envelope/api-error';
import { findNul } from './find-nul';

/** Which part of the request a value came from (field names of messages-input.ts). */
export type RequestPart = 'requestPath' | 'requestQuery' | 'requestBody';

/**
 * Refuses U+0000 in path parameters, the query and the parsed body (JSON or form) of every
 * route with a 400 naming the field, before validation, handlers and the database see it.
 * Multipart bodies are read by their route, which applies `refuseNul` to each field.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuseNul(request.params, 'requestPath');
    refuseNul(request.query, 'requestQuery');
    refuseNul(request.body, 'requestBody');
  });
}

/** Throws the translated 400 when `value` holds U+0000 in any string or key. */
export function refuseNul(value: unknown, part: RequestPart): void {
  const path = findNul(value);
  if (path !== undefined) throw badRequest('nulCharacter', { field: fieldOf(path, part) });
}

function fieldOf(path: string[], part: RequestPart): string {
  // List positions and the wildcard parameter say nothing to a person: name the list or the part.
  const named = path.filter((name) => !/^\d+$/.test(name) && name !== '*');
  return named.at(-1) ?? part;
}
