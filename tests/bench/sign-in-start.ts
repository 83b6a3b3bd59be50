import { launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"
import { percentile, throttle } from "./measure"

/**
 * When a first visit to a table's link sends its anonymous sign-in (the Auth service's
 * `accounts:signUp`), from the start of the navigation, under Lighthouse's mobile throttling
 * (slow 4G, 4x CPU) in fresh browser profiles. The target is the entry script's first render
 * (its `tableside:first-render` mark, src/main.tsx) in the same tabs: the sign-in should not wait
 * for React. The median of `runs` tabs.
 */
export const signInStart = async (origin: string, runs = 5): Promise<Figure> => {
  const { browser, close } = await launchChromium()
  try {
    const signIns: number[] = []
    const renders: number[] = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
      const page = await context.newPage()
      await throttle(page)
      await page.goto(`${origin}/demo-table-1`)
      await page.waitForFunction(
        () => performance.getEntriesByType("resource").some((entry) => entry.name.includes("accounts:signUp")),
        undefined,
        { timeout: 60_000 },
      )
      // The sign-in leaves from the entry's own chunk, usually before the app's chunk has run.
      await page.waitForFunction(() => performance.getEntriesByName("tableside:first-render").length > 0, undefined, { timeout: 60_000 })
      const { signIn, render } = await page.evaluate(() => ({
        signIn: performance.getEntriesByType("resource").find((entry) => entry.name.includes("accounts:signUp"))?.startTime ?? Number.NaN,
        render: performance.getEntriesByName("tableside:first-render")[0]?.startTime ?? Number.NaN,
      }))
      signIns.push(signIn)
      renders.push(render)
      await context.close()
    }
    const firstRender = Math.round(percentile(renders, 0.5))
    return {
      name: "Navigation to the sign-in request (slow 4G, 4x CPU)",
      value: Math.round(percentile(signIns, 0.5)),
      unit: "ms",
      target: `<= ${firstRender}`,
      note: `median of ${runs} fresh tabs (${signIns.map(Math.round).join(", ")}); target: before the entry script's first render (median ${firstRender} ms: ${renders.map(Math.round).join(", ")})`,
    }
  } finally {
    await close()
  }
}

// `node --import tsx tests/bench/sign-in-start.ts <origin>`
if (import.meta.url === `file://${process.argv[1]}`) console.log(await signInStart(process.argv[2] ?? "http://localhost:8080"))
