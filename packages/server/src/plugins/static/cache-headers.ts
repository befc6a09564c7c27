import path from 'node:path';
import type { FastifyReply } from 'fastify';

// webpack's [contenthash] puts 8+ hex characters before the extension.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|ttf|svg|png|jpe?g|gif|webp|ico)$/i;

export interface HtmlPolicy {
  /** The shell's index.html, which hosts may frame. */
  shellIndex: string;
  /** `frame-ancestors` sources besides 'self'. */
  hostOrigins: string[];
}

/**
 * Hashed assets never change, so they are cached for a year; everything else (index.html,
 * remoteEntry.js, unhashed files) is revalidated on every load, so a new build shows at once.
 * Only the shell's HTML may be framed, and only by itself and the configured hosts.
 */
export function applyStaticHeaders(reply: FastifyReply, filePath: string, policy: HtmlPolicy) {
  const immutable = HASHED_NAME.test(path.basename(filePath));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (path.resolve(filePath) === path.resolve(policy.shellIndex)) {
    const sources = ["'self'", ...policy.hostOrigins].join(' ');
    reply.header('content-security-policy', `frame-ancestors ${sources}`);
  }
}
