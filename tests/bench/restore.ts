import { launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"

/**
 * Restoring a 10,000-event session in the browser: a diner types 10,000 characters in the
 * search box (an event each), the page reloads, and the app's own measure of the restore
 * (IndexedDB read of the latest snapshot and the events after it, plus the fold) is read.
 */
export const restoreTime = async (origin: string): Promise<Figure> => {
  const { browser, close } = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.goto(`${origin}/demo-table-1`)
    await page.locator("[data-item]").first().waitFor()
    await page.getByRole("button", { name: "Search menu" }).click()
    const box = page.getByRole("searchbox", { name: "Search menu" })
    for (let typed = 0; typed < 10_000; typed += 500) {
      await box.pressSequentially("x".repeat(500), { delay: 0 })
      await box.fill("")
    }
    // Give the writer time to store the tail, then reload the tab (same session).
    await page.waitForTimeout(1500)
    await page.reload()
    await page.locator("[data-item]").first().waitFor()
    const measured = await page.evaluate(() => performance.getEntriesByName("tableside:restore")[0]?.duration ?? null)
    return {
      name: "Restore a 10,000-event session in the browser (RxDB read + fold)",
      value: measured === null ? null : Math.round(measured),
      unit: "ms",
      target: "<= 200",
      note: "10,000 search keystrokes, then a reload",
    }
  } finally {
    await close()
  }
}
