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

/**
 * On the pay screen of a bill of Fish Cutlets (Rs. 650.00) and Love Cake (Rs. 550.00) as ordered:
 * the whole bill, Rs. 1320.00 with its 10% service, paid with a 10% tip (Rs. 132.00) by the demo
 * provider's card; the receipt open.
 */
export const payWholeBillOfTwoDishes = async (page: Page): Promise<void> => {
  await page.getByLabel("The whole bill").check()
  await page.getByLabel("10%").check()
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: "Pay Rs. 1452.00" }).click()
  await page.getByRole("heading", { name: "Receipt" }).waitFor()
}
