import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { builtAppDir } from "../../server/config"
import { stripeProvider } from "../../server/payments/stripe-provider"
import type { RunningServer } from "../../server/start-server"
import { axeViolations, PHONE_VIEWPORT, storedEventDocs, watchConsole } from "../support/browser"
import { setupBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { startStripeDouble, type StripeDouble } from "../support/stripe-double"
import { STRIPE_JS_DOUBLE } from "../support/stripe-js-double"
import { startTestServer } from "../support/test-server"

/**
 * Paying with Stripe in Chromium: the server started with the Stripe adapter pointed at the
 * Stripe API double (tests/support/stripe-double.ts), the page given the Stripe.js double
 * (tests/support/stripe-js-double.ts) for https://js.stripe.com. One diner at table 1 reads the
 * menu and the bill with nothing asked of js.stripe.com; the pay screen asks for it, and, Stripe
 * unreachable, says so and tries again; axe passes on it; a declined card says why and charges
 * nothing, in one attempt at Stripe; a card that asks for 3-D Secure, the page reloaded before
 * it is confirmed, is told it is not confirmed yet, then goes through Stripe's handleNextAction
 * with its client secret (the bank's yes given there, in the API double), then the app's
 * confirmation; 4242 pays the rest and the receipt reads its last
 * four. The page's CSP allows js.stripe.com (the demo server's: tests/contract/payments.test.ts).
 */
describe("paying with Stripe's Payment Element", () => {
  const chromium = setupBrowser()
  let stripe: StripeDouble | undefined
  let server: RunningServer | undefined
  beforeAll(async () => {
    stripe = await startStripeDouble()
    server = await startTestServer({
      staticDir: builtAppDir,
      payments: stripeProvider({
        secretKey: "sk_test_tableside",
        webhookSecret: "whsec_test_tableside",
        publishableKey: "pk_test_tableside",
        currency: "lkr",
        api: stripe.api,
      }),
    })
  })
  afterAll(async () => {
    await server?.close()
    await stripe?.close()
  })

  it("loads Stripe.js only on the pay screen, refuses a declined card, confirms a 3-D Secure card with Stripe, and pays with 4242", async () => {
    const origin = server?.origin ?? ""
    const intents = () => [...(stripe?.intents.values() ?? [])]
    const context = await chromium.browser.newContext({ viewport: PHONE_VIEWPORT })
    try {
      const asked: string[] = []
      let reachable = false
      await context.route("https://js.stripe.com/**", async (route) => {
        asked.push(route.request().url())
        await (reachable ? route.fulfill({ contentType: "text/javascript", body: STRIPE_JS_DOUBLE }) : route.abort("internetdisconnected"))
      })
      const page = await context.newPage()
      const problems = watchConsole(page)
      // The bank's check, in Stripe's UI (the Stripe.js double's handleNextAction): the bank says yes when the test lets it.
      let bankSaysYes = () => {}
      await page.exposeFunction("stripeBankCheck", async (clientSecret: string) => {
        await new Promise<void>((resolve) => (bankSaysYes = resolve))
        const intent = intents().find((each) => each.client_secret === clientSecret)
        if (intent !== undefined) intent.status = "succeeded"
      })
      const seen = () => page.evaluate(() => (window as unknown as { stripeDouble: StripeJsSeen }).stripeDouble)

      const first = await page.goto(`${origin}/demo-table-1`)
      const policy = first?.headers()["content-security-policy"] ?? ""
      expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
      expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com")
      await page.locator("[data-item]").first().waitFor()
      await addDish(page, "Fish Cutlets")
      await page.goto(`${origin}/venue/cart`)
      await page.getByRole("button", { name: "Place order" }).click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      // The menu and the bill: nothing of Stripe's.
      expect(asked).toEqual([])

      // The pay screen asks for Stripe.js; unreachable, the diner reads why and tries again.
      await page.getByRole("link", { name: "Pay at the table" }).click()
      await page.getByRole("heading", { name: "Pay at the table" }).waitFor()
      await page.getByRole("alert").filter({ hasText: "The secure card form could not load." }).waitFor()
      expect(asked.length).toBeGreaterThan(0)
      // No card field of the app's own on a Stripe table, whether Stripe.js loads or not.
      expect(await page.getByLabel("Card number").count()).toBe(0)
      reachable = true
      await page.getByRole("button", { name: "Try again" }).click()
      const cardNumber = page.getByLabel("Card number")
      await cardNumber.waitFor()
      expect(await seen()).toMatchObject({
        key: "pk_test_tableside",
        options: { mode: "payment", currency: "lkr", paymentMethodCreation: "manual" },
      })

      // The whole bill, no tip: Rs. 650.00 + 10% = Rs. 715.00, the element's amount kept in step.
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("No tip").check()
      await expect.poll(async () => (await seen()).amounts.at(-1)).toBe(71500)
      expect(await axeViolations(page)).toEqual([])
      await cardNumber.fill("4000 0000 0000 0002")
      const attempts = stripe?.created.length ?? 0
      await page.getByRole("button", { name: "Pay Rs. 715.00" }).click()
      await page.getByRole("alert").filter({ hasText: "Your card was declined. Nothing was charged." }).waitFor()
      // One attempt at Stripe, declined: no PaymentIntent, no payment.
      expect((stripe?.created.length ?? 0) - attempts).toBe(1)
      expect(intents()).toEqual([])
      expect(await page.getByText("Left to pay: Rs. 715.00").count()).toBe(1)

      // Rs. 100.00 with a card that asks for 3-D Secure; the page is reloaded before the diner
      // confirms (the client secret, never stored, is gone): the first tap says the bank has not
      // confirmed yet and brings it afresh, the next runs Stripe's UI, the bank says yes, the app confirms.
      await page.getByLabel("An amount").check()
      await page.getByLabel("Amount", { exact: true }).fill("100")
      await cardNumber.fill("4000 0025 0000 3155")
      await page.getByRole("button", { name: "Pay Rs. 100.00" }).click()
      await page.getByRole("dialog", { name: "Confirm this payment" }).waitFor()
      const held = intents()[0]
      if (held === undefined) throw new Error("no PaymentIntent was made for the 3-D Secure card")
      await page.reload()
      await page.getByRole("button", { name: "Confirm payment" }).click()
      await page.getByRole("alert").filter({ hasText: "Your bank has not confirmed this payment yet." }).waitFor()
      expect((await seen()).nextActions).toEqual([])
      await page.getByRole("button", { name: "Confirm payment" }).click()
      // One check at a time: the button waits, disabled, while the bank checks.
      await expect.poll(() => page.getByRole("button", { name: "Checking with your bank…" }).isDisabled()).toBe(true)
      expect(held.status).toBe("requires_action")
      bankSaysYes()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()
      expect((await seen()).nextActions).toEqual([held.client_secret])
      expect(await page.locator("[data-receipt]").innerText()).toMatch(/Rs\.\u00a0100\.00[\s\S]*VISA card ending 3155/)

      // 4242 pays the rest.
      await page.goto(`${origin}/venue/pay`)
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("No tip").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await page.getByRole("button", { name: "Pay Rs. 615.00" }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()
      expect(await page.locator("[data-receipt]").innerText()).toMatch(/Rs\.\u00a0615\.00[\s\S]*VISA card ending 4242/)
      expect(intents().map((intent) => [intent.payment_method, intent.status, intent.amount])).toEqual([
        ["pm_card_authenticationRequiredOnSetup", "succeeded", 10000],
        ["pm_card_visa", "succeeded", 61500],
      ])
      // Neither the card number nor the client secret is in the stored log.
      const logged = JSON.stringify(await storedEventDocs(page))
      expect(logged).toContain("pm_card_visa")
      expect(logged).not.toMatch(/4242\s?4242\s?4242\s?4242/)
      expect(logged).not.toContain(held.client_secret)
      const unexpected = problems().filter((problem) => !/status of 402|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(problem))
      expect(unexpected).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/** What the Stripe.js double saw (tests/support/stripe-js-double.ts). */
interface StripeJsSeen {
  readonly key: string | null
  readonly options: unknown
  readonly amounts: ReadonlyArray<number>
  readonly nextActions: ReadonlyArray<string>
}
