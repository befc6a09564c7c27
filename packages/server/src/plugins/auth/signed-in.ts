import type { FastifyRequest } from 'fastify';
import type { RequestSession, RequestUser } from '.';

/** What the authenticate hook guarantees on the routes it guards. */
export function signedIn(request: FastifyRequest): { session: RequestSession; user: RequestUser } {
  if (request.session === null || request.user === null) {
    throw new Error('route registered without the authenticate hook');
  }
  return { session: request.session, user: request.user };
}
