// Which client a per-client limit counts: an IPv4 address is one client, an IPv6 address counts
// with its whole /64. One subscriber, one host or one cloud instance is usually handed a /64 and
// can use any address in it, so a limit per IPv6 address would be no limit at all. An
// IPv4-mapped IPv6 address (::ffff:192.0.2.1, a dual-stack socket's view of an IPv4 client) is
// that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone dropped, a dotted IPv4 tail folded in). */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : new Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...gap, ...back].map((g) => parseInt(g, 16));
}

/** The rate-limit key of a client address: the IPv4 address, or the IPv6 /64 (`2001:db8:0:1::/64`). */
export function clientKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip.split('%')[0]!)) return ip;
  const g = groupsOf(ip);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
