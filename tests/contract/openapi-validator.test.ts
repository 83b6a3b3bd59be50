import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiExamples, operatorExamples } from "../../server/http/openapi-examples"
import { DEMO_TABLE } from "../support/diner"
import { codeSentTo } from "../support/sms-outbox"
import { setupServerAndDiner } from "../support/suite"
import { TEST_OPERATOR_KEY } from "../support/test-server"
import { DEFAULT_MAIL_FROM } from "../../server/config"
import { startMailCatcher } from "../../server/mail/mail-catcher"

/**
 * The server through Prism's validating proxy (@stoplight/prism-cli, a third-party OpenAPI
 * validator), against its own /api/openapi.json: a whole journey of every call, with the
 * document's own examples as requests, and more than 40 bad requests. Prism reports what breaks
 * the document in `sl-violations`; an answer that breaks it is a failure. Each bad request must
 * be refused with a 4xx the call declares, naming the field.
 */

interface Violation {
  readonly location: ReadonlyArray<string>
  readonly severity: string
  readonly message: string
}
interface Sent {
  readonly status: number
  readonly json: { error?: { _tag?: string; field?: string } } & Record<string, unknown>
  readonly violations: ReadonlyArray<Violation>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

// The receipt is e-mailed through a real SMTP server (server/mail/mail-catcher.ts).
const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

describe("the server through Prism's validating proxy, against its own document", () => {
  const suite = setupServerAndDiner(undefined, { mail: { smtpUrl: catcher.smtpUrl, from: DEFAULT_MAIL_FROM } })
  const prisms: ChildProcess[] = []
  let folder = ""
  /** Validates requests and answers: a bad request is refused by Prism itself, citing the document. */
  let strict = ""
  /** Validates answers only, and forwards every request: the server's refusals are checked against the document. */
  let forwarding = ""
  const calls: Array<{ what: string; violations: ReadonlyArray<Violation> }> = []

  const startPrism = async (...flags: string[]): Promise<string> => {
    const port = await freePort()
    const started = spawn(
      join(process.cwd(), "node_modules", ".bin", "prism"),
      ["proxy", join(folder, "openapi.json"), suite.server.origin, "--host", "127.0.0.1", "--port", String(port), "--errors", ...flags],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    prisms.push(started)
    let output = ""
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000)
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes("Prism is listening")) {
          clearTimeout(timer)
          resolve()
        }
      }
      started.stdout?.on("data", onData)
      started.stderr?.on("data", onData)
      started.once("exit", (code) => reject(new Error(`Prism exited (${code}):\n${output}`)))
    })
    return `http://127.0.0.1:${port}`
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "tableside-prism-"))
    writeFileSync(join(folder, "openapi.json"), await (await fetch(`${suite.server.origin}/api/openapi.json`)).text())
    ;[strict, forwarding] = await Promise.all([startPrism(), startPrism("--validate-request", "false")])
  }, 90_000)
  afterAll(() => {
    for (const prism of prisms) prism.kill()
    if (folder !== "") rmSync(folder, { recursive: true, force: true })
  })

  const diner = () => ({ authorization: `Bearer ${suite.diner.token()}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode })
  const operator = { "x-operator-key": TEST_OPERATOR_KEY }
  const through = async (
    proxy: string,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Sent> => {
    const text = body === undefined ? undefined : JSON.stringify(body)
    const response = await fetch(`${proxy}${path}`, {
      method,
      headers: { "accept-encoding": "identity", ...(text === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(text === undefined ? {} : { body: text }),
    })
    const header = response.headers.get("sl-violations")
    const violations = header === null ? [] : (JSON.parse(header) as Violation[])
    const sent = { status: response.status, json: (await response.json().catch(() => ({}))) as Sent["json"], violations }
    calls.push({ what: `${method} ${path} ${sent.status}`, violations })
    return sent
  }
  // Bad requests go both ways: to Prism refusing them (does the document state the rule?), then on to the server.
  let mode: "journey" | "bad" = "journey"
  const caughtByDocument: string[] = []
  const send = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Sent> => {
    if (mode === "journey") return through(strict, method, path, headers, body)
    const checked = await fetch(`${strict}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (checked.status === 422 && (checked.headers.get("content-type") ?? "").includes("problem"))
      caughtByDocument.push(`${method} ${path}`)
    else await checked.body?.cancel()
    const forwarded = await through(forwarding, method, path, headers, body)
    // Prism answers a request without the document's security (no token, no operator key) itself, even forwarding: ask the server directly.
    if (typeof forwarded.json["type"] !== "string" || !forwarded.json["type"].includes("stoplight")) return forwarded
    return through(suite.server.origin, method, path, headers, body)
  }
  const answerViolations = () =>
    calls.flatMap(({ what, violations }) =>
      violations.filter((each) => each.location[0] === "response").map((each) => `${what}: ${each.location.join(".")} ${each.message}`),
    )

  it("finds nothing wrong with a whole journey of every call, its requests the document's own examples", async () => {
    const ok = async (sent: Promise<Sent>) => {
      const { status, json, violations } = await sent
      expect(status, JSON.stringify(json)).toBe(200)
      expect(violations).toEqual([])
      return json as { body: Record<string, unknown> }
    }
    const ex = apiExamples
    await ok(send("GET", "/api/health"))
    await ok(send("GET", "/api/openapi.json"))
    await ok(send("GET", `/api/venue/${ex.venueByQr.params?.qrCode ?? ""}`))
    await ok(send("GET", `/api/menu/pick/${ex.menuPick.params?.qrCode ?? ""}`))
    await ok(send("POST", "/api/cart/add", diner(), ex.cartAdd.payload))
    await ok(send("PUT", "/api/cart/update", diner(), ex.cartUpdate.payload))
    await ok(send("POST", "/api/cart/add", { ...diner(), "idempotency-key": "journey-add-00001" }, ex.cartAdd.payload))
    await ok(send("GET", "/api/cart", diner()))
    const order = (await ok(send("POST", "/api/cart", { ...diner(), "idempotency-key": "journey-submit-0001" }))).body
    await ok(
      send(
        "GET",
        `/api/orders/search?qr=${ex.ordersSearch.query?.qr ?? ""}&excludeStatusIds=${ex.ordersSearch.query?.excludeStatusIds ?? ""}`,
        diner(),
      ),
    )
    // The table cart: joined first (its other calls refuse a non-member); the update names the line the
    // server made (the example's line id is one of the example's answer), the send the version last seen.
    await ok(send("POST", "/api/table-cart/join", diner(), ex.tableCartJoin.payload))
    const shared = (
      await ok(send("POST", "/api/table-cart/add", { ...diner(), "idempotency-key": "journey-table-add-01" }, ex.tableCartAdd.payload))
    ).body
    const [line] = Array.isArray(shared["items"]) ? (shared["items"] as Array<{ id: string }>) : []
    await ok(send("GET", "/api/table-cart", diner()))
    const changed = (await ok(send("PUT", "/api/table-cart/update", diner(), { ...ex.tableCartUpdate.payload, id: line?.id ?? "" }))).body
    await ok(
      send(
        "POST",
        "/api/table-cart/submit",
        { ...diner(), "idempotency-key": "journey-table-send-1" },
        { ...ex.tableCartSubmit.payload, seenVersion: changed["version"] },
      ),
    )
    await ok(send("GET", "/api/order-state-config/order-state", diner()))
    await ok(send("GET", "/api/order-state-config/order-transition", diner()))
    const phone = ex.phoneSend.params?.phone ?? ""
    await ok(send("POST", `/api/user/phone/${phone}`, diner()))
    await ok(send("POST", `/api/user/phone/verify/${await codeSentTo(suite.server.origin, phone)}`, diner()))
    const request = (await ok(send("POST", "/api/table/requests", diner(), ex.staffRequestCreate.payload))).body
    await ok(send("GET", "/api/table/requests", diner()))
    // Paying: a part of the bill by the card that asks to be confirmed, confirmed, its receipt read, then refunded by staff.
    await ok(send("GET", "/api/payments", diner()))
    const part = { ...ex.pay.payload, split: { _tag: "Amount", amount: 100 }, tip: { _tag: "Amount", amount: 0 }, expectedTotal: 100 }
    const payment = (
      await ok(
        send(
          "POST",
          "/api/payments",
          { ...diner(), "idempotency-key": "journey-pay-000001" },
          { ...part, paymentMethod: "pm_card_authenticationRequiredOnSetup" },
        ),
      )
    ).body
    await ok(send("POST", `/api/payments/${String(payment["id"])}/confirm`, { ...diner(), "idempotency-key": "journey-confirm-0001" }))
    await ok(send("GET", `/api/payments/${String(payment["id"])}`, diner()))
    await ok(send("POST", `/api/payments/${String(payment["id"])}/mail`, diner(), ex.receiptMail.payload))
    await ok(send("POST", `/api/operator/payments/${String(payment["receiptNumber"])}/refund`, operator))
    await ok(send("GET", "/api/operator/orders?all=0", operator))
    await ok(send("POST", `/api/operator/orders/${String(order["id"])}/advance`, operator, operatorExamples.operatorAdvance.payload))
    const itemId = operatorExamples.operatorAvailability.params?.itemId ?? ""
    await ok(send("POST", `/api/operator/items/${itemId}/availability`, operator, { available: false }))
    await ok(send("POST", `/api/operator/items/${itemId}/availability`, operator, { available: true }))
    await ok(send("POST", `/api/operator/items/${itemId}/price`, operator, operatorExamples.operatorPrice.payload))
    await ok(send("GET", "/api/operator/requests", operator))
    await ok(send("POST", `/api/operator/requests/${String(request["id"])}/ack`, operator))
    await ok(send("POST", `/api/operator/tables/${DEMO_TABLE.qrCode}/settle`, operator))
    expect(calls.length).toBeGreaterThanOrEqual(34)
  })

  it("refuses more than 40 bad requests each with a 4xx its call declares, naming the field, and no answer breaks the document", async () => {
    const tea = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
    const kottu = "item-classic-kottu"
    const bad: ReadonlyArray<{
      readonly send: () => Promise<Sent>
      readonly path: string
      readonly method: string
      readonly field?: string
    }> = [
      ...[
        ["quantity", { ...tea, quantity: 0 }],
        ["quantity", { ...tea, quantity: 100 }],
        ["quantity", { ...tea, quantity: 1.5 }],
        ["quantity", { ...tea, quantity: "two" }],
        ["quantity", { id: tea.id, selectedChoices: {} }],
        ["id", { ...tea, id: "" }],
        ["id", { ...tea, id: "tea\u0000" }],
        ["id", { ...tea, id: 7 }],
        ["id", { ...tea, id: "no-such-dish" }],
        ["price", { ...tea, price: 1 }],
        ["selectedChoices", { ...tea, selectedChoices: [] }],
        ["selectedChoices.sugar", { ...tea, selectedChoices: { sugar: "sugar-less" } }],
        ["selectedChoices.sugar", { ...tea, selectedChoices: { sugar: ["sugar-extra"] } }],
        ["selectedChoices.sugar", { ...tea, selectedChoices: { sugar: ["sugar-less", "sugar-none"] } }],
        ["selectedChoices.vc-sugar", { ...tea, selectedChoices: { "vc-sugar": ["sugar-less"] } }],
        ["selectedChoices.kottu-protein", { id: kottu, selectedChoices: {}, quantity: 1 }],
        ["variantId", { ...tea, variantId: "var-nothing" }],
      ].map(([field, body]) => ({
        method: "post",
        path: "/api/cart/add",
        field: String(field),
        send: () => send("POST", "/api/cart/add", diner(), body),
      })),
      ...[
        ["quantity", { ...tea, quantity: -1 }],
        ["id", { selectedChoices: {}, quantity: 1 }],
        ["variantId", { ...tea, variantId: "var-ceylon-tea" }],
        ["id", { ...tea, id: "no-such-line" }],
      ].map(([field, body]) => ({
        method: "put",
        path: "/api/cart/update",
        field: String(field),
        send: () => send("PUT", "/api/cart/update", diner(), body),
      })),
      {
        method: "post",
        path: "/api/cart/add",
        field: "Idempotency-Key",
        send: () => send("POST", "/api/cart/add", { ...diner(), "idempotency-key": "short" }, tea),
      },
      {
        method: "post",
        path: "/api/cart",
        field: "Idempotency-Key",
        send: () => send("POST", "/api/cart", { ...diner(), "idempotency-key": "has spaces in it" }),
      },
      {
        method: "post",
        path: "/api/cart/add",
        field: "Authorization",
        send: () => send("POST", "/api/cart/add", { tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode }, tea),
      },
      {
        method: "post",
        path: "/api/cart/add",
        field: "Authorization",
        send: () => send("POST", "/api/cart/add", { ...diner(), authorization: "Bearer not-a-token" }, tea),
      },
      {
        method: "get",
        path: "/api/cart",
        field: "tenant",
        send: () => send("GET", "/api/cart", { authorization: diner().authorization, qr: DEMO_TABLE.qrCode }),
      },
      {
        method: "get",
        path: "/api/cart",
        field: "qr",
        send: () => send("GET", "/api/cart", { authorization: diner().authorization, tenant: DEMO_TABLE.tenantId }),
      },
      { method: "get", path: "/api/cart", field: "qr", send: () => send("GET", "/api/cart", { ...diner(), qr: "no-such-table" }) },
      { method: "get", path: "/api/cart", field: "qr", send: () => send("GET", "/api/cart", { ...diner(), tenant: "tenant-harbour" }) },
      { method: "get", path: "/api/orders/search", field: "qr", send: () => send("GET", "/api/orders/search", diner()) },
      { method: "get", path: "/api/orders/search", field: "qr", send: () => send("GET", "/api/orders/search?qr=demo-table-2", diner()) },
      {
        method: "get",
        path: "/api/orders/search",
        field: "excludeStatusIds",
        send: () => send("GET", "/api/orders/search?qr=demo-table-1&excludeStatusIds=a%20b", diner()),
      },
      ...["12345", "07712345678", "1771234567", "077123456x"].map((phone) => ({
        method: "post",
        path: "/api/user/phone/{phone}",
        field: "phone",
        send: () => send("POST", `/api/user/phone/${phone}`, diner()),
      })),
      ...["12", "abcdef", "1234567"].map((code) => ({
        method: "post",
        path: "/api/user/phone/verify/{code}",
        field: "code",
        send: () => send("POST", `/api/user/phone/verify/${code}`, diner()),
      })),
      {
        method: "post",
        path: "/api/table/requests",
        field: "kind",
        send: () => send("POST", "/api/table/requests", diner(), { kind: "Waiter!" }),
      },
      {
        method: "post",
        path: "/api/table/requests",
        field: "kind",
        send: () => send("POST", "/api/table/requests", diner(), { kind: "dancer" }),
      },
      {
        method: "post",
        path: "/api/table/requests",
        field: "urgent",
        send: () => send("POST", "/api/table/requests", diner(), { kind: "waiter", urgent: true }),
      },
      { method: "get", path: "/api/venue/{qrCode}", field: "qrCode", send: () => send("GET", "/api/venue/no%20such") },
      { method: "get", path: "/api/venue/{qrCode}", field: "qrCode", send: () => send("GET", "/api/venue/no-such-table") },
      { method: "get", path: "/api/menu/pick/{qrCode}", field: "qrCode", send: () => send("GET", `/api/menu/pick/${"x".repeat(65)}`) },
      {
        method: "post",
        path: "/api/operator/items/{itemId}/availability",
        field: "available",
        send: () => send("POST", "/api/operator/items/item-love-cake/availability", operator, { available: "no" }),
      },
      {
        method: "post",
        path: "/api/operator/items/{itemId}/availability",
        field: "x-operator-key",
        send: () => send("POST", "/api/operator/items/item-love-cake/availability", {}, { available: false }),
      },
      { method: "get", path: "/api/operator/orders", field: "all", send: () => send("GET", "/api/operator/orders?all=yes", operator) },
    ]
    expect(bad.length).toBeGreaterThanOrEqual(40)
    const document = (await (await fetch(`${suite.server.origin}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    mode = "bad"
    const before = calls.length
    for (const each of bad) {
      const { status, json } = await each.send()
      const what = `${each.method} ${each.path} (${each.field ?? ""})`
      expect(status, `${what}: ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(400)
      expect(status, what).toBeLessThan(500)
      expect(Object.keys(document.paths[each.path]?.[each.method]?.responses ?? {}), what).toContain(String(status))
      if (each.field !== undefined) expect(json.error?.field, `${what}: ${JSON.stringify(json)}`).toBe(each.field)
    }
    expect(calls.length - before).toBeGreaterThanOrEqual(bad.length)
    expect(answerViolations()).toEqual([])
    // Most are refused by the document itself; the rest are rules of the menu (unknown dish, picks).
    console.log(
      `bad requests: ${bad.length}, refused by the document alone: ${caughtByDocument.length}; calls through the validator: ${calls.length}, answer violations: ${answerViolations().length}`,
    )
    expect(caughtByDocument.length).toBeGreaterThanOrEqual(25)
  })
})
