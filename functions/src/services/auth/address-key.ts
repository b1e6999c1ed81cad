import { isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. An IPv6 user is handed a whole /64 (RFC 6177), so keying
 * on the full address would give one attacker 2^64 fresh buckets: IPv6 addresses count by their
 * /64 prefix. IPv4 (also when written IPv4-mapped, `::ffff:a.b.c.d`) counts per address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...missing, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
