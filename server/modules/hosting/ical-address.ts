import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses an imported calendar may be fetched from: public ones only. A feed URL is typed by
 * a host, so without this check our server would fetch its own admin ports, the database, or a cloud
 * metadata endpoint (169.254.169.254) for anyone who can add a feed (server-side request forgery).
 */
const refused = new BlockList();

const V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", including 0.0.0.0 itself
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including broadcast
];
const V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: would reach any IPv4 address, private ones included
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of V4) refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6) refused.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:10.0.0.1), if any. */
function embeddedV4(address: string): string | null {
  const match = /^::(?:ffff:)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2] ?? '0', 16);
  const low = parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a feed may be fetched from; anything not an IP address is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return !refused.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const v4 = embeddedV4(bare);
  if (v4 !== null) return isIPv4(v4) && !refused.check(v4, 'ipv4');
  return !refused.check(bare, 'ipv6');
}
