import type { Page } from "playwright-core"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { holdRequests, launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"

/**
 * The 2,000-dish venue (SEED_BIG_MENU=1) in Chromium, no throttling: the menu's first paint
 * after its answer arrives, a search keystroke to its painted result, and the longest task
 * while flicking through the whole menu.
 */
export const bigMenu = async (origin: string): Promise<Figure[]> => {
  const { browser, close } = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT })
    const firstPaint = await firstPaintAfterAnswer(page, origin)
    const keystrokes = await searchKeystrokes(page)
    const scrolling = await scrollThrough(page)
    const dishes = 2000
    return [
      { name: "Big menu (2,000 items): first menu paint after the answer", value: Math.round(firstPaint), unit: "ms", target: "<= 150", note: `${dishes} dishes in 40 sections; answer decoded, folded and the first rows painted` },
      { name: "Big menu: search keystroke to painted result, p95", value: Number(percentile(keystrokes, 0.95).toFixed(1)), unit: "ms", target: "<= 16", note: `${keystrokes.length} keystrokes, median ${percentile(keystrokes, 0.5).toFixed(1)} ms, max ${Math.max(...keystrokes).toFixed(1)} ms` },
      { name: "Big menu: longest task while scrolling", value: Math.round(scrolling.longestTask), unit: "ms", target: "<= 50", note: `${scrolling.distance} px in ${scrolling.steps} flicks; ${scrolling.longTasks} long tasks; frames: median ${scrolling.medianFrame.toFixed(1)} ms, p95 ${scrolling.p95Frame.toFixed(1)} ms` },
    ]
  } finally {
    await close()
  }
}

/**
 * The menu answer is held until the anonymous sign-in is done, so what is timed is the app's
 * own work on the answer (decode, fold, render) and the browser's paint, not the sign-in.
 */
const firstPaintAfterAnswer = async (page: Page, origin: string): Promise<number> => {
  const release = await holdRequests(page, `**/api/menu/pick/${BIG_MENU_TABLE}`)
  const signedIn = page.waitForResponse((response) => response.url().includes("accounts:lookup"))
  await page.goto(`${origin}/${BIG_MENU_TABLE}`)
  await signedIn
  await page.waitForTimeout(500)
  await release()
  await page.locator("[data-item]").first().waitFor()
  await page.waitForFunction(() => performance.getEntriesByName("tableside:menu-painted").length > 0)
  return page.evaluate(() => {
    const answer = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => entry.name.includes("/api/menu/pick/"))
    const painted = performance.getEntriesByName("tableside:menu-painted")[0]
    if (answer === undefined || painted === undefined) throw new Error("no menu answer or paint mark")
    return painted.startTime - answer.responseEnd
  })
}

/** Each keystroke from its event's time to the frame after the list was updated. */
const searchKeystrokes = async (page: Page): Promise<number[]> => {
  await page.getByRole("button", { name: "Search menu" }).click()
  const box = page.getByRole("searchbox", { name: "Search menu" })
  await box.evaluate((input) => {
    const timings: number[] = []
    ;(globalThis as { keystrokes?: number[] }).keystrokes = timings
    input.addEventListener("input", (event) => requestAnimationFrame(() => setTimeout(() => timings.push(performance.now() - event.timeStamp), 0)))
  })
  for (const query of ["jaffna crab", "kandy mango", "curry 1999", "lime", "sambol 12"]) {
    await box.pressSequentially(query, { delay: 60 })
    await page.waitForTimeout(100)
    for (let left = query.length; left > 0; left--) await box.press("Backspace", { delay: 60 })
  }
  await page.waitForTimeout(200)
  // The last result is right: the whole menu is back.
  if ((await page.locator("[data-item]").count()) === 0) throw new Error("the menu did not come back after clearing the search")
  const timings = await page.evaluate(() => (globalThis as { keystrokes?: number[] }).keystrokes ?? [])
  await page.keyboard.press("Escape")
  return timings
}

/** Flicks down the whole menu with the wheel, watching for long tasks and frame gaps. */
const scrollThrough = async (page: Page) => {
  await page.evaluate(() => {
    const watch = { longTasks: [] as number[], frames: [] as number[] }
    ;(globalThis as { watch?: typeof watch }).watch = watch
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => watch.longTasks.push(entry.duration))).observe({ type: "longtask" })
    let last = performance.now()
    const frame = (now: number) => {
      watch.frames.push(now - last)
      last = now
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.mouse.move(195, 500)
  let steps = 0
  for (;;) {
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(40)
    steps++
    if ((await page.evaluate(() => window.scrollY)) === before || steps > 2000) break
  }
  const watch = await page.evaluate(() => (globalThis as { watch?: { longTasks: number[]; frames: number[] } }).watch ?? { longTasks: [], frames: [] })
  return {
    distance: await page.evaluate(() => Math.round(window.scrollY)),
    steps,
    longTasks: watch.longTasks.length,
    longestTask: Math.max(0, ...watch.longTasks),
    medianFrame: percentile(watch.frames, 0.5),
    p95Frame: percentile(watch.frames, 0.95),
  }
}

const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN
}

// `node --import tsx tests/bench/big-menu.ts <origin>` against a server started with SEED_BIG_MENU=1.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await bigMenu(process.argv[2] ?? "http://localhost:8080"))
