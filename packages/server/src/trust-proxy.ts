import { isIP } from 'node:net';

/**
 * Which proxies may tell the client's address in X-Forwarded-For: how many hops in front of the
 * server (0: none, the connection's address is the client's), or the proxies' own addresses.
 */
export type TrustProxy = number | string[];

export const MAX_PROXY_HOPS = 10;
/** Named ranges the address matcher knows besides addresses and CIDRs. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Reads TRUST_PROXY: `false`, `true` (one hop), a hop count, or comma-separated proxy addresses
 * and CIDRs. `true` used to trust every hop, which let a client pick its own address.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const proxies = raw.split(',').map((item) => item.trim());
  const hops = /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (hops !== undefined && hops <= MAX_PROXY_HOPS) return hops;
  if (hops !== undefined || !proxies.every(isProxyAddress)) {
    problems.push(
      `TRUST_PROXY must be false, true, a hop count from 0 to ${MAX_PROXY_HOPS} or ` +
        `comma-separated proxy addresses or CIDRs, got "${raw}"`,
    );
    return 0;
  }
  return proxies;
}

function isProxyAddress(item: string): boolean {
  if (RANGE_NAMES.includes(item) || isIP(item) !== 0) return true;
  const match = /^(.+)\/(\d{1,3})$/.exec(item);
  if (match === null) return false;
  const [, address = '', bits = ''] = match;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

type FastifyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's form of the setting, so that request.ip is the address the last trusted proxy saw.
 * Fastify itself refuses plain hop counts (a direct client could claim hops), so the count
 * becomes a function: hop 0 is the connection, hop 1 the last X-Forwarded-For entry, and so on.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyTrust {
  if (Array.isArray(trust)) return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
