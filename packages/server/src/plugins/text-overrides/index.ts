import { WEBSOCKET_PATH } from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import type { TextOverrides } from '../../kernel/i18n/text-overrides';

/**
 * Keeps the administrators' text overrides current for every API request but the socket's
 * upgrade. The hook runs after
 * every onRequest hook (the session and its table versions are known) and before the body is
 * validated, so that validation messages are translated with the current overrides too.
 */
export function installTextOverrides(app: FastifyInstance, overrides: TextOverrides): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // The socket's upgrade carries no session, so this would cost a query on every connection
    // (a thousand at once after a restart); its few texts use the overrides as last kept.
    if (request.url.split('?')[0] === WEBSOCKET_PATH) return;
    // A failed reload keeps the texts already kept: a translation is no reason to fail a request.
    await overrides.freshen(request.session?.dataVersions).catch((error: unknown) => {
      request.log.warn({ err: error }, 'text overrides not reloaded');
    });
  });
}
