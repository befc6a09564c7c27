import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The request headers the shell sends to its API: the bearer token, JSON and form bodies, and the
 * interface language the server translates its messages into.
 */
export const SHELL_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language'];

/**
 * Admits the configured host portals (and the server's own origin) to the API, the shell's
 * index.html and its scripts such as remoteEntry.js, which hosts fetch cross-origin.
 * Other origins get no CORS headers, so browsers refuse them.
 *
 * An embedded shell runs on the host's origin and calls its API on ours, so every write (PUT,
 * DELETE, ...) is preflighted: the preflight allows every method some route of the API answers,
 * collected as the routes are registered, so a new kind of route cannot be forgotten here.
 */
export async function installCors(app: FastifyInstance, hostOrigins: string[]): Promise<void> {
  const allowed = new Set(hostOrigins);
  const methods = new Set<string>(['OPTIONS']);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
  });
  // No route can be added once the server is ready.
  let allowedMethods: string[] = [];
  app.addHook('onReady', async () => {
    allowedMethods = [...methods].sort();
  });
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const own = `${request.protocol}://${request.host}`;
      const admit = origin !== undefined && (allowed.has(origin) || origin === own);
      callback(null, {
        origin: admit ? origin : false,
        methods: allowedMethods,
        allowedHeaders: SHELL_REQUEST_HEADERS,
        maxAge: 600,
      });
    },
  });
}
