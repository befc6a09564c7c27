import type { EmbedKind } from '../kernel/mount-options';

/** The parts of the shell's window that say where it runs and who embeds it. */
export interface BrowsingContext {
  href: string;
  origin: string;
  /** Origins of the enclosing frames, nearest first; Chromium and Safari only. */
  ancestorOrigins?: ArrayLike<string>;
  referrer: string;
  inFrame: boolean;
}

export function currentBrowsingContext(): BrowsingContext {
  return {
    href: window.location.href,
    origin: window.location.origin,
    ancestorOrigins: window.location.ancestorOrigins,
    referrer: document.referrer,
    inFrame: window.parent !== window,
  };
}

/** How the main entry runs when qiankun did not load it: a page of its own, or inside an iframe. */
export function pageEmbed(context: BrowsingContext): EmbedKind {
  return context.inFrame ? 'iframe' : 'standalone';
}

/**
 * The API lives on the origin the shell's scripts came from, which differs from the page's origin
 * when a host on another origin embeds the shell.
 */
export function resolveApiBase(publicPath: string, context: BrowsingContext): string {
  return new URL(publicPath, context.href).origin;
}

/** Where `shell:login-required` may be posted: the host page's origin, never '*'. */
export function resolveHostOrigin(embed: EmbedKind, context: BrowsingContext): string | undefined {
  switch (embed) {
    case 'standalone':
      return undefined;
    // Both run the shell inside the host's own window.
    case 'qiankun':
    case 'federation':
      return context.origin;
    case 'iframe': {
      const ancestor = context.ancestorOrigins?.[0];
      if (ancestor) return ancestor;
      // Firefox has no ancestorOrigins; the referrer is the embedding page unless a policy hides it.
      return context.referrer ? new URL(context.referrer).origin : undefined;
    }
  }
}

/** The run-time public path webpack resolved; outside webpack (tests) the page itself. */
export function scriptPublicPath(context: BrowsingContext): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : context.href;
}
