/** One entry of the allow-list: a host name or address, and a port when the entry names one. */
export interface AllowedHost {
  /** Lower case; an IPv6 address without brackets. */
  host: string;
  port: number | undefined;
  /** The entry as stored. */
  text: string;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*\.?$/;

/**
 * Reads the allow-list of the system configuration: `host` or `host:port` (IPv6 in brackets),
 * separated by commas, blanks or new lines. Answers undefined when an entry is not one.
 */
export function parseAllowedHosts(text: string): AllowedHost[] | undefined {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const hosts: AllowedHost[] = [];
  for (const entry of entries) {
    const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry);
    if (match === null) return undefined;
    const [, rawHost = '', rawPort] = match;
    const port = rawPort === undefined ? undefined : Number(rawPort);
    if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
    const host = rawHost.startsWith('[') ? rawHost.slice(1, -1) : rawHost;
    if (!rawHost.startsWith('[') && !HOST_NAME.test(host)) return undefined;
    hosts.push({ host, port, text: entry });
  }
  return hosts;
}

/** Whether a URL's host and port are on the list (an entry without a port admits every port). */
export function isAllowedHost(list: readonly AllowedHost[], url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return list.some(
    (entry) => entry.host === host && (entry.port === undefined || entry.port === port),
  );
}
