/**
 * The Content-Security-Policy of the shell's index.html. The built shell loads its scripts and
 * chunks from its own origin (no inline script, no eval), MUI's emotion writes <style> elements
 * at run time, avatars may be data: or blob: URLs, and it talks only to its own API. Host portals
 * configured in HOST_ORIGINS may frame it; nobody else may.
 */
export function shellPolicy(hostOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...hostOrigins].join(' ')}`,
  ].join('; ');
}

/** Every other page (the host demo): framed by its own origin only. */
export const OWN_FRAMES_ONLY = "frame-ancestors 'self'";
