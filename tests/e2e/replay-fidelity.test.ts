import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { DEFAULT_MAIL_FROM } from "../../server/config"
import { startMailCatcher } from "../../server/mail/mail-catcher"
import { eventKinds, secretTags } from "../../schema/event-kinds"
import { faultTags, olderTags, type LoggedEvent } from "../../schema/events"
import { formatPhone } from "../../src/domain/phone"
import { TOAST_MS } from "../../src/domain/state/toasts"
import { operatorApi } from "../../schema/operator-api"
import { SUBMIT_BACKOFF_MS } from "../../streams/sources/cart-submit"
import { parseNdjson } from "../../src/domain/replay"
import { holdRequests, PHONE_VIEWPORT, watchConsole } from "../support/browser"
import { momentProblems, seqAt, type Moment } from "../support/replay-moments"
import { catalogueEnglishIn } from "../support/no-english"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { operatorDo } from "../support/operator"
import { codeSentTo } from "../support/sms-outbox"
import { venueCli } from "../support/cli"

/**
 * The moments replayed in the browser: each kind of screen at least once (the home page, a
 * table not found, the gate, the sign-in, the phone step, the menu, a drawer, the cart, the
 * bill, offline, a waiting change in Sinhala, the table's cart, the receipt and its feedback), with toasts and busy labels.
 * Every moment's screen path is among them (checked below), so a new screen is not left out.
 */
const REPLAYED_IN_THE_BROWSER: ReadonlyArray<string> = [
  "a mistyped table code",
  "the home page refuses a code",
  "the gate asks for Google",
  "the sign-in's error",
  "a wrong code refused",
  "a third side refused",
  "added, with its toast",
  "the waiter on the way",
  "the order on its way: its busy label",
  "the bill split equally",
  "the availability toast",
  "a waiting change, in Sinhala",
  "staff unreachable",
  "the bill unreachable",
  "the table's cart joined: the own cart's dish moved into it",
  "two changes to the table's cart waiting",
  "the table's order sent",
  "paying: the card declined",
  "the receipt",
  "feedback given",
]

/**
 * Replay fidelity (issue 14): a whole session at the phone table, what the page showed read
 * after each thing that happens in it; then its exported log shows the very same at each of
 * those moments. At every moment, the fold of the log up to the moment's event (in Node) names
 * the screen the page was on, the toasts it showed and the notices in its text; at a sample of
 * them, one of each screen, the log loaded in a fresh browser profile through the debug panel
 * and stepped to the moment's event shows the very same text. Whatever the diner saw that does
 * not come from the log (a screen, a toast, a banner) makes this fail.
 */
/** The SMTP server this file's receipt is e-mailed to (server/mail/mail-catcher.ts), and the address it goes to. */
const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
const MAIL_ADDRESS = "replayed.diner@example.com"

describe("a replayed session shows what the diner saw", () => {
  const suite = setupServerAndBrowser({ serviceWorkers: "allow", mail: { smtpUrl: catcher.smtpUrl, from: DEFAULT_MAIL_FROM } })
  const venue = (...args: string[]) => venueCli(suite.server.origin, args)

  it("at demo-table-phone, from Google sign-in to back online", { timeout: 300_000 }, async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, acceptDownloads: true })
    // The page's clock runs as time does, and jumps a toast's 4 s instead of waiting them out (toastsGone).
    await context.clock.install()
    const page = await context.newPage()
    const problems = watchConsole(page)
    const saved: Moment[] = []
    const save = async (moment: string) => void saved.push(await settledMoment(page, moment))
    const toastsGone = () => toastsGoneFrom(context, page)

    // The installed app, launched: it reopens the table this device last opened (kept apart from
    // the log, and logged as found), a mistyped one: the table is not found.
    await page.goto(`${suite.server.origin}/api/health`)
    await page.evaluate(() => localStorage.setItem("tableside.table", "demo-table-phon"))
    await page.goto(`${suite.server.origin}/venue?source=app&debug=1`)
    await page.getByRole("heading", { name: "We couldn't open this table" }).waitFor()
    await save("a mistyped table code")
    await page.getByRole("link", { name: "Enter another table code" }).click()
    const code = page.getByLabel(/Type the table code/)
    await code.waitFor()
    await save("the home page")
    // A code that is no table code: the home page says why; then the right one.
    await code.fill("demo table phone")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("alert").filter({ hasText: "A table code has letters, digits and dashes only" }).waitFor()
    await save("the home page refuses a code")
    await code.fill("demo-table-phone")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("heading", { name: "Authentication Required" }).waitFor()
    await save("the gate asks for Google")

    // Google sign-in, through the emulator's account chooser: an address mistyped first.
    await page.getByRole("button", { name: "Sign in with Google" }).click()
    await page.getByLabel("Email").fill("nimali@example")
    await page.getByRole("button", { name: "Continue" }).click()
    await page.getByRole("alert").filter({ hasText: "Enter an email address" }).waitFor()
    await save("the sign-in's error")
    await page.getByLabel("Email").fill(`diner-${Date.now().toString(36)}@example.com`)
    await page.getByLabel("Name").fill("Nimali Perera")
    await page.getByRole("button", { name: "Continue" }).click()
    await page.getByRole("heading", { name: "Phone Number Verification" }).waitFor()
    await save("signed in with Google: the phone step")

    // A code goes to one number (held on its way: the button says "Sending..."), a wrong code
    // is refused, the diner changes the number.
    const [firstPhone, otherPhone] = PHONES
    const sendCode = async (phone: string, { held = false } = {}) => {
      const release = held ? await holdRequests(page, "**/api/user/phone/**") : null
      await page.getByPlaceholder("07xx xxx xxx").fill(phone)
      await page.getByRole("button", { name: "Send Verification Code" }).click()
      if (release !== null) {
        await page.getByRole("button", { name: "Sending..." }).waitFor()
        await save("the code on its way: its busy label")
        await release()
      }
      await page.getByRole("heading", { name: "Enter Verification Code" }).waitFor()
      await save(`code sent to ${phone}`)
    }
    const verify = async (code: string) => {
      await page.getByLabel(/6-digit code/).fill(code)
      await page.getByRole("button", { name: "Verify Code" }).click()
    }
    await sendCode(firstPhone, { held: true })
    await verify("000000")
    await page.getByRole("alert").waitFor()
    await save("a wrong code refused")
    await page.getByRole("button", { name: "Change Phone Number" }).click()
    await page.getByRole("heading", { name: "Phone Number Verification" }).waitFor()
    await save("back to the phone step")
    await sendCode(otherPhone)

    // The right code, from the local SMS outbox: the menu opens.
    await verify(await codeSentTo(suite.server.origin, otherPhone))
    await page.locator("[data-item]").first().waitFor()
    await page.getByRole("button", { name: "Call staff", disabled: false }).waitFor()
    await save("verified: the menu")

    // Search, and a dish with variants: another variant chosen, then the drawer closed.
    await page.getByRole("button", { name: "Search menu" }).click()
    const search = page.getByRole("searchbox", { name: "Search menu" })
    /** Searches, and opens a dish the search found: its drawer. */
    const searchAndOpen = async (text: string, dish: string) => {
      await search.fill(text)
      await page.locator("[data-item]", { hasText: dish }).waitFor()
      await save(`searched for ${text}`)
      await page.getByRole("button", { name: new RegExp(`^${dish}`) }).click()
      const drawer = page.getByRole("dialog", { name: dish })
      await drawer.waitFor()
      return drawer
    }
    const kottu = await searchAndOpen("kottu", "Classic Kottu")
    await save("the drawer of a dish with variants")
    await kottu.getByLabel(/^String hopper/).check()
    await save("another variant")
    await kottu.getByRole("button", { name: "Close" }).click()
    await kottu.waitFor({ state: "detached" })
    await save("drawer closed")

    // The drawer with choices: two sides, a third refused, two of them, added.
    const hopper = await searchAndOpen("hopper", "Plain Hopper")
    await hopper.getByLabel("Seeni sambol").check()
    await save("one side picked")
    await hopper.getByLabel("Dhal curry").check()
    await save("two sides picked")
    await hopper.getByLabel("Kiri hodi").click()
    await hopper.getByText(/allows at most 2/).waitFor()
    await save("a third side refused")
    await hopper.getByRole("button", { name: "Increase quantity" }).click()
    await hopper.getByRole("button", { name: "Add to cart · Rs. 780.00" }).waitFor()
    await save("two of them")
    await hopper.getByRole("button", { name: /^Add to cart/ }).click()
    await hopper.waitFor({ state: "detached" })
    await page.getByRole("link", { name: /^View Cart, 2 items/ }).waitFor()
    await page.getByText(/added to your cart/).waitFor()
    await save("added, with its toast")
    await toastsGone()
    await save("the toast gone")
    // The box's one button clears its text, then closes it.
    await page.getByRole("button", { name: "Clear search text" }).click()
    await page.getByRole("button", { name: "Close search" }).click()
    await search.waitFor({ state: "detached" })
    await save("search closed")

    // A filter chip on and off, and a tab.
    const vegetarian = page.getByRole("group", { name: "Dietary and allergen filters" }).getByRole("button", { name: "Vegetarian" })
    await vegetarian.click()
    await expect.poll(() => vegetarian.getAttribute("aria-pressed")).toBe("true")
    await save("vegetarian dishes only")
    await vegetarian.click()
    await expect.poll(() => vegetarian.getAttribute("aria-pressed")).toBe("false")
    await save("every dish again")
    await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button", { name: "Desserts" }).click()
    await page.locator("[data-item]", { hasText: "Watalappan" }).waitFor()
    await save("the Desserts tab")

    // Staff called to the table.
    await page.getByRole("button", { name: "Call staff" }).click()
    await page.getByRole("group", { name: "Ask the staff for" }).getByRole("button", { name: "Waiter" }).click()
    await page.getByText(/Waiter requested/).waitFor()
    await save("the waiter called")
    // Staff on their way, as their console would say it (no "· 1 min" ticking on for the rest of the visit).
    const [request] = await operatorDo(suite.server.origin, operatorApi.operatorRequests, { query: {} })
    if (request === undefined) throw new Error("the waiter's request is not on the staff's list")
    await operatorDo(suite.server.origin, operatorApi.operatorAcknowledge, { params: { requestId: request.request.id } })
    await page.getByText("Waiter · On the way").waitFor()
    await save("the waiter on the way")

    // The cart: one more, then the order sent.
    await page.getByRole("link", { name: /^View Cart/ }).click()
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    await page.getByText("Rs. 858.00").waitFor() // 2 × 39000 = 78000, + 10% service
    await save("the cart")
    await page.getByRole("button", { name: "One more Plain Hopper" }).click()
    await page.getByText("Rs. 1287.00").waitFor()
    await save("one more in the cart")
    // Held on its way: the button says "Sending your order..." (from the log) until the answer.
    const releaseOrder = await holdRequests(page, "**/api/cart")
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("button", { name: "Sending your order..." }).waitFor()
    await save("the order on its way: its busy label")
    await releaseOrder()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    const status = page.locator("[data-order-status]")
    await status.filter({ hasText: "Placed" }).waitFor()
    await page.getByText(/^Order \S+ sent to the kitchen\.$/).waitFor()
    await save("the order sent: the bill")
    await toastsGone()

    // The kitchen accepts it, from the staff's command line: the bill follows live.
    const orderId = await status.getAttribute("data-order-status")
    if (orderId === null) throw new Error("an order without its id")
    await venue("advance", orderId)
    await page.locator(`[data-order-status="${orderId}"]`, { hasText: "Accepted" }).waitFor()
    await save("accepted by the kitchen")

    // The bill split in two, then not.
    await page.getByRole("radio", { name: /^Equally/ }).check()
    await page
      .getByText(/Rs\.\u00a0643\.50/)
      .first()
      .waitFor()
    await save("the bill split equally")
    await page.getByRole("radio", { name: "Not split" }).check()
    await page
      .getByText(/Rs\.\u00a0643\.50/)
      .first()
      .waitFor({ state: "detached" })
    await save("the split cleared")

    // A dish sells out: the availability toast, the menu and the cart fetched again.
    await operatorDo(suite.server.origin, operatorApi.operatorAvailability, {
      params: { itemId: "item-milk-hopper" },
      payload: { available: false },
    })
    await page.getByText("Some items just became unavailable. Refreshing menu and cart…").waitFor()
    await save("the availability toast")
    await toastsGone()
    await save("the menu and cart fetched again")

    // Offline until the banner shows: a change saved for later, the bill and the staff unreachable.
    await context.setOffline(true)
    await page.getByText("You are offline. Order updates will arrive when the connection is back.").waitFor()
    await save("offline: the banner")
    await page.getByRole("link", { name: "Menu" }).click()
    await page.locator("[data-item]").first().waitFor()
    await save("the menu, offline")
    await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button", { name: "Drinks" }).click()
    await page.getByRole("button", { name: /^King Coconut/ }).click()
    const coconut = page.getByRole("dialog", { name: "King Coconut" })
    await coconut.getByRole("button", { name: /^Add to cart/ }).click()
    await coconut.waitFor({ state: "detached" })
    await page.getByText(/saved: it goes to your cart when you are back online/).waitFor()
    await save("a dish saved for later")
    await toastsGone()
    // The waiting change on the cart screen, in Sinhala: said from its catalogue text, not stored English.
    await page.getByRole("link", { name: /^View Cart/ }).click()
    await page.getByRole("heading", { name: "Waiting for a connection" }).waitFor()
    await chooseLanguage(page, "si")
    const waiting = page.locator('ul[aria-label="පොරොත්තුවෙන් ඇති වෙනස්කම්"] li')
    await expect.poll(() => waiting.innerText()).toMatch(/ 1ක්$/)
    expect(catalogueEnglishIn(await waiting.innerText())).toEqual([])
    await save("a waiting change, in Sinhala")
    await chooseLanguage(page, "en")
    await page.getByRole("link", { name: "Back to the menu" }).click()
    await page.locator("[data-item]").first().waitFor()
    await page.getByRole("button", { name: "Call staff" }).click()
    await page.getByRole("group", { name: "Ask the staff for" }).getByRole("button", { name: "Water" }).click()
    await page.getByText(/You are offline: your request could not be sent/).waitFor()
    await save("staff unreachable")
    await page.getByRole("link", { name: "Bill" }).click()
    await page.getByText("Your orders could not be loaded.").waitFor()
    await save("the bill unreachable")

    // Back online: the banner goes, the saved dish reaches the cart.
    await context.setOffline(false)
    await page.getByText("You are offline. Order updates will arrive when the connection is back.").waitFor({ state: "detached" })
    await page.getByRole("link", { name: /^View Cart, 1 item/ }).waitFor()
    await save("back online")

    // "Order together" (issue 27): the table's cart joined, the own cart's dish moved into it
    // (issue 35), another added from its drawer, changed while offline (queued, then settled),
    // one change refused (its line was removed just before: the refusal is in the log, its
    // notice may be cleared at once by the cart read again after the removal's live change, so
    // the screen is not waited on for it), and the table's order sent.
    await page.getByRole("link", { name: /^View Cart/ }).click()
    const releaseJoin = await holdRequests(page, "**/api/table-cart/join")
    await page.getByRole("button", { name: "Order together" }).click()
    await page.getByRole("button", { name: "Joining..." }).waitFor()
    await save("joining the table's order: its busy label")
    await releaseJoin()
    const together = page.getByRole("region", { name: "Your table's cart" })
    await together.getByRole("status").filter({ hasText: "1 dish from your own cart moved into the table's cart." }).waitFor()
    await together.getByRole("button", { name: "Remove King Coconut" }).waitFor()
    await save("the table's cart joined: the own cart's dish moved into it")
    const addToTable = async (tab: string, dish: string) => {
      await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button", { name: tab }).click()
      await page.getByRole("button", { name: new RegExp(`^${dish}`) }).click()
      const drawer = page.getByRole("dialog", { name: dish })
      await drawer.getByRole("button", { name: /^Add to cart/ }).click()
      await drawer.waitFor({ state: "detached" })
      await toastsGone()
    }
    await page.getByRole("link", { name: "Back to the menu" }).click()
    await page.locator("[data-item]").first().waitFor()
    await addToTable("Desserts", "Watalappan")
    await page.getByRole("link", { name: /^View Cart, 2 items/ }).click()
    await together.getByRole("button", { name: "Remove Watalappan" }).waitFor()
    await save("two dishes in the table's cart")
    await context.setOffline(true)
    await page.getByText("You are offline. Order updates will arrive when the connection is back.").waitFor()
    await together.getByRole("button", { name: "Remove King Coconut" }).click()
    await together.getByRole("button", { name: "One more King Coconut" }).click()
    await expect.poll(() => together.getByRole("list", { name: "Pending changes" }).getByRole("listitem").count()).toBe(2)
    await save("two changes to the table's cart waiting")
    await context.setOffline(false)
    await expect.poll(() => together.getByRole("list", { name: "Pending changes" }).count()).toBe(0)
    await together.getByRole("button", { name: "Remove King Coconut" }).waitFor({ state: "detached" })
    await save("a change to a removed line refused")
    // A send whose every try is lost on the way (three tries) may have reached the server: the
    // phone says so and offers to check, not to send anew; the check, held on its way, is the
    // same send again (its key), and its button says it is on its way.
    await page.route("**/api/table-cart/submit", (route) => route.abort("internetdisconnected"))
    await together.getByRole("button", { name: "Send the table's order" }).click()
    // The waits between the tries (1 s, then 2 s) jumped on the page's clock.
    const sendLost = page.locator("[data-answer-lost='send']")
    await expect
      .poll(async () => {
        await context.clock.fastForward(SUBMIT_BACKOFF_MS)
        return sendLost.getByRole("alert").filter({ hasText: "it may have been sent" }).isVisible()
      })
      .toBe(true)
    await save("the table's order's answer lost: check again")
    await page.unroute("**/api/table-cart/submit")
    const releaseSend = await holdRequests(page, "**/api/table-cart/submit")
    await sendLost.getByRole("button", { name: "Check again" }).click()
    await together.getByRole("button", { name: "Sending the table's order..." }).waitFor()
    await save("the table's order asked again by its key: its busy label")
    await releaseSend()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    await page.locator("[data-sonner-toast]", { hasText: "Sent by you." }).waitFor()
    await save("the table's order sent")
    await toastsGone()
    await save("the table's order on the bill")
    // "Add again" on an order of the bill: its dishes back in the cart shown (the table's), at
    // today's price, and the bill says so (a settle empties the table's cart later).
    await page
      .getByRole("button", { name: /^Add again: order / })
      .first()
      .click()
    await page.getByRole("status").filter({ hasText: "Added to your cart at today's price" }).waitFor()
    await save("an order added again")
    await toastsGone()

    // Paying at the table: what and the tip chosen, a declined card says why, a card that asks
    // for confirmation confirmed (the table hears the payment and settles), the receipt, and the
    // receipts the phone kept read back after a reload.
    await page.getByRole("link", { name: "Pay at the table" }).click()
    await page.getByRole("heading", { name: "Pay at the table" }).waitFor()
    await page.getByLabel("An amount").check()
    await page.getByLabel("No tip").check()
    await page.locator("[data-pay-total]").waitFor()
    await save("paying: what and the tip chosen")
    await page.getByLabel("Card number").fill("4000 0000 0000 0002")
    await page.getByRole("button", { name: /^Pay Rs\./ }).click()
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor()
    await save("paying: the card declined")
    await page.getByLabel("Card number").fill("4000 0025 0000 3155")
    await page.getByRole("button", { name: /^Pay Rs\./ }).click()
    await page.getByRole("button", { name: "Confirm payment" }).click()
    await page.getByRole("heading", { name: "Receipt" }).waitFor()
    await save("the receipt")
    await page.reload()
    await page.locator("[data-receipt-number]").waitFor()
    await save("the receipt after a reload")
    // The receipt by e-mail: sent 3 times, then refused for this hour; the address in no event.
    await page.getByRole("button", { name: "E-mail me the receipt" }).click()
    for (let sent = 1; sent <= 4; sent++) {
      await page.getByLabel("Your e-mail address").fill(MAIL_ADDRESS)
      await page.getByRole("button", { name: "Send the receipt" }).click()
      if (sent <= 3) {
        await expect.poll(() => catcher.caught().length).toBe(sent)
        await page.locator('[data-receipt-mail="sent"]').waitFor()
        if (sent === 1) await save("the receipt e-mailed")
      }
    }
    await page.getByText("This receipt was already e-mailed 3 times in the last hour.", { exact: false }).waitFor()
    await save("the receipt's e-mail refused")
    // Feedback after paying: a thumbs-down sent without a connection (refused, and why), then sent again and given.
    const feedback = page.locator("[data-feedback]")
    await feedback.getByLabel("Not good").check()
    await feedback.getByLabel("Service").check()
    await feedback.getByLabel("Anything else? (optional)").fill("The wait was long")
    await page.route("**/api/payments/*/feedback", (route) => route.abort("internetdisconnected"))
    await feedback.getByRole("button", { name: "Send feedback" }).click()
    await feedback.getByRole("alert").filter({ hasText: "You are offline" }).waitFor()
    await save("feedback refused: offline")
    await page.unroute("**/api/payments/*/feedback")
    await feedback.getByRole("button", { name: "Send feedback" }).click()
    await feedback.locator("[data-feedback-given='down']").waitFor()
    await save("feedback given")
    // The table settled: the visit's end on the bill, then a new order, in the table's next visit.
    await page.goto(`${suite.server.origin}/venue/orders`)
    await page.getByRole("status").filter({ hasText: "All paid. Thank you!" }).waitFor()
    await save("the visit ended: all paid")
    await page.getByRole("button", { name: "Start a new order" }).click()
    await page.locator("[data-item]").first().waitFor()
    await save("a new order started after the settle")

    // The log, exported from the debug panel.
    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: "Export event log" }).click()
    // Saved here: the run's one Chromium is reached remotely, its downloads have no local path.
    mkdirSync("test-results", { recursive: true })
    const path = "test-results/replay-fidelity-session.ndjson"
    await (await download).saveAs(path)
    const exported = readFileSync(path, "utf8")
    expect(exported).not.toContain("replayed.diner")
    const lines = parseNdjson(exported)
    expect(lines.flatMap((line) => ("error" in line ? [`${line.line}: ${line.error}`] : []))).toEqual([])
    const events = lines.flatMap((line) => ("event" in line ? [line.event] : []))

    // Every kind of event of the catalogue happened in this session. None is left out: the
    // catalogue's keepingOf stores each tag in some form (a search text after a pause in the
    // typing; a section when chosen by its tab, `forced`, as here, not when the scroll passes
    // it), so each kind can be in an exported log.
    const seen = new Set(events.map((logged) => logged.event._tag))
    // (An older version of an event is only read from older logs: no session appends it. A
    // source's failure only a fault appends: this session, a healthy one, holds none. A secret
    // of the moment, Stripe's client secret, is folded and never stored, so never exported.)
    const absent: ReadonlyArray<string> = [...olderTags, ...faultTags, ...secretTags]
    expect(Object.keys(eventKinds).filter((tag) => !absent.includes(tag) && !seen.has(tag as LoggedEvent["event"]["_tag"]))).toEqual([])
    expect(events.filter(({ event }) => absent.includes(event._tag))).toEqual([])
    // What the diner was told is stored as catalogue messages with their values, never as English.
    const told = events.flatMap(({ event }) =>
      event._tag === "v2.ToastShown" ||
      event._tag === "v2.PhoneCodeRefused" ||
      event._tag === "v2.TableCartRefused" ||
      event._tag === "v2.StaffRequestRefused"
        ? [event.text]
        : [],
    )
    expect(told.length).toBeGreaterThan(0)
    expect(told.flatMap((text) => catalogueEnglishIn(JSON.stringify(text)))).toEqual([])

    // Every saved moment follows an event of the log, and shows what the log's fold up to it says.
    expect(saved.filter((moment) => seqAt(events, moment.savedAt) === undefined).map((moment) => moment.moment)).toEqual([])
    expect(saved.flatMap((moment) => momentProblems(events, moment))).toEqual([])

    // The browser's sample: every screen the visit was on is among it.
    const sample = saved.filter((moment) => REPLAYED_IN_THE_BROWSER.includes(moment.moment))
    expect(sample.map((moment) => moment.moment)).toEqual(REPLAYED_IN_THE_BROWSER)
    expect([...new Set(saved.map((moment) => moment.path))].filter((path) => !sample.some((moment) => moment.path === path))).toEqual([])

    // In a fresh profile, the debug panel loads the log and steps to each moment of the sample.
    const viewer = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const replay = await viewer.newPage()
    await replay.goto(`${suite.server.origin}/?debug=1`)
    await replay.getByLabel("Load a log").setInputFiles(path)
    const slider = replay.getByLabel(/^Step \d+ of/)
    await slider.waitFor()
    const mismatches: string[] = []
    for (const moment of sample) {
      const seq = seqAt(events, moment.savedAt)
      const index = events.findIndex((logged) => logged.seq === seq)
      const logged = events[index]
      if (logged === undefined) throw new Error(`${moment.moment}: no event of the log before it`)
      await slider.fill(String(index))
      await replay.getByText(`#${logged.seq} ${logged.event._tag}`, { exact: true }).waitFor()
      await chooseLanguage(replay, moment.lang)
      // A toast that left between the event and the saving is on the replayed step (its
      // moment is the event's): such a moment is compared without the toasts.
      const toastLeft = events.some(
        ({ event }) => event._tag === "v2.ToastShown" && event.shownAt + TOAST_MS > logged.at && event.shownAt + TOAST_MS <= moment.savedAt,
      )
      const expected = toastLeft ? moment.textWithoutToasts : moment.text
      // Waits for a screen's code to load; once a few moments differed, the rest are only read.
      const shown = await textWhenEqual(replay, expected, { withToasts: !toastLeft }, mismatches.length < 3 ? 10_000 : 500)
      if (shown !== expected)
        mismatches.push(
          `${moment.moment} (#${logged.seq}):\n--- saved\n${expected}\n--- replayed\n${shown}\n--- replayed page\n${await replay.evaluate(() => document.body.innerHTML.slice(-1500))}`,
        )
    }
    writeFileSync("test-results/replay-fidelity-mismatches.txt", mismatches.join("\n\n"))
    expect(mismatches).toEqual([])

    // The moments this change put in the log were saved, and checked above.
    expect(saved.map(({ moment }) => moment)).toEqual(
      expect.arrayContaining([
        "the home page refuses a code",
        "the sign-in's error",
        "the code on its way: its busy label",
        "a waiting change, in Sinhala",
        "a wrong code refused",
        "a third side refused",
        "added, with its toast",
        "the order on its way: its busy label",
        "joining the table's order: its busy label",
        "the table's cart joined: the own cart's dish moved into it",
        "the table's order's answer lost: check again",
        "the table's order asked again by its key: its busy label",
      ]),
    )

    // The browser reports each refused or unreachable request this visit provokes (the mistyped
    // table, the wrong code, everything while offline); anything else is a problem.
    expect(
      problems().filter((problem) => !problem.includes("Open Core") && !problem.startsWith("console: Failed to load resource")),
    ).toEqual([])
    await viewer.close()
    await context.close()
  })

  it("opens no screen a log names that is not this app's: javascript: and other origins are refused on screen, nothing thrown", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const at = Date.now()
    const step = (seq: number, path: string): LoggedEvent => ({
      seq,
      at: at + seq,
      source: "intent",
      event: { _tag: "v1.ScreenShown", path },
    })
    mkdirSync("test-results", { recursive: true })
    const path = "test-results/replay-hostile-screens.ndjson"
    writeFileSync(
      path,
      [step(0, "/venue/cart"), step(1, "javascript:alert(document.domain)"), step(2, "//evil.example/x")]
        .map((event) => JSON.stringify(event))
        .join("\n"),
    )
    await page.goto(`${suite.server.origin}/?debug=1`)
    await page.getByLabel("Load a log").setInputFiles(path)
    // The last step is shown first: its screen is refused, in words, and the page stays where it is.
    await page.getByRole("alert").filter({ hasText: 'Step 3: the screen "//evil.example/x" is not a page of this app' }).waitFor()
    await page.getByLabel(/^Step \d+ of/).fill("1")
    await page
      .getByRole("alert")
      .filter({ hasText: 'Step 2: the screen "javascript:alert(document.domain)" is not a page of this app' })
      .waitFor()
    expect(new URL(page.url()).origin).toBe(suite.server.origin)
    // A screen of this app is opened: no refusal.
    await page.getByLabel(/^Step \d+ of/).fill("0")
    await page.getByRole("alert").filter({ hasText: "is not a page of this app" }).waitFor({ state: "detached" })
    expect(problems().filter((problem) => problem.startsWith("page error"))).toEqual([])
    await context.close()
  })
})

/** What the page shows now, read in one synchronous evaluation (times of day masked, numbers not yet redacted). */
type Reading = Omit<Moment, "moment">

/**
 * What the page shows, without the debug panel (the tool, not what the diner saw), times of day
 * masked (they differ between a session and its replay only by when each ran). Read at the start
 * of a fresh millisecond of the page's clock, in one go: an event the log stamped before it has
 * an earlier time, one after it a later or equal one (seqAt).
 */
const readPage = async (page: Page): Promise<Reading> => {
  const reading = await page.evaluate(() => {
    const start = Date.now()
    while (Date.now() === start) {
      // The page's clock moves on to its next millisecond.
    }
    const savedAt = Date.now()
    // What is in the page, wherever it is scrolled: a later menu section not yet near the screen
    // is skipped (content-visibility: auto, src/features/menu/menu.css.ts), and innerText leaves
    // a skipped section out. Read as if every section were laid out.
    const whole = document.createElement("style")
    whole.textContent = "[data-section-block] { content-visibility: visible !important }"
    const textHiding = (selector: string) => {
      const hidden = [...document.querySelectorAll<HTMLElement>(selector)]
      const displays = hidden.map((element) => element.style.display)
      hidden.forEach((element) => (element.style.display = "none"))
      document.head.append(whole)
      const text = document.body.innerText
      whole.remove()
      hidden.forEach((element, index) => (element.style.display = displays[index] ?? ""))
      return text
    }
    return {
      savedAt,
      path: location.pathname,
      lang: document.documentElement.lang,
      text: textHiding('aside[aria-label="Debug"]'),
      textWithoutToasts: textHiding('aside[aria-label="Debug"], [data-sonner-toaster]'),
      toasts: [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].map((toast) => toast.innerText.trim()),
    }
  })
  return { ...reading, text: maskTimes(reading.text), textWithoutToasts: maskTimes(reading.textWithoutToasts) }
}

const visibleText = async (page: Page, { withToasts }: { readonly withToasts: boolean } = { withToasts: true }): Promise<string> => {
  const { text, textWithoutToasts } = await readPage(page)
  return withToasts ? text : textWithoutToasts
}

const maskTimes = (text: string): string => text.replace(/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\b/gi, "hh:mm")

/** The numbers the diner types: an exported log has them redacted (src/domain/replay.ts), so a replay says "[redacted]". */
const PHONES = ["0771234567", "0712345678"] as const
const redactPhones = (text: string): string =>
  PHONES.reduce((redacted, phone) => redacted.replaceAll(phone, "[redacted]").replaceAll(formatPhone(phone), "[redacted]"), text)

/** Two animation frames: what a change scheduled now draws is on screen after them. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * The moment once the page stops changing: read between two equal readings of the text, so no
 * event that changed the screen came in between. The numbers the diner typed are redacted, as
 * in the exported log.
 */
const settledMoment = async (page: Page, moment: string): Promise<Moment> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const text = await stableText(page)
    const reading = await readPage(page)
    await twoFrames(page)
    if (reading.text === text && (await visibleText(page)) === text)
      return {
        ...reading,
        moment,
        text: redactPhones(reading.text),
        textWithoutToasts: redactPhones(reading.textWithoutToasts),
        toasts: reading.toasts.map(redactPhones),
      }
  }
  throw new Error("the page never kept still long enough to save its text")
}

const stableText = async (page: Page): Promise<string> => {
  let last = await visibleText(page)
  for (let attempt = 0; attempt < 200; attempt++) {
    await twoFrames(page)
    const now = await visibleText(page)
    if (now === last) return now
    last = now
  }
  return last
}

/** The replayed page's text once it equals the expected one, or what it shows after `timeout` ms. */
const textWhenEqual = async (page: Page, expected: string, toasts: { readonly withToasts: boolean }, timeout: number): Promise<string> => {
  let shown = ""
  try {
    await expect.poll(async () => (shown = await visibleText(page, toasts)), { timeout }).toBe(expected)
  } catch {
    // Reported by the caller with both texts.
  }
  return shown
}

/** Shows the page in `language` through the header's language switch (the device's choice), unless it already is. */
const chooseLanguage = async (page: Page, language: string) => {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return
  await page.locator('select:has(option[value="si"])').first().selectOption(language)
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
}

/**
 * Until no toast is on screen: the next moment of the visit starts without one. The page's
 * clock jumps a toast's 4 s (its timers due by then fire, as when the diner waits them out).
 */
const toastsGoneFrom = async (context: BrowserContext, page: Page) => {
  await context.clock.fastForward(TOAST_MS)
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0)
}
