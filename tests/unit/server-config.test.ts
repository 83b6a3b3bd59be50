import { describe, expect, it } from "vitest"
import { isLoopbackHost, readConfig } from "../../server/config"

describe("the server's settings", () => {
  it("serves this machine only unless HOST says otherwise", () => {
    expect(readConfig({}).host).toBe("127.0.0.1")
    expect(readConfig({ HOST: "" }).host).toBe("127.0.0.1")
    expect(readConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0")
  })

  it("knows which hosts only this machine reaches", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1"]) expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "127.0.0.1.example.com"]) expect(isLoopbackHost(host), host).toBe(false)
  })

  it("adds the benchmarks' yardstick routes to a demo project only", () => {
    expect(readConfig({}).benchRoutes).toBe(false)
    expect(readConfig({ BENCH_ROUTES: "1" }).benchRoutes).toBe(true)
    expect(readConfig({ BENCH_ROUTES: "1", FIREBASE_PROJECT_ID: "venue-platform" }).benchRoutes).toBe(false)
    expect(() => readConfig({ BENCH_ROUTES: "yes" })).toThrow(/BENCH_ROUTES/)
  })
})
