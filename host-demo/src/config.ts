/** Where the host demo lives and where the embedded shell's routes start. */
export const HOST_BASE = '/host-demo/';
export const SHELL_BASENAME = '/host-demo/shell';

const REMOTE_KEY = 'host-demo:remote';

/**
 * The shell's origin: the page's own by default; `?remote=http://host:port` embeds a shell served
 * elsewhere. It is remembered for the tab because the shell's router drops the host's query string.
 */
export function remoteOrigin(): string {
  const fromQuery = new URL(window.location.href).searchParams.get('remote');
  if (fromQuery) {
    const origin = new URL(fromQuery).origin;
    sessionStorage.setItem(REMOTE_KEY, origin);
    return origin;
  }
  return sessionStorage.getItem(REMOTE_KEY) ?? window.location.origin;
}
