import { ServerDetailsResponse, SERVICE, TimestampQuery } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../auth/signed-in';
import { ok } from '../envelope/envelope';
import { permissionDenied } from '../permission/require-permission';
import { errorResponses } from '../../kernel/http/error-responses';

/**
 * GET /api/system/About: the database, its version and where it lives, for the about dialog of
 * administrators only; to anyone else they would be a map for an attack.
 */
export const aboutRoute: FastifyPluginAsyncTypebox<{ describeDatabase: () => string }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    SERVICE.about,
    {
      schema: {
        tags: ['service'],
        summary: "The server's database and uptime (administrators)",
        querystring: TimestampQuery,
        response: { 200: ServerDetailsResponse, ...errorResponses },
      },
    },
    async (request) => {
      if (!signedIn(request).user.isAdministrator) throw permissionDenied();
      return ok(request, {
        database: options.describeDatabase(),
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
