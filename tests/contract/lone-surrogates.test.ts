import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { PayPayload, TablePayments } from "../../schema/payment"
import { stripeProvider } from "../../server/payments/stripe-provider"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { callSpec, calls, dinerHeaders, OPERATOR, sendCall, TABLE_2, VALID, type Caller } from "../support/refusals"
import { startStripeDouble, type StripeDouble } from "../support/stripe-double"
import { testStripeSettings } from "../support/stripe-settings"
import { stringSlots, type StringSlot } from "../support/string-slots"
import { startTestServer } from "../support/test-server"
import { body } from "../support/typed-answers"

/**
 * A lone UTF-16 surrogate (half of a pair: U+D800-U+DFFF on its own) is no text: JSON carries
 * one as an escape (`"\ud800"`), JavaScript keeps it, and PostgreSQL's jsonb refuses it, so a
 * payer name with one was charged at Stripe and then answered 500 with nothing recorded (issue
 * 49, finding 5), and a cart add's choice with one answered 500 (finding 12). Every text a diner
 * sends is held to one check (schema/text.ts): a lone surrogate anywhere in a body is a 400
 * BadRequest naming the field, before anything is charged or stored. On PGlite and PostgreSQL,
 * the server paying through the Stripe adapter against the local API double.
 */

const WELL_FORMED = "Ana 😀"
/** A lone high surrogate, a lone low one, and a pair the wrong way round. */
const LONE = ["Ana\ud800", "\udc00Ana", "A\udc00\ud800na"]
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }

interface Refusal {
  readonly error?: { readonly _tag?: string; readonly field?: string }
}

describe.each(testDatabases())("a lone surrogate in a diner's text, on $name", (database) => {
  let stripe: StripeDouble | undefined
  let server: RunningServer | undefined
  const diners: TestDiner[] = []
  const origin = () => server?.origin ?? ""
  const double = () => {
    if (stripe === undefined) throw new Error("the Stripe double starts in beforeAll")
    return stripe
  }

  beforeAll(async () => {
    stripe = await startStripeDouble()
    server = await startTestServer({
      db: await database.location(),
      payments: stripeProvider(testStripeSettings(stripe)),
    })
  })
  afterAll(async () => {
    await Promise.all(diners.map((each) => each.close()))
    await server?.close()
    await stripe?.close()
    await database.drop()
  })

  const dinerAt = async (table: { tenantId: string; qrCode: string }): Promise<TestDiner> => {
    const diner = await signInDiner(origin(), table)
    diners.push(diner)
    return diner
  }
  const payments = (diner: TestDiner): Promise<TablePayments> => body(diner.rpc(api.paymentsGet, {}))

  it("refuses a payer name with one before anything is charged, its retry too, and pays a well-formed one", async () => {
    const diner = await dinerAt(TABLE_2)
    await body(diner.rpc(api.cartAdd, { payload: TEA }))
    await body(diner.rpc(api.cartSubmit, {}))
    const pay = (payerName: string): PayPayload => ({
      qr: TABLE_2.qrCode,
      split: { _tag: "Amount", amount: 1000 },
      tip: { _tag: "Amount", amount: 0 },
      expectedTotal: 1000,
      paymentMethod: "pm_card_visa",
      payerName,
    })
    const before = double().created.length
    for (const name of LONE) {
      // The same key twice: the retry is refused alike, and charges nothing either.
      const key = `lone-surrogate-${LONE.indexOf(name)}-0001`
      for (let tries = 0; tries < 2; tries++) {
        const answer = await sendCall(origin(), callSpec("pay"), dinerHeaders(diner, TABLE_2), { payload: pay(name), key })
        const refused = (await answer.json()) as Refusal
        expect([answer.status, refused.error?._tag, refused.error?.field]).toEqual([400, "BadRequest", "payerName"])
      }
    }
    // A bill line's key with one, in a "my dishes" payment.
    const dishes = { ...pay(WELL_FORMED), split: { _tag: "Dishes", lineKeys: ["order\ud800/line"] } }
    const answer = await sendCall(origin(), callSpec("pay"), dinerHeaders(diner, TABLE_2), { payload: dishes })
    const refused = (await answer.json()) as Refusal
    expect([answer.status, refused.error?._tag]).toEqual([400, "BadRequest"])
    expect(refused.error?.field).toMatch(/^split\b/)
    expect(double().created.length).toBe(before)
    expect((await payments(diner)).payments).toEqual([])

    const paid = await body(diner.rpc(api.pay, { payload: pay(WELL_FORMED), idempotencyKey: "well-formed-name-0001" }))
    expect(paid).toMatchObject({ status: "Succeeded", payer: { name: WELL_FORMED } })
    expect(double().created.length).toBe(before + 1)
  })

  it("refuses a cart add with one in a choice's id or an option's id, and stores nothing", async () => {
    const diner = await dinerAt(DEMO_TABLE)
    const caller = dinerHeaders(diner, DEMO_TABLE)
    for (const text of LONE) {
      for (const selectedChoices of [{ [text]: [] }, { size: [text] }]) {
        const answer = await sendCall(origin(), callSpec("cartAdd"), caller, { payload: { ...TEA, selectedChoices } })
        const refused = (await answer.json()) as Refusal
        expect([answer.status, refused.error?._tag]).toEqual([400, "BadRequest"])
        expect(refused.error?.field).toMatch(/^selectedChoices\b/)
      }
    }
    expect(await diner.rpc(api.cartGet, {})).toEqual({ _tag: "NotFound" })
  })

  // Every text of every call's body (tests/support/string-slots.ts): a JSON body is how a lone
  // surrogate reaches the server (a path, a query and a header arrive as bytes).
  const slots = Object.entries(calls).flatMap(([name, spec]) =>
    stringSlots(spec)
      .filter((slot) => slot.part === "payload")
      .map((slot) => ({ name, slot, label: `${name} ${slot.field}${slot.keyOfRecord ? " (a key)" : ""}` })),
  )

  it("finds the texts of the bodies, the payer name, the first name and the choices among them", () => {
    expect(slots.map((each) => each.label)).toEqual(
      expect.arrayContaining([
        "pay payerName",
        "tableCartJoin firstName",
        "cartAdd selectedChoices (a key)",
        "cartAdd selectedChoices.k.0",
      ]),
    )
  })

  let slotDiner: TestDiner | undefined
  it.each(slots)("$label: a 400 BadRequest naming the field", async ({ name, slot }) => {
    const spec = callSpec(name)
    let caller: Caller = {}
    if (spec.access === "diner") caller = dinerHeaders((slotDiner ??= await dinerAt(DEMO_TABLE)), DEMO_TABLE)
    if (spec.access === "operator") caller = OPERATOR
    const valid = VALID[name] ?? {}
    for (const text of LONE) {
      const answer = await sendCall(origin(), spec, caller, { ...valid, payload: slot.put(valid.payload ?? null, text) })
      const refused = (await answer.json()) as Refusal
      expect([answer.status, refused.error?._tag], JSON.stringify(refused)).toEqual([400, "BadRequest"])
      expect(namesField(refused.error?.field, slot), JSON.stringify(refused)).toBe(true)
    }
  })
})

// As tests/contract/hostile-text.test.ts reads a field's name: a record's key by the record's
// name and the key; a field of a payment's split or tip by its union, or by the member's field.
const namesField = (field: string | undefined, slot: StringSlot): boolean =>
  field === slot.field ||
  (slot.keyOfRecord && field !== undefined && field.startsWith(`${slot.field}.`)) ||
  (field !== undefined && ["split", "tip"].includes(field.split(".")[0] ?? "") && slot.field.startsWith(`${field}.`))
