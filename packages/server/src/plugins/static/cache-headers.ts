import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { OWN_FRAMES_ONLY, shellPolicy } from './content-security';

// webpack's [contenthash] puts 8+ hex characters before the extension.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|ttf|svg|png|jpe?g|gif|webp|ico)$/i;

export interface HtmlPolicy {
  /** The shell's index.html, which hosts may frame. */
  shellIndex: string;
  /** Origins that may frame the shell besides its own. */
  hostOrigins: string[];
}

/**
 * Hashed assets never change, so they are cached for a year; everything else (index.html,
 * remoteEntry.js, unhashed files) is revalidated on every load, so a new build shows at once.
 * The shell's HTML gets its policy (which lets the configured hosts frame it); every other page
 * (the host demo) may be framed by its own origin only, and tells the pages it frames its origin:
 * a shell in an iframe finds its host by the referrer where the browser has no ancestorOrigins.
 * Those pages carry no token in their address, unlike the shell's.
 */
export function applyStaticHeaders(reply: FastifyReply, filePath: string, policy: HtmlPolicy) {
  const immutable = HASHED_NAME.test(path.basename(filePath));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (path.resolve(filePath) === path.resolve(policy.shellIndex)) {
    reply.header('content-security-policy', shellPolicy(policy.hostOrigins));
  } else if (/\.html?$/i.test(filePath)) {
    reply.header('content-security-policy', OWN_FRAMES_ONLY);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  }
}
