import { describe, expect, it } from "vitest"
import type { Payment } from "../../schema/payment"
import { receiptMail, receiptPage, refusedLinkPage } from "../../server/mail/receipt-document"

const receipt: Payment = {
  id: "payment-1",
  receiptNumber: "R-000042",
  status: "Refunded",
  split: { _tag: "WholeBill" },
  lines: [{ key: "order-1/line-1", name: "Kottu", quantity: 2, amount: 180000, note: 'no chilli <b>"please"</b>' }],
  share: { subtotal: 180000, serviceCharge: 18000, total: 198000 },
  tip: 0,
  total: 198000,
  card: { brand: "visa", last4: "4242" },
  payer: { yours: true, name: null },
  venueName: "<script>alert(1)</script> & Co",
  tableName: "Table 1",
  currency: "Rs.",
  at: Date.parse("2026-11-29T08:14:00Z"),
  leftAfter: 0,
}
const line = { key: "order-1/line-1", quantity: 2, name: "කොත්තු", choices: ["Chicken"], note: 'no chilli <b>"please"</b>', amount: 180000 }

describe("a receipt written out for the mail and its link", () => {
  it("escapes every text of the venue's and the diner's, in the HTML of the mail and of the page", () => {
    const mail = receiptMail(receipt, [line], "si", "https://lotus.example/receipt/payment-1?token=abc")
    for (const html of [mail.html, receiptPage(receipt, [line], "si")]) {
      expect(html).not.toContain("<script>")
      expect(html).not.toContain("<b>")
      expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co")
      expect(html).toContain('<html lang="si">')
      expect(html).toContain("2 × කොත්තු")
    }
    expect(mail.text).toContain("2 × කොත්තු, Chicken")
    expect(mail.text).toContain("https://lotus.example/receipt/payment-1?token=abc")
    // Not paid (here refunded): the receipt says so, in the reader's language.
    expect(mail.text).toContain("මුදල් ආපසු ගෙවා ඇත")
    expect(mail.subject).toBe("<script>alert(1)</script> & Co වෙතින් ඔබේ රිසිට්පත (R-000042)")
  })

  it("refuses a link in the reader's language", () => {
    expect(refusedLinkPage("ta")).toContain("இந்த இணைப்பு ரசீதைத் திறக்காது")
    expect(refusedLinkPage("en")).toContain("<h1>This link does not open a receipt</h1>")
  })
})
