import { launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"
import { percentile, throttle } from "./measure"

/**
 * When a first visit to a table's link sends its anonymous sign-in (the Auth service's
 * `accounts:signUp`), under Lighthouse's mobile throttling (slow 4G, 4x CPU) in fresh browser
 * profiles: from the diner's first input (a scroll once the page has loaded and its network is
 * quiet), which is what starts the app on a menu the server drew (src/app/engagement.ts: React's
 * DOM, the hydration, then the app's store and the sign-in), its code fetched ahead after the
 * first paint (server/http/page-html.ts). The median of `runs` tabs.
 */
export const signInStart = async (origin: string, runs = 5): Promise<Figure> => {
  const { browser, close } = await launchChromium()
  try {
    const waits: number[] = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
      const page = await context.newPage()
      await throttle(page)
      await page.goto(`${origin}/demo-table-1`)
      // The page as a diner reading it has it: its scripts in, fetched ahead, none of the app run yet.
      await page.waitForFunction(() => performance.getEntriesByName("tableside:served").length > 0, undefined, { timeout: 60_000 })
      await page.waitForLoadState("networkidle")
      const input = await page.evaluate(() => performance.now())
      await page.mouse.wheel(0, 200)
      await page.waitForFunction(
        () => performance.getEntriesByType("resource").some((entry) => entry.name.includes("accounts:signUp")),
        undefined,
        { timeout: 60_000 },
      )
      const signIn = await page.evaluate(
        () => performance.getEntriesByType("resource").find((entry) => entry.name.includes("accounts:signUp"))?.startTime ?? Number.NaN,
      )
      waits.push(signIn - input)
      await context.close()
    }
    return {
      name: "The diner's first input to the sign-in request (slow 4G, 4x CPU)",
      value: Math.round(percentile(waits, 0.5)),
      unit: "ms",
      target: "<= 1000",
      note: `median of ${runs} fresh tabs (${waits.map(Math.round).join(", ")}); a scroll once the page has loaded; the hydration, the app's store and the sign-in then start`,
    }
  } finally {
    await close()
  }
}

// `node --import tsx tests/bench/sign-in-start.ts <origin>`
if (import.meta.url === `file://${process.argv[1]}`) console.log(await signInStart(process.argv[2] ?? "http://localhost:8080"))
