import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { PayPayload } from "../../schema/payment"
import type { ChargeRequest } from "../../server/payments/payment-provider"
import { stripeProvider } from "../../server/payments/stripe-provider"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { startServerProcess } from "../support/server-process"
import { startStripeDouble, type StripeDouble } from "../support/stripe-double"
import { testStripeSettings } from "../support/stripe-settings"
import { startTestServer } from "../support/test-server"
import { body } from "../support/typed-answers"

/**
 * A venue is charged in its own currency (issue 49, finding 10: every charge was in
 * STRIPE_CURRENCY whatever the venue's). A tenant's currency is a label, "Rs." (tenant-lotus)
 * or "LKR" (tenant-harbour); the Stripe adapter charges its ISO code (server/payments/
 * currency.ts), and a STRIPE_CURRENCY that disagrees with a venue's stops the start, naming
 * both. The adapter and the server against the local Stripe API double.
 */

const LOTUS = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const HARBOUR = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }

let stripe: StripeDouble | undefined
const double = () => {
  if (stripe === undefined) throw new Error("the Stripe double starts in beforeAll")
  return stripe
}
beforeAll(async () => {
  stripe = await startStripeDouble()
})
afterAll(() => stripe?.close())

/** The currency of the PaymentIntent the double was asked to make for this payment. */
const chargedIn = (paymentId: string): string | undefined =>
  [...double().intents.values()].find((intent) => intent.metadata["paymentId"] === paymentId)?.currency

describe("the Stripe adapter's charge", () => {
  const charge = (configured: string, currency: string | null, paymentId: string) => {
    const request: ChargeRequest = {
      idempotencyKey: paymentId,
      paymentId,
      serviceAreaId: "area-table-2",
      amount: 1000,
      currency,
      attempt: 1,
      paymentMethod: "pm_card_visa",
    }
    return stripeProvider(testStripeSettings(double(), configured)).charge(request)
  }

  it("is in the venue's ISO currency, lower-cased, whatever STRIPE_CURRENCY says", async () => {
    expect(await charge("inr", "LKR", "charge-iso-label")).toMatchObject({ _tag: "Charged" })
    expect(chargedIn("charge-iso-label")).toBe("lkr")
    expect(await charge("lkr", " usd ", "charge-iso-label-spaced")).toMatchObject({ _tag: "Charged" })
    expect(chargedIn("charge-iso-label-spaced")).toBe("usd")
  })

  it("is in STRIPE_CURRENCY for a venue whose currency is a symbol used for it, or is not set", async () => {
    await charge("inr", "Rs.", "charge-rupee-inr")
    await charge("lkr", "Rs.", "charge-rupee-lkr")
    await charge("lkr", null, "charge-no-label")
    expect(["charge-rupee-inr", "charge-rupee-lkr", "charge-no-label"].map(chargedIn)).toEqual(["inr", "lkr", "lkr"])
  })

  it("charges nothing for a venue whose symbol is not used for STRIPE_CURRENCY, or is unknown", async () => {
    const before = double().created.length
    await expect(charge("usd", "Rs.", "charge-rupee-usd")).rejects.toThrow('"Rs.", a symbol used for lkr')
    await expect(charge("lkr", "Rupees", "charge-unknown")).rejects.toThrow("neither an ISO 4217 code nor a symbol")
    expect(double().created.length).toBe(before)
  })
})

describe.each(testDatabases())("the server paying through Stripe, on $name", (database) => {
  let server: RunningServer | undefined
  const diners: TestDiner[] = []
  beforeAll(async () => {
    server = await startTestServer({ db: await database.location(), payments: stripeProvider(testStripeSettings(double(), "lkr")) })
  })
  afterAll(async () => {
    await Promise.all(diners.map((each) => each.close()))
    await server?.close()
    await database.drop()
  })

  const payAt = async (table: { tenantId: string; qrCode: string }, dish: string): Promise<string> => {
    const diner = await signInDiner(server?.origin ?? "", table)
    diners.push(diner)
    await body(diner.rpc(api.cartAdd, { payload: { id: dish, selectedChoices: {}, quantity: 1 } }))
    await body(diner.rpc(api.cartSubmit, {}))
    const payload: PayPayload = {
      qr: table.qrCode,
      split: { _tag: "Amount", amount: 1000 },
      tip: { _tag: "Amount", amount: 0 },
      expectedTotal: 1000,
      paymentMethod: "pm_card_visa",
    }
    const paid = await body(diner.rpc(api.pay, { payload }))
    expect(paid.status).toBe("Succeeded")
    return paid.id
  }

  it("charges each venue in its own currency: LKR at Harbour Grill, Rs. (with STRIPE_CURRENCY=lkr) at Lotus & Lime", async () => {
    expect(chargedIn(await payAt(HARBOUR, "item-seer-fish-steak"))).toBe("lkr")
    expect(chargedIn(await payAt(LOTUS, "item-ceylon-tea"))).toBe("lkr")
  })
})

describe("a STRIPE_CURRENCY that disagrees with a venue's", () => {
  /** The server started as a library with this STRIPE_CURRENCY: "started", or why it would not start. */
  const startedWith = (configured: string): Promise<string> =>
    startTestServer({ payments: stripeProvider(testStripeSettings(double(), configured)) }).then(
      async (started) => {
        await started.close()
        return "started"
      },
      (error: unknown) => String(error),
    )

  it("stops the server started as a library, naming STRIPE_CURRENCY and each venue", async () => {
    const outcome = await startedWith("usd")
    expect(outcome).toContain("STRIPE_CURRENCY=usd disagrees with the currency of")
    expect(outcome).toContain('"Lotus & Lime Colombo" (tenant-lotus), whose currency is "Rs.", a symbol used for lkr')
    expect(outcome).toContain('"Harbour Grill Galle" (tenant-harbour), whose currency is LKR (ISO lkr)')
  })

  it("agrees with a symbol's other currencies only where no venue names an ISO code", async () => {
    // "Rs." is used for inr too, but Harbour Grill's LKR is not.
    const outcome = await startedWith("inr")
    expect(outcome).toContain("STRIPE_CURRENCY=inr disagrees")
    expect(outcome).toContain("Harbour Grill Galle")
    expect(outcome).not.toContain("Lotus & Lime Colombo")
  })

  it("ends `npm start` with the message alone, no stack", async () => {
    const outcome = await startServerProcess({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_tableside",
      STRIPE_WEBHOOK_SECRET: "whsec_test_tableside",
      STRIPE_PUBLISHABLE_KEY: "pk_test_tableside",
      STRIPE_CURRENCY: "usd",
    }).then(
      async (started) => {
        await started.stop()
        return "started"
      },
      (error: unknown) => String(error),
    )
    expect(outcome).toContain("Bad server setting: STRIPE_CURRENCY=usd disagrees with the currency of")
    expect(outcome).toContain("Lotus & Lime Colombo")
    expect(outcome).not.toContain("    at ")
  }, 120_000)
})
