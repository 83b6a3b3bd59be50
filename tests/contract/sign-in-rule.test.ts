import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api, pathOf } from "../../schema/api"
import { liveFeed } from "../../schema/live"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { codeSentTo } from "../support/sms-outbox"
import { startTestServer } from "../support/test-server"

const GOOGLE_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-google" }
const PHONE_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-phone" }
const PLAIN_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-1" }
type Table = typeof GOOGLE_TABLE

const NEEDS_GOOGLE = "This table needs a Google sign-in. Please sign in with your Google account to order here."
const NEEDS_PHONE = "This table needs a verified phone number. Please verify your phone number to order here."
const LOVE_CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }

/** Values for the path parameters of diner calls: a call whose parameter is missing here fails the test (pathOf throws) until it is given one. */
const EXAMPLE_PARAMS = { phone: "0776543210", code: "123456", paymentId: "p1" }
/** The only calls a table's rule lets through before its last step: the phone calls, while the phone is unverified. */
const PHONE_CALLS = ["phoneSend", "phoneVerify"]

type Call = { readonly name: string; readonly method: string; readonly path: string; readonly idempotent: boolean }

/**
 * Every "diner" call of schema/api.ts and the live feed of schema/live.ts, as a request a
 * diner could send by hand: derived, so a call or feed added later is covered at once. Access
 * is checked before anything is decoded, so no body is needed to be refused.
 */
const dinerCalls: ReadonlyArray<Call> = Object.entries(api)
  .filter(([, spec]) => spec.access === "diner")
  .map(([name, spec]) => ({ name, method: spec.method, path: pathOf(spec, EXAMPLE_PARAMS), idempotent: spec.idempotent }))
const feed: Call = { name: "live", method: "GET", path: liveFeed.path, idempotent: false }
const everyCall = [...dinerCalls, feed]
const exceptPhoneCalls = everyCall.filter((call) => !PHONE_CALLS.includes(call.name))

it("covers every diner call and live feed, and only the two phone calls are part of signing in", () => {
  // The staff requests (added after the rule) are in the list because it is derived, not written.
  expect(everyCall.map((call) => call.name)).toEqual(expect.arrayContaining(["cartAdd", "staffRequestCreate", "staffRequestsList", "live"]))
  expect(Object.entries(api).flatMap(([name, spec]) => (spec.duringSignIn === undefined ? [] : [name]))).toEqual(PHONE_CALLS)
  expect(exceptPhoneCalls).toHaveLength(everyCall.length - PHONE_CALLS.length)
})

/** The table's sign-in rule, enforced by the server for every diner call and live feed. */
describe.each(testDatabases())("the sign-in rule of a table on $name", (database) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ db: await database.location() })
  })
  afterAll(async () => {
    await server?.close()
    await database.drop()
  })

  const send = async (diner: TestDiner, table: Table, call: Call) => {
    const response = await fetch(`${server.origin}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${diner.token()}`,
        tenant: table.tenantId,
        qr: table.qrCode,
        ...(call.idempotent ? { "idempotency-key": `rule-${randomUUID()}` } : {}),
      },
    })
    const answer =
      response.status === 403
        ? ((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message
        : await response.body?.cancel()
    return { status: response.status, message: answer ?? null }
  }
  const refusals = async (diner: TestDiner, table: Table, calls: ReadonlyArray<Call>) =>
    Promise.all(calls.map(async (call) => [call.name, await send(diner, table, call)] as const))
  const allRefused = (calls: ReadonlyArray<Call>, message: string) => calls.map((call) => [call.name, { status: 403, message }] as const)

  const as = async (table: Table, google: boolean, work: (diner: TestDiner) => Promise<void>) => {
    const diner = await signInDiner(server.origin, table, google ? `diner-${randomUUID()}@example.com` : null)
    try {
      await work(diner)
    } finally {
      await diner.close()
    }
  }
  const expectFeedOpens = async (diner: TestDiner, table: Table) => {
    const opened = listen(`${server.origin}${feed.path}`, {
      authorization: `Bearer ${diner.token()}`,
      tenant: table.tenantId,
      qr: table.qrCode,
    })
    try {
      await opened.next((event) => event.event === "ready")
    } finally {
      await opened.close()
    }
  }

  it("refuses an anonymous diner every call and live feed at a Google table, the phone calls too", () =>
    as(GOOGLE_TABLE, false, async (diner) => {
      expect(await refusals(diner, GOOGLE_TABLE, everyCall)).toEqual(allRefused(everyCall, NEEDS_GOOGLE))
    }))

  it("refuses an anonymous diner at a phone table with the first step missing: Google", () =>
    as(PHONE_TABLE, false, async (diner) => {
      expect(await refusals(diner, PHONE_TABLE, everyCall)).toEqual(allRefused(everyCall, NEEDS_GOOGLE))
    }))

  it("lets a Google diner order and listen at a Google table", () =>
    as(GOOGLE_TABLE, true, async (diner) => {
      expect(await diner.rpc(api.cartAdd, { payload: LOVE_CAKE })).toMatchObject({ _tag: "Ok" })
      const order = await diner.rpc(api.cartSubmit, { idempotencyKey: `google-${randomUUID()}` })
      if (order._tag !== "Ok") throw new Error("the submit found no cart")
      const orders = await diner.rpc(api.ordersSearch, { query: { qr: GOOGLE_TABLE.qrCode } })
      expect(orders._tag === "Ok" && orders.body.map((found) => found.id)).toEqual([order.body.id])
      await expectFeedOpens(diner, GOOGLE_TABLE)
    }))

  it("refuses a Google diner without a verified phone at a phone table, except the two phone calls; after verifying, lets them order", () =>
    as(PHONE_TABLE, true, async (diner) => {
      expect(await refusals(diner, PHONE_TABLE, exceptPhoneCalls)).toEqual(allRefused(exceptPhoneCalls, NEEDS_PHONE))

      expect(await diner.rpc(api.phoneSend, { params: { phone: "0776543210" } })).toMatchObject({ _tag: "Ok" })
      const code = await codeSentTo(server.origin, "0776543210")
      expect(await diner.rpc(api.phoneVerify, { params: { code } })).toMatchObject({ _tag: "Ok", body: { success: true } })
      // The old token lacks the claim: still refused until the app takes a fresh one.
      expect(await send(diner, PHONE_TABLE, { name: "cart", method: "GET", path: api.cartGet.path, idempotent: false })).toEqual({
        status: 403,
        message: NEEDS_PHONE,
      })
      await diner.refresh()

      expect(await diner.rpc(api.cartAdd, { payload: LOVE_CAKE })).toMatchObject({ _tag: "Ok" })
      expect(await diner.rpc(api.cartSubmit, { idempotencyKey: `phone-${randomUUID()}` })).toMatchObject({ _tag: "Ok" })
      await expectFeedOpens(diner, PHONE_TABLE)
    }))

  it("judges an unsigned emulator token by its account, not by the claims written in it", () =>
    as(PHONE_TABLE, false, async (diner) => {
      const [header = "", payload = ""] = diner.token().split(".")
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>
      expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "none" })
      const boasting = {
        ...claims,
        email: "boast@example.com",
        phoneNumberVerified: true,
        firebase: { sign_in_provider: "google.com", identities: {} },
      }
      const forged = `${header}.${Buffer.from(JSON.stringify(boasting)).toString("base64url")}.`
      const response = await fetch(`${server.origin}${api.cartAdd.path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${forged}`,
          tenant: PHONE_TABLE.tenantId,
          qr: PHONE_TABLE.qrCode,
          "content-type": "application/json",
        },
        body: JSON.stringify(LOVE_CAKE),
      })
      expect([response.status, await response.json()]).toEqual([
        403,
        { errors: [{ message: NEEDS_GOOGLE }], error: { _tag: "SignInRequired", message: NEEDS_GOOGLE } },
      ])
    }))

  it("lets an anonymous diner order at a plain table", () =>
    as(PLAIN_TABLE, false, async (diner) => {
      expect(await diner.rpc(api.cartAdd, { payload: LOVE_CAKE })).toMatchObject({ _tag: "Ok" })
      await expectFeedOpens(diner, PLAIN_TABLE)
    }))
})
