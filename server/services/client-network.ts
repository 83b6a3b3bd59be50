import ipaddr from "ipaddr.js"

/**
 * The network a request comes from, as the phone limits count it: an IPv4 address is its own
 * network; an IPv6 address counts as its /64, the block one home or one venue's Wi-Fi is
 * given, so rotating through its addresses gains nothing. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.7`, as a dual-stack socket reports it) is the IPv4 address.
 * (ipaddr.js: the parser Fastify's own proxy handling uses.)
 */
export const networkOf = (address: string): string => {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === "ipv4") return parsed.toString()
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`)
  return `${prefix.toRFC5952String()}/64`
}
