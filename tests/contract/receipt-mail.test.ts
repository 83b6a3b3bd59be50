import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Payment, PayPayload } from "../../schema/payment"
import { DEFAULT_MAIL_FROM } from "../../server/config"
import { startMailCatcher, type CaughtMail } from "../../server/mail/mail-catcher"
import { freePort } from "../../server/auth/auth-emulator"
import type { DbLocation } from "../../server/storage/db"
import { pgliteFolder, testDatabases } from "../support/databases"
import type { TestDiner } from "../support/diner"
import { signInDiner } from "../support/diner"
import { storedRows } from "../support/stored-rows"
import { setupServerAndDiners } from "../support/suite"
import { startTestServer } from "../support/test-server"
import { body, refusal } from "../support/typed-answers"
import { RpcError } from "../../streams/rpc"

/**
 * The receipt by e-mail (issue 50, item 2), against the real server and a real SMTP server
 * started here (the mail catcher, smtp-server): a diner pays, asks for the receipt at an address,
 * and the mail arrives holding the dishes and a link; the link opens the receipt, the same link
 * with a wrong token is refused; a fourth sending within the hour is refused, and taken again an
 * hour later. The link's origin is the configured public one. The address is stored nowhere.
 */

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
const folder = mkdtempSync(join(tmpdir(), "tableside-receipt-mail-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const PUBLIC_ORIGIN = "https://receipts.lotus.example"
const HOUR = 60 * 60_000
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 2 }
const mail = { smtpUrl: catcher.smtpUrl, from: DEFAULT_MAIL_FROM }

/** The diner orders tea and cake and pays the whole bill: the receipt. */
const orderAndPay = async (diner: TestDiner, qr: string): Promise<Payment> => {
  await body(diner.rpc(api.cartAdd, { payload: TEA }))
  await body(diner.rpc(api.cartAdd, { payload: CAKE }))
  await body(diner.rpc(api.cartSubmit, {}))
  const { left } = await body(diner.rpc(api.paymentsGet, {}))
  const payload: PayPayload = {
    qr,
    split: { _tag: "WholeBill" },
    tip: { _tag: "Percent", percent: 0 },
    expectedTotal: left,
    paymentMethod: "pm_card_visa",
  }
  return body(diner.rpc(api.pay, { payload }))
}

/** A sending's outcome: its answer's body, or its refusal's status and tag. */
const outcome = async <A>(call: Promise<{ _tag: "Ok"; body: A } | { _tag: "NotFound" }>) => {
  try {
    return await body(call)
  } catch (error) {
    if (error instanceof RpcError) return { status: error.status, tag: error.error?._tag }
    throw error
  }
}

/** The mail the catcher took for this address, once it is there. */
const mailTo = async (address: string, count = 1): Promise<CaughtMail> => {
  await expect.poll(() => catcher.caught().filter((each) => each.to.includes(address)).length, { timeout: 10_000 }).toBe(count)
  const [latest] = catcher.caught().filter((each) => each.to.includes(address))
  if (latest === undefined) throw new Error(`no mail to ${address}`)
  return latest
}

/** The link of a receipt's mail, at the server's own origin (the mail names the public one). */
const linkIn = (caught: CaughtMail, origin: string): URL => {
  const link = /https:\/\/receipts\.lotus\.example\/receipt\/\S+/u.exec(caught.text)?.[0]
  if (link === undefined) throw new Error(`no link in the mail: ${caught.text}`)
  const url = new URL(link)
  return new URL(`${url.pathname}${url.search}`, origin)
}

describe.each(testDatabases())("the receipt by e-mail on $name", (database) => {
  let clock = Date.now()
  const suite = setupServerAndDiners(database, { mail, publicOrigin: PUBLIC_ORIGIN, now: () => clock })
  const origin = () => suite.server.origin
  const send = (diner: TestDiner, paymentId: string, address: string, language: "en" | "si" | "ta" = "en") =>
    diner.rpc(api.receiptMail, { params: { paymentId }, payload: { address, language } })

  it("e-mails the receipt with its dishes and a link that opens it; a wrong token is refused", async () => {
    const ana = await suite.diner({ tenantId: "tenant-lotus", qrCode: "demo-table-1" })
    const paid = await orderAndPay(ana, "demo-table-1")
    const address = `ana.${database.name}@example.com`
    expect(await body(send(ana, paid.id, address))).toEqual({ sendsLeft: 2 })

    const caught = await mailTo(address)
    expect(caught.subject).toBe(`Your receipt from Lotus & Lime Colombo (${paid.receiptNumber})`)
    for (const text of [caught.text, caught.html]) {
      expect(text).toContain("1 × Ceylon Tea")
      expect(text).toContain("2 × Love Cake")
      expect(text).toContain(paid.receiptNumber)
    }
    // The link's origin is the configured one, not the Host the request came to.
    const link = linkIn(caught, origin())
    expect(caught.html).toContain(`href="${PUBLIC_ORIGIN}${link.pathname}${link.search}"`)
    expect(link.pathname).toBe(`/receipt/${paid.id}`)

    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    expect(opened.headers.get("cache-control")).toBe("no-store")
    const page = await opened.text()
    expect(page).toContain("1 × Ceylon Tea")
    expect(page).toContain(paid.receiptNumber)
    expect(page).not.toContain(address)

    const token = link.searchParams.get("token") ?? ""
    const wrong = (changed: string) => {
      const url = new URL(link)
      url.searchParams.set("token", changed)
      return url
    }
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`
    for (const refused of [
      wrong(flipped),
      wrong(""),
      new URL(`/receipt/${paid.id}`, origin()),
      new URL(`/receipt/another-payment${link.search}`, origin()),
    ]) {
      const answer = await fetch(refused)
      expect(answer.status, refused.href).toBe(403)
      expect(await answer.text()).toContain("This link does not open a receipt")
    }
  })

  it("writes the mail in the diner's language, dishes as the menu names them there", async () => {
    const ben = await suite.diner({ tenantId: "tenant-lotus", qrCode: "demo-table-2" })
    const paid = await orderAndPay(ben, "demo-table-2")
    const address = `ben.${database.name}@example.com`
    await body(send(ben, paid.id, address, "si"))
    const caught = await mailTo(address)
    expect(caught.subject).toContain("රිසිට්පත")
    expect(caught.text).toContain("ගෙවූ මුළු මුදල")
    expect(caught.text).toContain("1 × ලංකා තේ")
    expect(caught.text).not.toContain("Ceylon Tea")
    const page = await (await fetch(linkIn(caught, origin()))).text()
    expect(page).toContain('<html lang="si">')
    expect(page).toContain("ගෙවූ මුළු මුදල")
  })

  it("sends one payment's receipt at most 3 times an hour, then again after the hour; anyone else's is not found", async () => {
    const dee = await suite.diner({ tenantId: "tenant-lotus", qrCode: "demo-table-1" })
    const paid = await orderAndPay(dee, "demo-table-1")
    const address = `dee.${database.name}@example.com`
    expect(await body(send(dee, paid.id, address))).toEqual({ sendsLeft: 2 })
    expect(await body(send(dee, paid.id, address))).toEqual({ sendsLeft: 1 })
    expect(await body(send(dee, paid.id, address))).toEqual({ sendsLeft: 0 })
    expect(await refusal(send(dee, paid.id, address))).toEqual({ status: 429, tag: "MailLimited" })
    await mailTo(address, 3)

    // An hour on, the receipt may go 3 times again: of 5 racing sendings, counted one after the other, 3 go.
    clock += HOUR
    const raced = await Promise.all([1, 2, 3, 4, 5].map(() => outcome(send(dee, paid.id, address))))
    expect(
      raced
        .filter((each) => "sendsLeft" in each)
        .map((each) => ("sendsLeft" in each ? each.sendsLeft : -1))
        .sort(),
    ).toEqual([0, 1, 2])
    expect(raced.filter((each) => "tag" in each)).toEqual([
      { status: 429, tag: "MailLimited" },
      { status: 429, tag: "MailLimited" },
    ])
    await mailTo(address, 6)

    const other = await suite.diner({ tenantId: "tenant-lotus", qrCode: "demo-table-1" })
    // The app's client reads a 404 as not found (the spec's rule): anyone else's receipt is not theirs to send.
    expect(await send(other, paid.id, "other@example.com")).toEqual({ _tag: "NotFound" })
  })
})

describe("the receipt by e-mail without a mail server", () => {
  it("is refused 503 when no mail server is set, or the one set does not answer", async () => {
    const closed = `smtp://127.0.0.1:${await freePort()}`
    for (const settings of [null, { smtpUrl: closed, from: DEFAULT_MAIL_FROM }]) {
      const server = await startTestServer({ mail: settings })
      const diner = await signInDiner(server.origin)
      try {
        const paid = await orderAndPay(diner, "demo-table-1")
        const ask = diner.rpc(api.receiptMail, {
          params: { paymentId: paid.id },
          payload: { address: "nobody@example.com", language: "en" },
        })
        expect(await refusal(ask)).toEqual({ status: 503, tag: "MailUnavailable" })
      } finally {
        await diner.close()
        await server.close()
      }
    }
  })
})

describe("where the address goes", () => {
  it("is in no row of the database once the receipt was sent, and only the token's hash is", async () => {
    const location: DbLocation = pgliteFolder(join(folder, "pglite"))
    const server = await startTestServer({ db: location, mail, publicOrigin: PUBLIC_ORIGIN })
    const address = "kept.nowhere@example.com"
    const mailed = async (): Promise<string> => {
      const diner = await signInDiner(server.origin)
      try {
        const paid = await orderAndPay(diner, "demo-table-1")
        await body(diner.rpc(api.receiptMail, { params: { paymentId: paid.id }, payload: { address, language: "ta" } }))
        return linkIn(await mailTo(address), server.origin).searchParams.get("token") ?? ""
      } finally {
        await diner.close()
      }
    }
    const token = await mailed().finally(() => server.close())
    const tables = await storedRows<{ tablename: string }>(location, "select tablename from pg_tables where schemaname = 'public'")
    const everything = await storedRows<{ row: string }>(
      location,
      tables.map(({ tablename }) => `select row_to_json(t)::text as row from "${tablename}" t`).join(" union all "),
    )
    expect(everything.length).toBeGreaterThan(100)
    const stored = everything.map(({ row }) => row).join("\n")
    expect(stored).not.toContain(address)
    expect(stored).not.toContain("kept.nowhere")
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u)
    expect(stored).not.toContain(token)
    expect(await storedRows(location, "select language from receipt_mailings")).toEqual([{ language: "ta" }])
  })
})
