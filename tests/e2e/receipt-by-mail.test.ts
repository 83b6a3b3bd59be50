import { afterAll, describe, expect, it } from "vitest"
import { DEFAULT_MAIL_FROM } from "../../server/config"
import { startMailCatcher, type CaughtMail } from "../../server/mail/mail-catcher"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { orderedAndPaying } from "../support/ordered-and-paying"
import { dinerAt } from "../support/table-diner"

/**
 * The receipt by e-mail (issue 50, item 2), in Chromium: a diner pays, taps "E-mail me the
 * receipt" on the receipt, gives an address and sends it; the mail arrives at the SMTP server
 * this file starts (the mail catcher, smtp-server), in the diner's language, holding the dishes
 * and a link; the link opens the receipt, a wrong token does not. axe on the form (a refused
 * address included) in the three languages, and on the pages the link opens.
 */
const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const mailTo = async (address: string): Promise<CaughtMail> => {
  await expect.poll(() => catcher.caught().some((mail) => mail.to.includes(address)), { timeout: 15_000 }).toBe(true)
  const found = catcher.caught().find((mail) => mail.to.includes(address))
  if (found === undefined) throw new Error(`no mail to ${address}`)
  return found
}

describe("the receipt by e-mail", () => {
  const suite = setupServerAndBrowser({ mail: { smtpUrl: catcher.smtpUrl, from: DEFAULT_MAIL_FROM } })

  it("e-mails the receipt the diner just paid to the address they give, in their language, with a link that opens it", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      await orderedAndPaying(page, suite.server.origin, "Love Cake")
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("10%").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await page.getByRole("button", { name: /^Pay Rs\./u }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()

      const open = page.getByRole("button", { name: "E-mail me the receipt" })
      expect(await open.getAttribute("aria-expanded")).toBe("false")
      await open.click()
      expect(await open.getAttribute("aria-expanded")).toBe("true")
      const address = page.getByLabel("Your e-mail address")
      await address.fill("not an address")
      await page.getByRole("button", { name: "Send the receipt" }).click()
      await page.getByText("Enter an e-mail address, like name@example.com.").waitFor()
      expect(await address.getAttribute("aria-invalid")).toBe("true")
      // Nothing went to the server for an address the form refused.
      expect(await page.locator("[data-receipt-mail]").getAttribute("data-receipt-mail")).toBe("idle")

      for (const language of ["si", "en", "ta"] as const) {
        await page.getByRole("banner").locator("select").selectOption(language)
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
        expect(await axeViolations(page), `axe on the receipt's mail form in ${language}`).toEqual([])
      }
      // In Tamil: the form's words, then the mail's.
      const tamilAddress = page.getByLabel("உங்கள் மின்னஞ்சல் முகவரி")
      await tamilAddress.fill("mala.ta@example.com")
      await page.getByRole("button", { name: "ரசீதை அனுப்பு" }).click()
      await page.getByText("ரசீது உங்கள் மின்னஞ்சல் பெட்டிக்கு அனுப்பப்பட்டது.").waitFor()
      // Sent: the address is let go from the form too.
      expect(await tamilAddress.inputValue()).toBe("")
      expect(await axeViolations(page), "axe on the receipt's mail form, sent, in ta").toEqual([])

      const mail = await mailTo("mala.ta@example.com")
      expect(mail.subject).toContain("ரசீது")
      const receiptNumber = (await page.locator("[data-receipt-number]").innerText()).trim()
      expect(mail.text).toContain(receiptNumber)
      expect(mail.text).toContain("1 × ")
      const link = /http:\/\/localhost:\d+\/receipt\/\S+/u.exec(mail.text)?.[0]
      expect(link?.startsWith(`${suite.server.origin}/receipt/`)).toBe(true)

      const linkPage = await context.newPage()
      const opened = await linkPage.goto(link ?? "")
      expect(opened?.status()).toBe(200)
      expect(await linkPage.evaluate(() => document.documentElement.lang)).toBe("ta")
      expect(await linkPage.locator("body").innerText()).toContain(receiptNumber)
      expect(await axeViolations(linkPage), "axe on the receipt its link opens").toEqual([])
      const refused = await linkPage.goto(`${link ?? ""}x`)
      expect(refused?.status()).toBe(403)
      expect(await linkPage.getByRole("heading").innerText()).toBe("This link does not open a receipt")
      expect(await axeViolations(linkPage), "axe on a refused link").toEqual([])
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
