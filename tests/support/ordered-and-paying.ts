import type { Page } from "playwright-core"
import { addDish } from "./menu-page"

/** A diner on a table's menu orders one dish on their own, then opens the pay screen from the bill, its bill read. */
export const orderedAndPaying = async (page: Page, origin: string, dish: string): Promise<void> => {
  await addDish(page, dish)
  await page.goto(`${origin}/venue/cart`)
  await page.getByRole("button", { name: "Place order" }).click()
  await page.getByRole("heading", { name: "Your orders" }).waitFor()
  await page.getByRole("link", { name: "Pay at the table" }).click()
  await page.getByRole("heading", { name: "Pay at the table" }).waitFor()
  await page.getByText(/^Left to pay/).waitFor()
}
