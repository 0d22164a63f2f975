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

/** What an IP address (v4 or v6, v4-mapped v6 unwrapped) is, for the SSRF rule. */
export function classifyAddress(address: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(ip, family)) return 'loopback';
  if (INTERNAL.check(ip, family)) return 'internal';
  return 'public';
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
