/** Strips `basename` from a pathname; returns null when the path is outside the shell. */
export function shellPath(pathname: string, basename: string): string | null {
  const base = basename.replace(/\/+$/, '');
  if (!base) return pathname || '/';
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/**
 * /home accepts ?token= and signs the user in. Returns the token and the same URL
 * without it, so that the token does not stay in the address bar or the history.
 */
export function takeUrlToken(
  url: URL,
  basename: string,
): { token: string; cleanedUrl: string } | null {
  if (shellPath(url.pathname, basename) !== '/home') return null;
  const token = url.searchParams.get('token');
  if (!token) return null;
  const cleaned = new URL(url.href);
  cleaned.searchParams.delete('token');
  return { token, cleanedUrl: cleaned.pathname + cleaned.search + cleaned.hash };
}
