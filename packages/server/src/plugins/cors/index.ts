import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Admits the configured host portals (and the server's own origin) to the API, the shell's
 * index.html and its scripts such as remoteEntry.js, which hosts fetch cross-origin.
 * Other origins get no CORS headers, so browsers refuse them.
 */
export async function installCors(app: FastifyInstance, hostOrigins: string[]): Promise<void> {
  const allowed = new Set(hostOrigins);
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const own = `${request.protocol}://${request.host}`;
      const admit = origin !== undefined && (allowed.has(origin) || origin === own);
      callback(null, { origin: admit ? origin : false, maxAge: 600 });
    },
  });
}
