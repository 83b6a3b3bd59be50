import { launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"
import { percentile, throttle } from "./measure"

/**
 * When a first visit to a table's link sends its anonymous sign-in (the Auth service's
 * `accounts:signUp`), under Lighthouse's mobile throttling (slow 4G, 4x CPU) in fresh browser
 * profiles, with no input at all (the spec's start: src/main.tsx takes the page over after its
 * first paint, the sources and the sign-in once it is hydrated and idle). From the navigation's
 * start. The median of `runs` tabs.
 */
export const signInStart = async (origin: string, runs = 5): Promise<Figure> => {
  const { browser, close } = await launchChromium()
  try {
    const waits: number[] = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
      const page = await context.newPage()
      await throttle(page)
      await page.goto(`${origin}/demo-table-1`, { waitUntil: "commit" })
      await page.waitForFunction(
        () => performance.getEntriesByType("resource").some((entry) => entry.name.includes("accounts:signUp")),
        undefined,
        { timeout: 60_000 },
      )
      const signIn = await page.evaluate(
        () => performance.getEntriesByType("resource").find((entry) => entry.name.includes("accounts:signUp"))?.startTime ?? Number.NaN,
      )
      waits.push(signIn)
      await context.close()
    }
    return {
      name: "Navigation to the sign-in request, no input (slow 4G, 4x CPU)",
      value: Math.round(percentile(waits, 0.5)),
      unit: "ms",
      target: "—",
      note: `median of ${runs} fresh tabs (${waits.map(Math.round).join(", ")}); the page hydrated after its first paint, the sources and the sign-in once it is idle`,
    }
  } finally {
    await close()
  }
}

// `node --import tsx tests/bench/sign-in-start.ts <origin>`
if (import.meta.url === `file://${process.argv[1]}`) console.log(await signInStart(process.argv[2] ?? "http://localhost:8080"))
