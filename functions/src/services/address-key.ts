import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address: every per-address limit counts by it. An IPv6 user is
 * handed a whole /64 (RFC 6177), so keying on the full address would give one attacker 2^64 fresh
 * buckets: IPv6 addresses count by their /64 prefix (the local server listens on whatever the
 * machine has; CloudFront is IPv4 only because its WAF cannot do the same, decision 024). IPv4 counts per
 * address, also when written IPv4-mapped (`::ffff:a.b.c.d`, RFC 4291 section 2.5.5.2) as a
 * dual-stack socket reports it.
 */
export function addressKey(address: string): string {
  // A zone (fe80::1%eth0) names this machine's interface, not the client.
  const bare = address.split('%')[0] ?? address;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, however it is written (`::`, dotted tail, case). */
function ipv6Groups(address: string): number[] {
  // The URL parser writes IPv6 one canonical way, with any dotted IPv4 tail turned into hex groups.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const headGroups = parse(head);
  if (tail === undefined) return headGroups;
  const tailGroups = parse(tail);
  return [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups];
}
