import { createTransport } from "nodemailer"

/** A mail to send: one recipient, a subject, and its text both plain and HTML. */
export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** The server's way out for mail: hands a message to the mail server, or rejects. */
export interface Mailer {
  readonly send: (mail: OutgoingMail) => Promise<void>
  readonly close: () => void
}

/** The longest the mail server may take to answer at each step: a diner waits for the answer. */
const MAIL_TIMEOUT_MS = 15_000

/**
 * Sends with nodemailer to the mail server at `smtpUrl` (SMTP_URL: `smtp://user:pass@host:587`,
 * `smtps://...` for TLS from the start), from `from`. nodemailer's own logger stays off: its lines
 * would name the recipient. A mail that fails is rejected with nodemailer's error, whose message
 * may quote the server's reply and with it the address: the caller must not log it.
 */
export const smtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = createTransport({
    url: smtpUrl,
    logger: false,
    debug: false,
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS,
  })
  return {
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    },
    close: () => transport.close(),
  }
}
