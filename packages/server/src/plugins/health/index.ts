import { HealthResponse, SERVICE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../envelope/envelope';

/** The database is described when asked: the server sets its routes up while it opens. */
export const healthRoute: FastifyPluginAsyncTypebox<{ describeDatabase: () => string }> = async (
  app,
  options,
) => {
  app.get(
    SERVICE.health,
    { schema: { tags: ['service'], response: { 200: HealthResponse } } },
    async (request) =>
      ok(request, {
        status: 'ok' as const,
        database: options.describeDatabase(),
        uptimeSeconds: Math.round(process.uptime()),
      }),
  );
};
