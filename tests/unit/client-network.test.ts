import { describe, expect, it } from "vitest"
import { networkOf } from "../../server/services/client-network"

/** The network the phone limits count a request against. */
describe("networkOf", () => {
  it("counts an IPv4 address as its own network, however it is written", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7")
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7")
    expect(networkOf("203.0.113.8")).not.toBe(networkOf("203.0.113.7"))
  })

  it("counts every IPv6 address of one /64 as one network, and another /64 as another", () => {
    const home = ["2001:db8:1:2::1", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:DB8:1:2:0:0:0:9"]
    expect(new Set(home.map(networkOf))).toEqual(new Set(["2001:db8:1:2::/64"]))
    expect(networkOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64")
  })

  it("keeps something that is not an address as it is", () => {
    expect(networkOf("unknown")).toBe("unknown")
  })
})
