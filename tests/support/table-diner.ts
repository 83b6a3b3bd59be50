import type { Browser } from "playwright-core"
import { liveFeed } from "../../schema/live"
import { PHONE_VIEWPORT, watchConsole } from "./browser"

/** A diner of their own (a browser context) at a table's link, its menu shown and its live feed open. */
export const dinerAt = async (browser: Browser, origin: string, table: string) => {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
  const page = await context.newPage()
  const problems = watchConsole(page)
  const feed = page.waitForResponse((response) => response.url().includes(liveFeed.path) && response.status() === 200)
  await page.goto(`${origin}/${table}`)
  await page.locator("[data-item]").first().waitFor()
  await feed
  return { context, page, problems }
}
