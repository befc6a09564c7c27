/**
 * Placeholders an administrator may write in a link entry's address (type 7). They are ours,
 * not the original family's: `${dataV}` stands for the data-visualisation host (without a
 * trailing slash) and `${token}` for the signed-in user's token, URL-encoded.
 * Example: `${dataV}/view/42?token=${token}` or `https://bi.example.com/?t=${token}`.
 */
export const LINK_PLACEHOLDERS = {
  dataVisualHost: '${dataV}',
  token: '${token}',
} as const;

export interface ExternalContext {
  token: string;
  dataVisualHost: string;
}

function hostWithoutTrailingSlash(host: string): string {
  return host.replace(/\/+$/, '');
}

export function substitutePlaceholders(address: string, context: ExternalContext): string {
  return address
    .replaceAll(LINK_PLACEHOLDERS.dataVisualHost, hostWithoutTrailingSlash(context.dataVisualHost))
    .replaceAll(LINK_PLACEHOLDERS.token, encodeURIComponent(context.token));
}

/** The data-screen viewer of the visualisation host, signed in through the token in the query. */
export function dataScreenUrl(screenId: string, context: ExternalContext): string {
  const host = hostWithoutTrailingSlash(context.dataVisualHost);
  return `${host}/view/${encodeURIComponent(screenId)}?token=${encodeURIComponent(context.token)}`;
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** An address that leaves the app: it has a scheme or starts with '//'. */
export function isAbsoluteAddress(address: string): boolean {
  return SCHEME.test(address) || address.startsWith('//');
}

/**
 * Only web addresses may become links: a menu entry must never turn into `javascript:` or
 * `data:` in an href, whoever edited it.
 */
export function isSafeAbsoluteAddress(address: string): boolean {
  if (address.startsWith('//')) return true;
  const scheme = SCHEME.exec(address)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https';
}
