import { SERVICE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import { aboutRoute } from './about-route';

/**
 * GET /health for anyone (status only) and the server's details for administrators. The database
 * is described when asked: the server sets its routes up while the database opens.
 */
export const healthRoute: FastifyPluginAsyncTypebox<{ describeDatabase: () => string }> = async (
  app,
  options,
) => {
  registerEndpoint(app, SERVICE_ENDPOINTS.health, { tags: ['Service'] }, async () => ({
    status: 'ok' as const,
  }));
  await app.register(aboutRoute, options);
};
