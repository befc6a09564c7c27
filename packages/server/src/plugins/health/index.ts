import { HealthResponse, SERVICE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../envelope/envelope';
import { aboutRoute } from './about-route';

/**
 * GET /health for anyone (status only) and the server's details for administrators. The database
 * is described when asked: the server sets its routes up while the database opens.
 */
export const healthRoute: FastifyPluginAsyncTypebox<{ describeDatabase: () => string }> = async (
  app,
  options,
) => {
  app.get(
    SERVICE.health,
    { schema: { tags: ['service'], response: { 200: HealthResponse } } },
    async (request) => ok(request, { status: 'ok' as const }),
  );
  await app.register(aboutRoute, options);
};
