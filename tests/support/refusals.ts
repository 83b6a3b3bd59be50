import { randomUUID } from "node:crypto"
import { Schema } from "effect"
import { api, ErrorAnswerOf, pathOf, queryOf, type CallSpec } from "../../schema/api"
import * as E from "../../schema/errors"
import type { Menu } from "../../schema/menu"
import { devApi, operatorApi } from "../../schema/operator-api"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { OPERATOR_FAILURE_WINDOW_MS, OPERATOR_FAILURES_PER_WINDOW } from "../../server/services/operator-guard"
import type { GatedProvider } from "./gated-provider"
import { DEMO_TABLE, signInDiner, type TestDiner } from "./diner"
import { TEST_OPERATOR_KEY } from "./test-server"

/**
 * Calls of the contract sent by hand (any headers, any input), for tests that provoke refusals:
 * the typed client hides a 404's body and always sends good headers.
 */

export interface Table {
  readonly tenantId: string
  readonly qrCode: string
}

/** The headers one caller sends: a diner's token and table, the operator key, or nothing. */
export type Caller = Readonly<Record<string, string>>

export interface CallRequest {
  readonly params?: object
  readonly query?: object
  readonly payload?: unknown
  /** The Idempotency-Key of an idempotent call; a new one unless told. */
  readonly key?: string
}

export const OPERATOR: Caller = { "x-operator-key": TEST_OPERATOR_KEY }
export const NOBODY: Caller = {}

export const dinerHeaders = (diner: TestDiner, table: Table): Caller => ({
  authorization: `Bearer ${diner.token()}`,
  tenant: table.tenantId,
  qr: table.qrCode,
})

export const sendCall = (origin: string, spec: CallSpec, caller: Caller, request: CallRequest = {}): Promise<Response> => {
  const headers: Record<string, string> = { ...caller }
  if (request.payload !== undefined) headers["content-type"] = "application/json"
  if (spec.idempotent) headers["idempotency-key"] = request.key ?? randomUUID()
  const url = `${origin}${pathOf(spec, request.params ?? {})}${queryOf(request.query)}`
  return fetch(url, { method: spec.method, headers, ...(request.payload === undefined ? {} : { body: JSON.stringify(request.payload) }) })
}

/** What a refusal decodes as with its call's declared errors: its status and tag, or why it does not decode. */
export const refusalOf = async (spec: CallSpec, response: Response): Promise<{ status: number; tag: string }> => {
  const decoded = Schema.decodeUnknownResult(ErrorAnswerOf(spec.errors))(await response.json())
  return {
    status: response.status,
    tag: decoded._tag === "Success" ? decoded.success.error._tag : `undecodable: ${decoded.failure.message}`,
  }
}

export const expected = (error: E.ContractErrorSchema) => ({ status: error.status, tag: error.tag })

/** Diners signed in for one suite, each at its table, all signed out at the end. */
export const dinerPool = (origin: () => string) => {
  const signedIn: TestDiner[] = []
  return {
    signIn: async (table: Table, googleEmail: string | null = null): Promise<Caller> => {
      const diner = await signInDiner(origin(), table, googleEmail)
      signedIn.push(diner)
      return dinerHeaders(diner, table)
    },
    closeAll: () => Promise.all(signedIn.map((diner) => diner.close())),
  }
}

/** Every call of the contract, by name. */
export const calls: Readonly<Record<string, CallSpec>> = { ...api, ...operatorApi, ...devApi }
export const callSpec = (name: string): CallSpec => {
  const spec = calls[name]
  if (spec === undefined) throw new Error(`no call ${name}`)
  return spec
}
export const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
export const TABLE_2: Table = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
export const GOOGLE_TABLE: Table = { tenantId: "tenant-lotus", qrCode: "demo-table-google" }
export const BIG_TABLE: Table = { tenantId: "tenant-bench", qrCode: BIG_MENU_TABLE }
export const SIX_MINUTES = 6 * 60_000

/** Valid input for every call: refusals that come before or after decoding need the call to get that far. */
export const VALID: Readonly<Record<string, CallRequest>> = {
  venueByQr: { params: { qrCode: DEMO_TABLE.qrCode } },
  menuPick: { params: { qrCode: DEMO_TABLE.qrCode } },
  cartAdd: { payload: CAKE },
  cartUpdate: { payload: { id: "line", selectedChoices: {}, quantity: 1 } },
  ordersSearch: { query: { qr: DEMO_TABLE.qrCode } },
  phoneSend: { params: { phone: "0771000000" } },
  phoneVerify: { params: { code: "123456" } },
  staffRequestCreate: { payload: { kind: "waiter" } },
  tableCartJoin: { payload: { qr: DEMO_TABLE.qrCode } },
  tableCartAdd: { payload: CAKE },
  tableCartUpdate: { payload: { id: "line", selectedChoices: {}, quantity: 1 } },
  tableCartSubmit: { payload: { seenVersion: 0 } },
  pay: {
    payload: {
      qr: DEMO_TABLE.qrCode,
      split: { _tag: "WholeBill" },
      tip: { _tag: "Percent", percent: 0 },
      expectedTotal: 0,
      paymentMethod: "pm_card_visa",
    },
  },
  payConfirm: { params: { paymentId: "no-such-payment" } },
  receiptGet: { params: { paymentId: "no-such-payment" } },
  receiptMail: { params: { paymentId: "no-such-payment" }, payload: { address: "diner@example.com", language: "en" } },
  feedbackGive: { params: { paymentId: "no-such-payment" }, payload: { rating: "up", reasons: [] } },
  operatorAdvance: { params: { orderId: "no-such-order" }, payload: {} },
  operatorAvailability: { params: { itemId: "no-such-dish" }, payload: { available: true } },
  operatorPrice: { params: { itemId: "no-such-dish" }, payload: { variantId: "no-such-variant", price: 100 } },
  operatorAcknowledge: { params: { requestId: "no-such-request" } },
  operatorSettle: { params: { qrCode: "no-such-table" } },
  operatorRefund: { params: { receiptNumber: "R-999999" } },
  operatorStaffList: { params: { venueId: "no-such-venue" } },
  operatorStaffAdd: { params: { venueId: "no-such-venue" }, payload: { email: "staff@example.com" } },
  operatorStaffRemove: { params: { venueId: "no-such-venue" }, payload: { email: "staff@example.com" } },
  operatorLateAfter: { params: { venueId: "no-such-venue" }, payload: { minutes: 15 } },
  devSmsOutbox: { query: { phone: "0771000000" } },
}
/** Input each public or operator call refuses as a BadRequest (a diner call is sent without its `tenant` header). */
export const BAD: Readonly<Record<string, CallRequest>> = {
  venueByQr: { params: { qrCode: "bad.code" } },
  menuPick: { params: { qrCode: "bad.code" } },
  operatorOrders: { query: { all: "2" } },
  operatorAdvance: { params: { orderId: "o" }, payload: { toStateId: 5 } },
  operatorAvailability: { params: { itemId: "i" }, payload: { available: "yes" } },
  operatorPrice: { params: { itemId: "i" }, payload: { variantId: "v", price: 12.5 } },
  operatorRequests: { query: { all: "2" } },
  operatorAcknowledge: { params: { requestId: "r" }, payload: {} },
  operatorSettle: { params: { qrCode: "demo-table-1" }, payload: {} },
  operatorRefund: { params: { receiptNumber: "not-a-receipt" } },
  operatorPayments: { query: { qrCode: "bad.code" } },
  operatorFeedback: { query: { venueId: "" } },
  operatorStaffList: { params: { venueId: "venue\u0001" } },
  operatorStaffAdd: { params: { venueId: "venue-lotus-colombo" }, payload: { email: "not an address" } },
  operatorStaffRemove: { params: { venueId: "venue-lotus-colombo" }, payload: {} },
  operatorLateAfter: { params: { venueId: "venue-lotus-colombo" }, payload: { minutes: 0 } },
  devSmsOutbox: { query: {} },
}

/** What a provocation can use: the server, diners signed in on demand, the clock, the operator. */
export interface World {
  readonly send: (call: string, caller: Caller, request?: CallRequest) => Promise<Response>
  /** Sends and expects 200: the answer's body. */
  readonly ok: <A = unknown>(call: string, caller: Caller, request?: CallRequest) => Promise<A>
  /** A diner newly signed in (anonymously) at this table: no cart, no code, no limit used. */
  readonly diner: (table?: Table) => Promise<Caller>
  /** The same diner at this table every time, for refusals that leave nothing behind. */
  readonly regular: (table: Table) => Promise<Caller>
  readonly advanceClock: (ms: number) => void
  readonly demoMenu: () => Menu
  readonly bigMenu: () => Menu
  /** The server's payment provider (the demo's), whose next answers a provocation may lose. */
  readonly payments: GatedProvider
  /** PostgreSQL only: a statement on the server's database, from outside it. */
  readonly sql: (text: string, params?: unknown[]) => Promise<unknown>
}

export interface Provocation {
  readonly call: string
  readonly error: E.ContractErrorSchema
  readonly provoke: (world: World) => Promise<Response>
  /** Provoked on PostgreSQL only, for this reason (PGlite runs inside the server: nothing else can reach it). */
  readonly postgresOnly?: string
}

/** The errors every call of an access kind shares, provoked on each such call. */
export const shared = (): ReadonlyArray<Provocation> =>
  Object.entries(calls).flatMap(([call, spec]): Provocation[] => {
    const valid = VALID[call] ?? {}
    if (spec.access === "diner") {
      return [
        {
          call,
          error: E.NotSignedIn,
          provoke: async (w) => w.send(call, { ...(await w.regular(DEMO_TABLE)), authorization: "Bearer not-a-token" }, valid),
        },
        {
          call,
          error: E.WrongTable,
          provoke: async (w) => w.send(call, { ...(await w.regular(DEMO_TABLE)), tenant: "tenant-harbour" }, valid),
        },
        { call, error: E.SignInRequired, provoke: async (w) => w.send(call, await w.regular(GOOGLE_TABLE), valid) },
        { call, error: E.BadRequest, provoke: async (w) => w.send(call, withoutTenant(await w.regular(DEMO_TABLE)), valid) },
      ]
    }
    const bad: Provocation = {
      call,
      error: E.BadRequest,
      provoke: (w) => w.send(call, spec.access === "operator" ? OPERATOR : NOBODY, BAD[call]),
    }
    if (spec.access !== "operator") return [bad]
    const limited: Provocation = {
      call,
      error: E.OperatorLimited,
      provoke: async (w) => {
        for (let i = 0; i < OPERATOR_FAILURES_PER_WINDOW; i++) await w.send(call, { "x-operator-key": `wrong-operator-key-${i}` }, valid)
        // One wrong key too many (the right key is never refused).
        const refused = await w.send(call, { "x-operator-key": "wrong-operator-key-too-many" }, valid)
        // The window passes: the calls after this one are taken again.
        w.advanceClock(OPERATOR_FAILURE_WINDOW_MS)
        return refused
      },
    }
    return [{ call, error: E.NotOperator, provoke: (w) => w.send(call, NOBODY, valid) }, limited, bad]
  })

export const withoutTenant = ({ tenant: _tenant, ...rest }: Caller): Caller => rest

/** The two errors of an outage, provoked on every call they are declared on against a server whose identity provider or storage is down. */
export const outageCalls = (error: E.ContractErrorSchema) => Object.entries(calls).filter(([, spec]) => spec.errors.includes(error))
