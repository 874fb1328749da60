import ipaddr from "ipaddr.js";

/**
 * Whether an IP address is plain public unicast, the only kind the safe fetcher connects to.
 * Everything ipaddr.js names a special range is refused (private, loopback, link-local, multicast,
 * unspecified, broadcast, carrier-grade NAT, reserved, benchmarking, documentation, 6to4, Teredo,
 * unique-local...). An IPv4 address wrapped in IPv6 (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::/96)
 * is judged by the IPv4 address inside, so ::ffff:127.0.0.1 is loopback. Other IPv6 must also sit in
 * global unicast 2000::/3, which rules out the old IPv4-compatible ::a.b.c.d and anything unassigned.
 * Input that is not an address at all (or has a zone id) is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (address.includes("%") || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  return isPublicIPv6(parsed as ipaddr.IPv6);
}

const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().range() === "unicast";
  if (address.match(NAT64_WELL_KNOWN)) return embeddedIPv4(address).range() === "unicast";
  return address.range() === "unicast" && address.match(GLOBAL_UNICAST);
}

/** The IPv4 address in the last 32 bits (RFC 6052 with a /96 prefix). */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/** An address as ipaddr.js writes it, without the brackets a URL puts around IPv6. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
