import type { Locator, Page } from "playwright-core"

/** Two frames: a scroll is handled, then the rows it reached are drawn. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * A dish's row on the menu screen. Only the rows on screen are in the page (the list is
 * virtualized), so this scrolls down the menu, as a diner would, until the row is there.
 */
export const findDish = async (page: Page, name: string): Promise<Locator> => {
  const card = page.getByRole("button", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
  await page.locator("[data-item]").first().waitFor()
  await page.evaluate(() => window.scrollTo(0, 0))
  for (let attempt = 0; attempt < 500; attempt++) {
    if ((await card.count()) > 0) {
      try {
        await card.scrollIntoViewIfNeeded({ timeout: 2000 })
        await twoFrames(page)
        if (await card.isVisible()) return card
      } catch {
        // Drawn out again by a scroll still settling: look again.
      }
      continue
    }
    const moved = await page.evaluate(() => {
      const before = window.scrollY
      window.scrollBy(0, window.innerHeight / 2)
      return window.scrollY !== before
    })
    await twoFrames(page)
    if (!moved && (await card.count()) === 0) break
  }
  throw new Error(`No dish named '${name}' anywhere on the menu`)
}

/** Adds a dish as a diner does: its row, then (a note for the kitchen typed, if given) "Add to cart" in its drawer, which closes. */
export const addDish = async (page: Page, name: string, note?: string): Promise<void> => {
  await (await findDish(page, name)).click()
  const drawer = page.getByRole("dialog", { name })
  if (note !== undefined) await drawer.getByLabel("Note for the kitchen (optional)").fill(note)
  await drawer.getByRole("button", { name: /^Add to cart/ }).click()
  await drawer.waitFor({ state: "detached" })
}
