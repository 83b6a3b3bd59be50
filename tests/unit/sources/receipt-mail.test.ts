import { describe, expect, it } from "vitest"
import { MailLimited, MailUnavailable } from "../../../schema/errors"
import { ok, refusal, unreachable, type Script } from "../../support/fake-rpc"
import { testApp } from "../../support/test-app"

const ADDRESS = "ana.perera@example.com"
const PAYMENT = "payment-1"

/** The app with its receipt command, as the receipt screen sends it; what the log and the state then hold. */
const mailed = async (script: Script) => {
  const t = testApp(script)
  t.commands.mailReceipt({ paymentId: PAYMENT, address: `  ${ADDRESS} `, language: "si" })
  await expect.poll(() => t.store.getState().receiptMail?.status).not.toBe("sending")
  const exported = await t.store.exportLog()
  return { ...t, exported }
}

describe("the receipt by e-mail", () => {
  it("sends the address (trimmed) with the request alone: the log, its export and the state never hold it", async () => {
    const t = await mailed({ receiptMail: () => ok({ sendsLeft: 2 }) })
    expect(t.fake.inputsOf("receiptMail")).toEqual([{ params: { paymentId: PAYMENT }, payload: { address: ADDRESS, language: "si" } }])
    expect(t.store.getState().receiptMail).toEqual({ paymentId: PAYMENT, status: "sent", notice: null })
    expect(await t.tags()).toEqual(["v1.ReceiptMailAsked", "v1.ReceiptMailSent"])
    expect(t.exported).toContain("v1.ReceiptMailSent")
    expect(t.exported).not.toContain("ana.perera")
    expect(JSON.stringify(t.store.getState())).not.toContain("ana.perera")
    expect(t.reports.join("\n")).not.toContain("ana.perera")
  })

  it("says why a receipt was not sent, in the diner's words: too often this hour, no mail server, offline", async () => {
    for (const [failure, id] of [
      [refusal(MailLimited, `This receipt was e-mailed 3 times to ${ADDRESS}.`), "refusal.mailLimited"],
      [refusal(MailUnavailable), "refusal.mailUnavailable"],
      [unreachable(), "refusal.offline"],
    ] as const) {
      const t = await mailed({ receiptMail: () => Promise.reject(failure) })
      expect(t.store.getState().receiptMail).toEqual({ paymentId: PAYMENT, status: "refused", notice: { id } })
      expect(t.exported).not.toContain("ana.perera")
    }
  })
})
