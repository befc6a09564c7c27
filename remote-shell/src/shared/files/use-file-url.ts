import { useShellContext } from '../../kernel/hooks';

/**
 * The server answers download URLs as paths (`/api/file/Download/...`); the shell may run on
 * another origin than its API, so such paths are resolved against the mount's API base.
 */
export function resolveFileUrl(apiBase: string, url: string): string | undefined {
  if (!url) return undefined;
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${apiBase.replace(/\/$/, '')}${url}`;
}

/** `resolveFileUrl` against the mount's API base. */
export function useFileUrl(url: string): string | undefined {
  const { apiBase } = useShellContext().options;
  return resolveFileUrl(apiBase, url);
}
