import { isIP } from 'node:net';

/**
 * Names where an address is without any outside lookup: loopback, private and link-local
 * addresses are the local network, everything else is unknown.
 */
export function ipPlace(ip: string): 'local' | 'unknown' {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    const local =
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254);
    return local ? 'local' : 'unknown';
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    const local = lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
    return local ? 'local' : 'unknown';
  }
  return 'unknown';
}
