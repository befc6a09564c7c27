import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: the platform family's toggles send PUT without a body; treat it as `{}` so
 * that the body schema (all fields optional) still validates everything that is sent.
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
