import { createServer, type Server } from "node:http"
import type { AddressInfo, Server as NetServer } from "node:net"
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"
import { escapeHtml } from "./receipt-document"

/**
 * The local mail catcher of `npm start` (and of the tests): an SMTP server on this machine
 * (smtp-server) that takes every mail and keeps the latest in memory, and a page on this machine
 * where they are read (each parsed by mailparser). Nothing leaves the machine and nothing is
 * written to disk: the catcher stands in for the diner's mailbox, so it, unlike the server,
 * holds the address the mail went to, until it is stopped.
 */
export interface CaughtMail {
  readonly to: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly at: number
}

export interface RunningCatcher {
  /** Where the server sends its mail: `smtp://127.0.0.1:<port>`. */
  readonly smtpUrl: string
  /** The page where the mail caught is read. */
  readonly readUrl: string
  /** The mail caught, newest first. */
  readonly caught: () => ReadonlyArray<CaughtMail>
  stop(): Promise<void>
}

/** The newest mails kept; older ones are let go. */
const KEEP_MAILS = 50
/** Larger mails are refused: a receipt is a few kilobytes. */
const MAX_MAIL_BYTES = 1024 * 1024

export const startMailCatcher = async (): Promise<RunningCatcher> => {
  const kept: CaughtMail[] = []
  const smtp = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to trust, no account to sign in with.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    size: MAX_MAIL_BYTES,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ""))
          kept.unshift({ to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "", at: Date.now() })
          kept.splice(KEEP_MAILS)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  const smtpPort = await listening(smtp.server, (ready) => smtp.listen(0, "127.0.0.1", ready))
  const page = createServer((request, response) => {
    const shown = /^\/mail\/(\d+)$/u.exec(request.url ?? "")
    const mail = shown === null ? undefined : kept[Number(shown[1])]
    // A mail's HTML is shown as it was sent; no script of it runs, nothing it names is fetched.
    response.setHeader("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    response.setHeader("content-type", "text/html; charset=utf-8")
    if (shown !== null && mail === undefined) response.statusCode = 404
    response.end(mail === undefined ? inboxPage(kept) : mail.html || `<pre>${escapeHtml(mail.text)}</pre>`)
  })
  const pagePort = await listening(page, (ready) => page.listen(0, "127.0.0.1", ready))
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    readUrl: `http://127.0.0.1:${pagePort}/`,
    caught: () => [...kept],
    stop: async () => {
      page.closeAllConnections()
      await Promise.all([new Promise<void>((done) => smtp.close(() => done())), new Promise<void>((done) => page.close(() => done()))])
    },
  }
}

const listening = (server: Server | NetServer, listen: (ready: () => void) => void): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    listen(() => resolve((server.address() as AddressInfo).port))
  })

const inboxPage = (mails: ReadonlyArray<CaughtMail>): string => {
  const rows = mails
    .map(
      (mail, index) =>
        `<li><a href="/mail/${index}">${escapeHtml(mail.subject || "(no subject)")}</a> to ${escapeHtml(mail.to.join(", "))}, ` +
        `${escapeHtml(new Date(mail.at).toISOString())}</li>`,
    )
    .join("")
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail caught by Tableside</title></head><body><main>` +
    `<h1>Mail caught by Tableside</h1><p>Sent by this server to the local mail catcher; nothing left the machine. Newest first.</p>` +
    `${rows === "" ? "<p>No mail yet.</p>" : `<ol>${rows}</ol>`}</main></body></html>`
  )
}
