import { SERVICE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { administratorsOnly } from '../permission/require-permission';
import { registerEndpoint } from '../../kernel/http/endpoint-route';

/**
 * GET /api/system/About: the database, its version and where it lives, for the about dialog of
 * administrators only; to anyone else they would be a map for an attack.
 */
export const aboutRoute: FastifyPluginAsyncTypebox<{ describeDatabase: () => string }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', app.authenticate);
  registerEndpoint(
    app,
    SERVICE_ENDPOINTS.about,
    { tags: ['Service'], onRequest: administratorsOnly },
    async () => ({
      database: options.describeDatabase(),
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
};
