import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (docs/webhooks.md, "Security"): the private, shared, link-local
 * (cloud metadata at 169.254.169.254), multicast, reserved and unspecified ranges, IPv4 and IPv6. Loopback is
 * separate: it is allowed outside production, so a developer can receive webhooks on localhost.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export type AddressKind = 'public' | 'loopback' | 'internal';

/**
 * What an IP address is, for the SSRF rule. An IPv6 address that carries an IPv4 one is judged by it: mapped
 * (::ffff:0:0/96, dotted or hex) as that IPv4 address; IPv4-compatible (::/96, deprecated), 6to4 (2002::/16) and
 * Teredo (2001::/32, server and client) are internal unless every IPv4 address in them is public, since a relay
 * or tunnel would carry the request to it. NAT64 (64:ff9b::/96, 64:ff9b:1::/48) is internal outright.
 */
export function classifyAddress(address: string): AddressKind {
  if (isIP(address) === 4) return classifyIpv4(address);
  if (LOOPBACK.check(address, 'ipv6')) return 'loopback';
  if (INTERNAL.check(address, 'ipv6')) return 'internal';
  const h = hextets(address);
  if (!h) return 'internal';
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => h.slice(0, n).every((x) => x === 0);
  if (zeros(5) && h[5] === 0xffff) return classifyIpv4(v4(h[6], h[7]));
  const embedded: string[] = [];
  if (zeros(6)) embedded.push(v4(h[6], h[7]));
  if (h[0] === 0x2002) embedded.push(v4(h[1], h[2]));
  if (h[0] === 0x2001 && h[1] === 0) embedded.push(v4(h[2], h[3]), v4(h[6] ^ 0xffff, h[7] ^ 0xffff));
  return embedded.every((ip) => classifyIpv4(ip) === 'public') ? 'public' : 'internal';
}

function classifyIpv4(ip: string): AddressKind {
  if (LOOPBACK.check(ip, 'ipv4')) return 'loopback';
  if (INTERNAL.check(ip, 'ipv4')) return 'internal';
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null if malformed. */
function hextets(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parts = (s: string | undefined) => (s ? s.split(':').map((x) => parseInt(x, 16)) : []);
  const left = parts(head);
  const right = parts(tail);
  const groups = tail === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an address may be called: public always, loopback only outside production, internal never. */
export function addressAllowed(address: string, production: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && !production);
}

/** localhost and *.localhost, which resolve to loopback (RFC 6761). */
export function isLocalhostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}
