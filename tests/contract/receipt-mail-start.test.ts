import { SMTPServer } from "smtp-server"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { PayPayload } from "../../schema/payment"
import { signInDiner, type TestDiner } from "../support/diner"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { body, refusal } from "../support/typed-answers"

/**
 * The receipt by e-mail as `npm start` runs it, the server its own process: without SMTP_URL it
 * runs the local mail catcher and prints where its mail is read, where the receipt then is; and
 * whatever the mail server says, the address never reaches what the server prints, every request
 * logged (LOG_REQUESTS=1) and a mail server that refuses the recipient, quoting it, included.
 */

const servers: ServerProcess[] = []
afterAll(() => Promise.all(servers.map((server) => server.stop())))

const started = async (env: Readonly<Record<string, string>>): Promise<ServerProcess> => {
  const server = await startServerProcess({ LOG_REQUESTS: "1", ...env })
  servers.push(server)
  return server
}

/** A diner at table 1 who orders a cake and pays the whole bill: the diner and the payment's id. */
const paidCake = async (origin: string): Promise<{ diner: TestDiner; paymentId: string }> => {
  const diner = await signInDiner(origin)
  await body(diner.rpc(api.cartAdd, { payload: { id: "item-love-cake", selectedChoices: {}, quantity: 1 } }))
  await body(diner.rpc(api.cartSubmit, {}))
  const { left } = await body(diner.rpc(api.paymentsGet, {}))
  const payload: PayPayload = {
    qr: "demo-table-1",
    split: { _tag: "WholeBill" },
    tip: { _tag: "Percent", percent: 0 },
    expectedTotal: left,
    paymentMethod: "pm_card_visa",
  }
  return { diner, paymentId: (await body(diner.rpc(api.pay, { payload }))).id }
}

describe("the receipt by e-mail, as npm start runs it", () => {
  it("catches the mail on this machine and prints where it is read; the address is not in what the server prints", async () => {
    const server = await started({})
    // Printed just after the line the server is waited for by.
    await expect.poll(() => server.output()).toContain("Mail catcher")
    const readUrl = /Mail catcher: .* read them at (http:\/\/127\.0\.0\.1:\d+\/)/u.exec(server.output())?.[1]
    expect(readUrl, server.output()).toBeDefined()
    const { diner, paymentId } = await paidCake(server.origin)
    try {
      await body(diner.rpc(api.receiptMail, { params: { paymentId }, payload: { address: "priya.caught@example.com", language: "en" } }))
    } finally {
      await diner.close()
    }
    const inbox = await (await fetch(readUrl ?? "")).text()
    expect(inbox).toContain("priya.caught@example.com")
    expect(inbox).toMatch(/Your receipt from Lotus &#38; Lime Colombo \(R-\d{6}\)/u)
    const mail = await (await fetch(`${readUrl ?? ""}mail/0`)).text()
    expect(mail).toContain("1 × Love Cake")
    // Every request was logged, this one too, without the address its body held.
    expect(server.output()).toContain(`"url":"/api/payments/${paymentId}/mail"`)
    expect(server.output()).not.toContain("priya.caught")
  })

  it("tells a mail server's refusal by its code alone, never the address it quotes", async () => {
    const refusing = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        const refused = Object.assign(new Error(`No such mailbox <${address.address}>`), { responseCode: 550 })
        callback(refused)
      },
    })
    const port = await new Promise<number>((resolve) =>
      refusing.listen(0, "127.0.0.1", () => resolve((refusing.server.address() as AddressInfo).port)),
    )
    try {
      const server = await started({ SMTP_URL: `smtp://127.0.0.1:${port}` })
      expect(server.output()).not.toContain("Mail catcher")
      const { diner, paymentId } = await paidCake(server.origin)
      try {
        const asked = diner.rpc(api.receiptMail, {
          params: { paymentId },
          payload: { address: "ravi.refused@example.com", language: "si" },
        })
        expect(await refusal(asked)).toEqual({ status: 503, tag: "MailUnavailable" })
      } finally {
        await diner.close()
      }
      await expect.poll(() => server.output()).toContain("a receipt's mail was not taken by the mail server (EENVELOPE)")
      expect(server.output()).not.toContain("ravi.refused")
    } finally {
      await new Promise<void>((done) => refusing.close(() => done()))
    }
  })
})
