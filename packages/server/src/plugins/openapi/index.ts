import swagger from '@fastify/swagger';
import { SERVICE } from '@mepm/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Collects every route schema into an OpenAPI document. Must be installed before the routes;
 * the document is served bare (not in the envelope) because API tools expect it so.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Enterprise management platform API',
        description: 'Every response is the envelope {code, msg, data}; 200 is success.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  app.get(SERVICE.openApi, { schema: { hide: true } }, async () => app.swagger());
}
