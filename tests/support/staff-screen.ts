import type { Browser, Page } from "playwright-core"
import { watchConsole } from "./browser"
import { DEMO_STAFF_EMAIL } from "./staff"

/** A staff tablet in landscape. */
export const TABLET_VIEWPORT = { width: 1024, height: 768 }

/**
 * The staff screen (/staff) in a tablet of its own (a browser context), signed in through the
 * app's own account chooser against the Auth emulator, as staff do locally: `email` on the
 * venue's list shows the board, live.
 */
export const staffAt = async (browser: Browser, origin: string, email: string = DEMO_STAFF_EMAIL) => {
  const context = await browser.newContext({ viewport: TABLET_VIEWPORT })
  const page = await context.newPage()
  const problems = watchConsole(page)
  await page.goto(`${origin}/staff`)
  await signInOnStaffScreen(page, email)
  return { context, page, problems }
}

/** Signs in on the staff screen's sign-in page through the emulator's account chooser. */
export const signInOnStaffScreen = async (page: Page, email: string): Promise<void> => {
  await page.getByRole("button", { name: "Sign in with Google" }).click()
  const chooser = page.getByRole("form", { name: "Choose an account" })
  await chooser.getByLabel("E-mail").fill(email)
  await chooser.getByLabel("Name").fill("Sam")
  await chooser.getByRole("button", { name: "Continue" }).click()
}

/** The staff screen's live feed is open and its lists are read: what happens now shows. */
export const staffScreenLive = async (page: Page): Promise<void> => {
  await page.locator('[data-feed="live"]').waitFor()
  await page.locator("[data-column]").first().waitFor()
}
