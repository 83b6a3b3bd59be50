import { get } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Schema } from "effect"
import { api, Envelope } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { createRpc, RpcError, type Rpc } from "../../streams/rpc"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { operatorDo } from "../support/operator"
import { startTestServer } from "../support/test-server"

/** The venue and menu calls, through the client's typed caller, against the real server. */
const decodeMenu = Schema.decodeUnknownSync(Envelope(api.menuPick.answer))
const logged: string[] = []

describe.each(testDatabases())("venue and menu on $name", (database) => {
  let server: RunningServer
  let rpc: Rpc

  beforeAll(async () => {
    server = await startTestServer({ db: await database.location() })
    rpc = createRpc({
      fetch: globalThis.fetch,
      baseUrl: server.origin,
      session: () => ({ token: null, tenantId: null, qrCode: null }),
      refreshToken: async () => undefined,
      log: (message) => logged.push(message),
    })
  })
  afterAll(async () => {
    await server?.close()
    await database.drop()
  })

  describe("GET /api/venue/{qrCode}", () => {
    it("answers the venue, the service area and the tenant, decoded by the schema", async () => {
      const answer = await rpc(api.venueByQr, { params: { qrCode: "demo-table-1" } })
      expect(answer._tag).toBe("Ok")
      if (answer._tag !== "Ok") return
      expect(answer.body.venue.name).toBe("Lotus & Lime Colombo")
      expect(answer.body.selectedServiceArea).toMatchObject({ authType: "PLAIN", qrCode: { code: "demo-table-1" } })
      expect(answer.body.tenant.currency).toBe("Rs.")
      expect(answer.body.venue.tenant.id).toBe(answer.body.tenant.id)
    })

    it("tells each demo table's auth type", async () => {
      const types = await Promise.all(
        ["demo-table-1", "demo-table-google", "demo-table-phone"].map(async (qrCode) => {
          const answer = await rpc(api.venueByQr, { params: { qrCode } })
          return answer._tag === "Ok" ? answer.body.selectedServiceArea.authType : null
        }),
      )
      expect(types).toEqual(["PLAIN", "AUTHENTICATE", "AUTHENTICATE_WITH_PHONE_VERIFY"])
    })

    it("answers 404 for an unknown code, which the client returns as a result", async () => {
      expect(await rpc(api.venueByQr, { params: { qrCode: "no-such-table" } })).toEqual({ _tag: "NotFound" })
    })

    it("refuses a malformed code with 400 naming the field", async () => {
      const error = await rpc(api.venueByQr, { params: { qrCode: "bad code!" } }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RpcError)
      expect(error).toMatchObject({ kind: "status", status: 400 })
      expect((error as RpcError).serverMessages[0]).toMatch(/qrCode/)
      const raw = await fetch(`${server.origin}/api/venue/${encodeURIComponent("bad code!")}`)
      expect(await raw.json()).toMatchObject({ errors: [{ field: "qrCode" }] })
    })
  })

  describe("GET /api/menu/pick/{qrCode}", () => {
    it("answers the demo menu: 7 sections, at least 30 items, each section with an image", async () => {
      const answer = await rpc(api.menuPick, { params: { qrCode: "demo-table-1" } })
      if (answer._tag !== "Ok") throw new Error("expected the demo menu")
      const sections = new Map(answer.body.items.map((item) => [item.section.id, item.section]))
      expect(sections.size).toBeGreaterThanOrEqual(6)
      expect(answer.body.items.length).toBeGreaterThanOrEqual(30)
      for (const section of sections.values()) expect(section.images.length).toBeGreaterThan(0)
    })

    it("serves every image the menu names", async () => {
      const answer = await rpc(api.menuPick, { params: { qrCode: "demo-table-1" } })
      if (answer._tag !== "Ok") throw new Error("expected the demo menu")
      const urls = new Set(answer.body.items.flatMap((item) => [...item.images, ...item.section.images].map((image) => image.url)))
      for (const url of urls) {
        const response = await fetch(`${server.origin}/img/${url}`)
        expect(response.status, url).toBe(200)
        expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/)
      }
    })

    it("answers 404 for an unknown code", async () => {
      expect(await rpc(api.menuPick, { params: { qrCode: "no-such-table" } })).toEqual({ _tag: "NotFound" })
    })

    it("gives the menu an ETag, answers 304 to a phone that has it, and a new ETag once availability changes", async () => {
      const url = `${server.origin}/api/menu/pick/demo-table-1`
      const first = await fetch(url)
      const etag = first.headers.get("etag") ?? ""
      expect(etag).toMatch(/^".+"$/)
      expect(first.headers.get("cache-control")).toBe("no-cache")
      expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304)
      // fetch asks for gzip and unpacks it: the compressed answer decodes to the same menu.
      const compressed = await fetch(url, { headers: { "accept-encoding": "gzip" } })
      expect(compressed.headers.get("content-encoding")).toBe("gzip")
      expect(((await compressed.json()) as { body: { items: unknown[] } }).body.items.length).toBeGreaterThanOrEqual(30)
      // A phone that takes brotli gets it (smaller still), one that takes only gzip gets gzip: the same menu either way.
      const menus = await Promise.all(
        ["gzip, deflate, br", "gzip"].map(async (accepted) => {
          const answer = await fetch(url, { headers: { "accept-encoding": accepted } })
          return { encoding: answer.headers.get("content-encoding"), menu: decodeMenu(await answer.json()) }
        }),
      )
      expect(menus.map(({ encoding }) => encoding)).toEqual(["br", "gzip"])
      expect(menus[0]?.menu).toEqual(menus[1]?.menu)
      await operatorDo(server.origin, operatorApi.operatorAvailability, { params: { itemId: "item-kavum" }, payload: { available: false } })
      const changed = await fetch(url, { headers: { "if-none-match": etag } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get("etag")).not.toBe(etag)
      const takenOff = decodeMenu(await changed.json()).body.items.find((item) => item.id === "item-kavum")
      expect(takenOff?.variants.map((variant) => variant.enabled)).toEqual(takenOff?.variants.map(() => false))
      // Put back, the dish is as stored again: the very answer of before, so the phone's copy is good again.
      await operatorDo(server.origin, operatorApi.operatorAvailability, { params: { itemId: "item-kavum" }, payload: { available: true } })
      const putBack = await fetch(url, { headers: { "if-none-match": etag } })
      expect(putBack.status).toBe(304)
      expect(putBack.headers.get("etag")).toBe(etag)
    })

    it("answers a kept menu the same whether its copy was being made or was made already, in each encoding", async () => {
      // The table's own menu, asked by nothing else here: the first ask of each encoding makes its copy.
      const url = `${server.origin}/api/menu/pick/demo-table-2`
      // node:http, which leaves the bytes as sent (fetch would unpack them).
      const raw = (headers: Record<string, string>) =>
        new Promise<{ status: number | undefined; headers: Array<[string, unknown]>; bytes: string }>((resolve, reject) => {
          get(url, { headers }, (answer) => {
            const chunks: Buffer[] = []
            answer.on("data", (chunk: Buffer) => chunks.push(chunk))
            answer.on("end", () =>
              resolve({
                status: answer.statusCode,
                headers: ["etag", "cache-control", "vary", "content-encoding", "content-type"].map((name) => [name, answer.headers[name]]),
                bytes: Buffer.concat(chunks).toString("base64"),
              }),
            )
          }).on("error", reject)
        })
      for (const accepted of ["gzip, deflate, br", "gzip", "identity"]) {
        const first = await raw({ "accept-encoding": accepted })
        const again = await raw({ "accept-encoding": accepted })
        expect(first.status).toBe(200)
        expect(again).toEqual(first)
        const etag = String(first.headers.find(([name]) => name === "etag")?.[1])
        const fresh = await raw({ "accept-encoding": accepted, "if-none-match": etag })
        expect(fresh.status).toBe(304)
        expect(fresh.bytes).toBe("")
        expect(fresh.headers.slice(0, 3)).toEqual(first.headers.slice(0, 3))
      }
    })
  })
})

describe("the client's handling of answers", () => {
  const fixed = (status: number, body: unknown): Rpc =>
    createRpc({
      fetch: async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
      baseUrl: "",
      session: () => ({ token: "t0k", tenantId: "tenant-1", qrCode: "demo-table-1" }),
      refreshToken: async () => undefined,
      log: (message) => logged.push(message),
    })

  it("turns an answer that breaks its schema into a decode error naming the field", async () => {
    const error = await fixed(200, { body: { items: [{ name: 42 }] } })(api.menuPick, { params: { qrCode: "x" } }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ kind: "decode" })
    expect((error as Error).message).toMatch(/items/)
  })

  it("rejects and logs a 500", async () => {
    const before = logged.length
    const fault = { _tag: "ServerFault", message: "boom" }
    await expect(
      fixed(500, { errors: [{ message: "boom" }], error: fault })(api.menuPick, { params: { qrCode: "x" } }),
    ).rejects.toMatchObject({ kind: "status", status: 500, error: fault, serverMessages: ["boom"] })
    expect(logged.length).toBe(before + 1)
  })

  it("carries a declared error's tag, and turns an undeclared or untagged refusal into a decode error", async () => {
    const noVenue = { _tag: "NoVenue", message: "No venue has the QR code 'x'.", field: "qrCode" }
    await expect(
      fixed(409, { errors: [{ message: noVenue.message }], error: noVenue })(api.venueByQr, { params: { qrCode: "x" } }),
    ).rejects.toMatchObject({ kind: "status", status: 409, error: noVenue })
    const soldOut = { _tag: "DishUnavailable", message: "Soup is not available right now." }
    await expect(
      fixed(409, { errors: [{ message: soldOut.message }], error: soldOut })(api.venueByQr, { params: { qrCode: "x" } }),
    ).rejects.toMatchObject({ kind: "decode", status: 409, error: null })
    await expect(fixed(502, { errors: [{ message: "bad gateway" }] })(api.venueByQr, { params: { qrCode: "x" } })).rejects.toMatchObject({
      kind: "decode",
      status: 502,
      serverMessages: ["bad gateway"],
    })
  })

  it("turns a network failure into a typed error", async () => {
    const offline = createRpc({
      fetch: async () => {
        throw new TypeError("Failed to fetch")
      },
      baseUrl: "",
      session: () => ({ token: null, tenantId: null, qrCode: null }),
      refreshToken: async () => undefined,
      log: () => undefined,
    })
    await expect(offline(api.venueByQr, { params: { qrCode: "x" } })).rejects.toMatchObject({ kind: "network" })
  })

  it("sends the bearer token, the tenant and the qr headers", async () => {
    let seen: Headers | undefined
    const spy = createRpc({
      fetch: async (_input, init) => {
        seen = new Headers(init?.headers)
        return new Response(JSON.stringify({ body: { items: [] } }), { status: 200 })
      },
      baseUrl: "",
      session: () => ({ token: "t0k", tenantId: "tenant-1", qrCode: "demo-table-1" }),
      refreshToken: async () => undefined,
      log: () => undefined,
    })
    await spy(api.menuPick, { params: { qrCode: "demo-table-1" } })
    expect(seen?.get("authorization")).toBe("Bearer t0k")
    expect(seen?.get("tenant")).toBe("tenant-1")
    expect(seen?.get("qr")).toBe("demo-table-1")
  })
})
