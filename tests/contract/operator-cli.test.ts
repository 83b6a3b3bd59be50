import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operatorApi } from "../../schema/operator-api"
import { OPERATOR_FAILURES_PER_WINDOW } from "../../server/services/operator-guard"
import type { RunningServer } from "../../server/start-server"
import { api } from "../../schema/api"
import { signInDiner } from "../support/diner"
import { startTestServer } from "../support/test-server"
import { venueCli } from "../support/cli"

/** The staff CLI as staff run it (`npm run venue -- ...`), pointed at `url`: its exit code and output. */
const venue = async (url: string, ...args: string[]) => {
  try {
    const { stdout, stderr } = await venueCli(url, args)
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" }
  }
}

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))

/**
 * The operator key goes to the server the CLI was pointed at, and to no one else: a redirect
 * (to another origin, here another port) is refused, not followed with the key; plain http://
 * to a machine other than this one is refused unless --allow-insecure-http says so.
 */
describe("the staff CLI's operator key", () => {
  let server: RunningServer | undefined
  const elsewhere: IncomingHttpHeaders[] = []
  const other = createServer((request, response) => {
    elsewhere.push(request.headers)
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ body: [] }))
  })
  let otherOrigin = ""
  const redirector = createServer((request, response) => response.writeHead(307, { location: `${otherOrigin}${request.url ?? "/"}` }).end())
  let redirectorOrigin = ""
  beforeAll(async () => {
    server = await startTestServer()
    otherOrigin = await listen(other)
    redirectorOrigin = await listen(redirector)
  })
  afterAll(async () => {
    other.close()
    redirector.close()
    await server?.close()
  })

  it("calls the server it is pointed at on this machine over http", async () => {
    const listed = await venue(server?.origin ?? "", "requests")
    expect(listed).toMatchObject({ code: 0, stdout: expect.stringContaining("No open requests.") })
  })

  it("still works for the staff after a burst of wrong keys from their own network (a diner's phone on the venue's Wi-Fi)", async () => {
    const origin = server?.origin ?? ""
    const guesses = await Promise.all(
      Array.from({ length: OPERATOR_FAILURES_PER_WINDOW + 5 }, (_unused, i) =>
        fetch(`${origin}${operatorApi.operatorRequests.path}`, {
          headers: { "x-operator-key": `guess-${i}-0123456789-abcdefghijklmnop` },
        }).then((answer) => answer.status),
      ),
    )
    expect(guesses).toContain(429)
    const listed = await venue(origin, "requests")
    expect(listed).toMatchObject({ code: 0, stdout: expect.stringContaining("No open requests.") })
  })

  it("refuses a redirect, so the key never reaches another origin", async () => {
    const redirected = await venue(redirectorOrigin, "requests")
    expect(redirected.code).toBe(1)
    expect(redirected.stderr).toContain(`answered 307, a redirect to ${otherOrigin}/api/operator/requests`)
    expect(elsewhere).toEqual([])
  })

  it("refuses plain http:// to another machine unless --allow-insecure-http, and lets https:// through", async () => {
    const refused = await venue("http://venue.invalid:8080", "requests")
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("Refusing to send the operator key over plain http:// to venue.invalid:8080")
    // Allowed, it tries (and finds no such host); https:// is tried without the flag.
    for (const [url, ...flags] of [["http://venue.invalid:8080", "--allow-insecure-http"], ["https://venue.invalid"]] as const) {
      const tried = await venue(url, "requests", ...flags)
      expect(tried.code).toBe(1)
      expect(tried.stderr).toContain(`Cannot reach the server at ${url}`)
    }
  })
})

describe("the staff CLI's refund", () => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it("refunds a payment made at a table by its receipt number, once", async () => {
    const origin = server?.origin ?? ""
    const diner = await signInDiner(origin, { tenantId: "tenant-lotus", qrCode: "demo-table-2" })
    try {
      await diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
      await diner.rpc(api.cartSubmit, {})
      const tip = { _tag: "Amount", amount: 0 } as const
      const paid = await diner.rpc(api.pay, {
        payload: { qr: "demo-table-2", split: { _tag: "Amount", amount: 1000 }, tip, expectedTotal: 1000, paymentMethod: "pm_card_visa" },
      })
      if (paid._tag !== "Ok") throw new Error("the payment was not made")
      const refunded = await venue(origin, "refund", paid.body.receiptNumber)
      expect(refunded).toMatchObject({
        code: 0,
        stdout: expect.stringContaining(`${paid.body.receiptNumber} refunded: Rs.\u00a010.00 to the visa card ending 4242 (Table 2).`),
      })
      const again = await venue(origin, "refund", paid.body.receiptNumber)
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("refunded already") })
      expect(await venue(origin, "refund")).toMatchObject({ code: 1, stderr: expect.stringContaining("refund <receipt-number>") })
    } finally {
      await diner.close()
    }
  })
})
