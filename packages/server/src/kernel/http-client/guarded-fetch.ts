import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedHost, type AllowedHost } from './allowed-hosts';
import { isPublicAddress } from './public-address';

/** Why a call made on a person's behalf did not happen or did not finish. */
export type RefusalReason =
  | 'scheme'
  | 'privateAddress'
  | 'unresolved'
  | 'timeout'
  | 'tooLarge'
  | 'tooManyRedirects'
  | 'failed';

export class HttpCallError extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail = '',
  ) {
    super(detail === '' ? reason : `${reason}: ${detail}`);
  }
}

export interface GuardedRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Readonly<Record<string, string>>;
  body?: string;
}

export interface GuardLimits {
  /** Hosts that may resolve to private addresses. */
  allowed: readonly AllowedHost[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface GuardedResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

type Address = { address: string; family: 4 | 6 };

/** Every address the host resolves to; an address literal is itself. */
async function addressesOf(hostname: string): Promise<Address[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4 || family === 6) return [{ address: bare, family }];
  try {
    const found = await dnsLookup(bare, { all: true, verbatim: true });
    return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
  } catch {
    throw new HttpCallError('unresolved', bare);
  }
}

/**
 * The addresses a URL may be called at: every one its host resolves to must be public, unless
 * the host is on the allow-list. The connection then goes to a checked address, so that a
 * second lookup (DNS rebinding) cannot swap in another.
 */
async function checkedAddresses(url: URL, allowed: readonly AllowedHost[]): Promise<Address[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpCallError('scheme');
  const addresses = await addressesOf(url.hostname);
  if (addresses.length === 0) throw new HttpCallError('unresolved', url.hostname);
  if (!isAllowedHost(allowed, url)) {
    const inner = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inner !== undefined) throw new HttpCallError('privateAddress', inner.address);
  }
  return addresses;
}

function pinnedLookup(address: Address): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}

interface OneAnswer {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

function requestOnce(
  url: URL,
  address: Address,
  request: GuardedRequest,
  limits: GuardLimits,
  signal: AbortSignal,
): Promise<OneAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OneAnswer>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
        lookup: pinnedLookup(address),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const contentType = response.headers['content-type'] ?? '';
        if (status >= 300 && status < 400 && location !== undefined) {
          response.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          reject(new HttpCallError('tooLarge'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new HttpCallError('tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) }),
        );
        response.on('error', (error) => reject(error));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Calls an address on a person's behalf: http(s) only, never to a private or loopback address
 * unless its host is allowed (checked again at every redirect), within a time limit and a size
 * limit for the answer.
 */
export async function guardedFetch(
  request: GuardedRequest,
  limits: GuardLimits,
): Promise<GuardedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  let current: GuardedRequest = request;
  try {
    for (let redirects = 0; ; redirects++) {
      let url: URL;
      try {
        url = new URL(current.url);
      } catch {
        throw new HttpCallError('scheme');
      }
      const [address] = await checkedAddresses(url, limits.allowed);
      if (address === undefined) throw new HttpCallError('unresolved', url.hostname);
      if (controller.signal.aborted) throw new HttpCallError('timeout');
      const answer = await requestOnce(url, address, current, limits, controller.signal);
      if (answer.location === undefined) {
        return { status: answer.status, contentType: answer.contentType, body: answer.body };
      }
      if (redirects >= limits.maxRedirects) throw new HttpCallError('tooManyRedirects');
      const keepsBody = answer.status === 307 || answer.status === 308;
      const next = new URL(answer.location, url);
      current = {
        method: keepsBody ? current.method : 'GET',
        url: next.toString(),
        // The interface's headers (a key, a token) are for its own host only.
        headers: next.origin === url.origin ? current.headers : {},
        ...(keepsBody && current.body !== undefined ? { body: current.body } : {}),
      };
    }
  } catch (error) {
    if (error instanceof HttpCallError) throw error;
    if (controller.signal.aborted) throw new HttpCallError('timeout');
    throw new HttpCallError('failed', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
