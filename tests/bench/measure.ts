import type { Page } from "playwright-core"

/** The value at fraction `p` of the sorted values (0.5: the median), NaN for none. */
export const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN
}

/**
 * A script's name in a note: its address without the origin, the assets folder and the build's
 * content hash (`http://host/assets/first-tap-BJbAsg_E.js` → `first-tap`; a page, `demo-table-1`).
 */
export const chunkName = (url: string): string =>
  url
    .replace(/^https?:\/\/[^/]+/, "")
    .replace(/^\/(assets\/)?/, "")
    .replace(/-[\w-]{8}\.js$/, "")

/**
 * Records, from the page's start, when the first dishes' names were painted: the browser's own
 * record (Element Timing, the menu marks them `elementtiming`), not a timer of the app's.
 * Call before the page loads.
 */
export const watchFirstDishPaint = async (page: Page): Promise<void> => {
  // A string, not a function: the bundler's name-keeping helpers do not exist in the page.
  await page.addInitScript(`(() => {
    globalThis.dishPaints = []
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => globalThis.dishPaints.push(entry.renderTime || entry.startTime))).observe({ type: "element", buffered: true })
  })()`)
}

/** The first dishes' paint time recorded by watchFirstDishPaint, once there is one. */
export const firstDishPaint = async (page: Page, timeout = 30_000): Promise<number> => {
  await page.waitForFunction(() => ((globalThis as { dishPaints?: number[] }).dishPaints ?? []).length > 0, undefined, { timeout })
  return page.evaluate(() => Math.min(...((globalThis as { dishPaints?: number[] }).dishPaints ?? [])))
}

/** Lighthouse's mobile conditions: slow 4G (150 ms, 1.6 Mb/s down, 750 kb/s up) and a 4x slower CPU. */
export const throttle = async (page: Page): Promise<void> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
}

/**
 * DevTools' Slow 4G as Lighthouse's DevTools throttling applies it (its 150 ms round trip,
 * 1.6 Mb/s down and 750 kb/s up, scaled by DevTools' factors 3.75 and 0.9): 562.5 ms per
 * request, 1.47 Mb/s down, 675 kb/s up, in bytes a second as Lighthouse hands them to the
 * browser; and a 4x slower CPU.
 */
export const throttleSlow4G = async (page: Page): Promise<void> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
    uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
}
