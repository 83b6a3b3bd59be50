import { api } from "../../schema/api"
import { sendCall } from "../../schema/call-http"
import { launchChromium } from "../support/browser"
import { DEMO_STAFF_EMAIL } from "../support/staff"
import { signInOnStaffScreen, staffScreenLive, TABLET_VIEWPORT } from "../support/staff-screen"
import type { Figure } from "./figures"
import type { TraceEvent } from "./main-thread"
import { percentile } from "./measure"
import { signUpUsers } from "./server-load"

/** The busy evening the issue names: this many open orders on the venue's board. */
const OPEN_ORDERS = 200
/** What counts as "when the order arrives": from its send to this long after its card is on the board. */
const SETTLE_MS = 500

/**
 * The staff board with at least 200 open orders (placed through the diners' calls at the demo
 * venue's two plain tables), on a tablet-sized window of the full Chromium, unthrottled: a new
 * order sent by a diner, to its card on the board (the page's own clock: a mark as the order is
 * sent, a MutationObserver's animation frame once its card is in the page), and the longest task
 * on the page's main thread from that send until 500 ms after the card showed (a performance
 * trace's RunTask events on the thread the mark was made on). `runs` new orders, one at a time;
 * the slowest of each.
 */
export const staffBoardNewOrder = async (origin: string, authEmulatorHost: string, runs = 5): Promise<Figure[]> => {
  const diners = await signUpUsers(authEmulatorHost, 10)
  await Promise.all(
    diners.map(async (token, index) => {
      for (let order = index; order < OPEN_ORDERS; order += diners.length) await placeOrder(origin, token, order)
    }),
  )
  const { browser, close } = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: TABLET_VIEWPORT })
    const page = await context.newPage()
    await page.goto(`${origin}/staff`)
    await signInOnStaffScreen(page, DEMO_STAFF_EMAIL)
    await staffScreenLive(page)
    await page.waitForFunction((count) => document.querySelectorAll("[data-order]").length >= count, OPEN_ORDERS, { timeout: 60_000 })
    const onBoard = await page.locator("[data-order]").count()
    const waits: number[] = []
    const longest: number[] = []
    for (let run = 0; run < runs; run++) {
      // A string, not a function: the bundler's name-keeping helpers do not exist in the page.
      await page.evaluate(`(() => {
        const known = new Set([...document.querySelectorAll("[data-order]")].map((card) => card.getAttribute("data-order")))
        globalThis.newCardAt = undefined
        new MutationObserver((_records, observer) => {
          if (![...document.querySelectorAll("[data-order]")].some((card) => !known.has(card.getAttribute("data-order")))) return
          observer.disconnect()
          requestAnimationFrame(() => { globalThis.newCardAt = performance.now() })
        }).observe(document.body, { childList: true, subtree: true })
      })()`)
      // RunTask (each task of a thread) is in the disabled-by-default timeline category.
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"] })
      const sentAt = await page.evaluate(() => performance.mark("staff-bench:sent").startTime)
      await placeOrder(origin, diners[run % diners.length] ?? "", OPEN_ORDERS + run)
      await page.waitForFunction(() => (globalThis as { newCardAt?: number }).newCardAt !== undefined, undefined, { timeout: 10_000 })
      const cardAt = await page.evaluate(() => (globalThis as unknown as { newCardAt: number }).newCardAt)
      await page.waitForTimeout(SETTLE_MS)
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: ReadonlyArray<TraceEvent> }
      waits.push(cardAt - sentAt)
      longest.push(longestTaskAfterMark(trace.traceEvents, "staff-bench:sent", cardAt - sentAt + SETTLE_MS))
    }
    await context.close()
    return [
      {
        name: `Staff board with ${onBoard} open orders: a new order sent to its card on the board`,
        value: Math.round(Math.max(...waits)),
        unit: "ms",
        target: "<= 1000",
        note: `slowest of ${runs} orders (${waits.map(Math.round).join(", ")}; median ${Math.round(percentile(waits, 0.5))}); unthrottled Chromium, 1024×768`,
      },
      {
        name: `Staff board with ${onBoard} open orders: longest main-thread task as a new order arrives`,
        value: Math.round(Math.max(...longest)),
        unit: "ms",
        target: "<= 50",
        note: `longest of ${runs} arrivals (${longest.map(Math.round).join(", ")}), from the send to ${SETTLE_MS} ms after the card showed (trace)`,
      },
    ]
  } finally {
    await close()
  }
}

/** One order of a dish, sent by a diner (a token of its own) at one of the demo venue's plain tables. */
const placeOrder = async (origin: string, token: string, index: number): Promise<void> => {
  const headers = { authorization: `Bearer ${token}`, tenant: "tenant-lotus", qr: index % 2 === 0 ? "demo-table-1" : "demo-table-2" }
  const added = await sendCall(
    fetch,
    origin,
    api.cartAdd,
    { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } },
    headers,
  )
  if (added._tag !== "Ok") throw new Error(`cart add answered ${added.status}`)
  const sent = await sendCall(fetch, origin, api.cartSubmit, { payload: {} }, headers)
  if (sent._tag !== "Ok") throw new Error(`cart submit answered ${sent.status}`)
}

/** The longest task (ms) on the main thread of the page that made the mark, from the mark to `forMs` after it. */
const longestTaskAfterMark = (events: ReadonlyArray<TraceEvent>, mark: string, forMs: number): number => {
  const made = events.find((event) => event.name === mark)
  if (made === undefined) throw new Error(`The trace has no mark ${mark}`)
  const end = made.ts + forMs * 1000
  const tasks = events.filter(
    (event) =>
      event.pid === made.pid &&
      event.tid === made.tid &&
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.ts >= made.ts &&
      event.ts <= end,
  )
  // The card was drawn in one of them: none found is a trace that does not hold the page's tasks, not a 0.
  if (tasks.length === 0) throw new Error(`The trace has no task on the thread of ${mark}`)
  return Math.max(...tasks.map((task) => (task.dur ?? 0) / 1000))
}
