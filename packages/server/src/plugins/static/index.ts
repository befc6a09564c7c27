import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { NotFoundFallback } from '../envelope';
import { applyStaticHeaders, type HtmlPolicy } from './cache-headers';

export const HOST_DEMO_PREFIX = '/host-demo/';

/**
 * Serves the built shell at / and the host demo at /host-demo/ when their folders exist, and
 * returns the history-mode fallback: an HTML navigation outside /api that matched no file gets
 * the right index.html, so deep links such as /home survive a reload.
 */
export async function installStatic(
  app: FastifyInstance,
  config: Pick<AppConfig, 'shellDist' | 'hostDemoDist' | 'hostOrigins'>,
): Promise<NotFoundFallback> {
  const shellIndex = path.join(config.shellDist, 'index.html');
  const policy: HtmlPolicy = { shellIndex, hostOrigins: config.hostOrigins };
  const setHeaders = (reply: FastifyReply, filePath: string) =>
    applyStaticHeaders(reply, filePath, policy);
  const hasShell = existsSync(shellIndex);
  const hasHostDemo = existsSync(path.join(config.hostDemoDist, 'index.html'));

  // sendFile is decorated by whichever registration comes first; the other must not repeat it.
  let decorateReply = true;
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: config.shellDist,
      prefix: '/',
      cacheControl: false,
      setHeaders,
    });
    decorateReply = false;
  }
  if (hasHostDemo) {
    await app.register(fastifyStatic, {
      root: config.hostDemoDist,
      prefix: HOST_DEMO_PREFIX,
      cacheControl: false,
      decorateReply,
      setHeaders,
    });
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    const underHostDemo = `${pathname}/`.startsWith(HOST_DEMO_PREFIX);
    const root = underHostDemo
      ? hasHostDemo
        ? config.hostDemoDist
        : undefined
      : hasShell
        ? config.shellDist
        : undefined;
    if (root === undefined) return false;
    setHeaders(reply, path.join(root, 'index.html'));
    await reply
      .type('text/html; charset=utf-8')
      .sendFile('index.html', root, { cacheControl: false });
    return true;
  };
}
