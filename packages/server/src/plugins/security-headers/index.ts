import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Sent with every answer, errors and static files included: browsers must not guess a type other
 * than the one declared (an upload served as text must never run as a page), and no page or
 * request tells other sites where it came from (the shell's URLs can carry a sign-in token).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** Must run before any other plugin, so that the hook covers their routes and refusals too. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply: FastifyReply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
