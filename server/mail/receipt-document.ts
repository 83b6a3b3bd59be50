import type { Payment } from "../../schema/payment"
import type { MailLanguage } from "../../schema/receipt-mail"
import { formatMoney } from "../../src/domain/money"
import { receiptDate } from "../../src/domain/receipt-date"
import { RECEIPT_TEXTS, type ReceiptTexts } from "./receipt-texts"

/**
 * A receipt written out for a person, in their language: the e-mail (subject, plain text and
 * HTML, with the link that opens it again) and the page that link opens. One writing for both,
 * so the mail and the page never disagree. Every text of the venue's and the diner's (names,
 * notes) is escaped.
 */

/** A dish paid, named in the reader's language (the menu's translation, else the name kept on the receipt). */
export interface ShownLine {
  readonly key: string
  readonly quantity: number
  readonly name: string
  readonly choices: ReadonlyArray<string>
  readonly note: string | undefined
  readonly amount: number
}

export interface ReceiptMail {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** The e-mail of a receipt, with the link that opens it. */
export const receiptMail = (receipt: Payment, lines: ReadonlyArray<ShownLine>, language: MailLanguage, link: string): ReceiptMail => {
  const t = RECEIPT_TEXTS[language]
  const rows = factsOf(receipt, t, language)
  const money = (amount: number) => formatMoney(amount, receipt.currency)
  const text = [
    t.intro(receipt.venueName),
    "",
    `${t.title}: ${receipt.venueName}`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...lines.map((line) => `${line.quantity} × ${[line.name, ...line.choices].join(", ")}  ${money(line.amount)}`),
    "",
    ...amountsOf(receipt, t).map(([label, amount]) => `${label}: ${money(amount)}`),
    "",
    `${t.openLink}: ${link}`,
    "",
    t.whyMail,
  ].join("\n")
  const html = htmlDocument(
    language,
    t.subject(receipt.venueName, receipt.receiptNumber),
    `<p>${escapeHtml(t.intro(receipt.venueName))}</p>${receiptHtml(receipt, lines, language)}` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.openLink)}</a></p><p class="muted">${escapeHtml(t.whyMail)}</p>`,
  )
  return { subject: t.subject(receipt.venueName, receipt.receiptNumber), text, html }
}

/** The page a receipt's link opens. */
export const receiptPage = (receipt: Payment, lines: ReadonlyArray<ShownLine>, language: MailLanguage): string =>
  htmlDocument(language, `${RECEIPT_TEXTS[language].title} ${receipt.receiptNumber}`, receiptHtml(receipt, lines, language))

/** The page of a link that opens no receipt (a wrong or missing token, no such payment). */
export const refusedLinkPage = (language: MailLanguage): string => {
  const t = RECEIPT_TEXTS[language]
  return htmlDocument(language, t.linkRefusedTitle, `<h1>${escapeHtml(t.linkRefusedTitle)}</h1><p>${escapeHtml(t.linkRefused)}</p>`)
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`)

const receiptHtml = (receipt: Payment, lines: ReadonlyArray<ShownLine>, language: MailLanguage): string => {
  const t = RECEIPT_TEXTS[language]
  const money = (amount: number) => escapeHtml(formatMoney(amount, receipt.currency))
  const facts = factsOf(receipt, t, language)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("")
  const dishes = lines
    .map((line) => {
      const details = [...line.choices, ...(line.note === undefined ? [] : [`“${line.note}”`])]
      const more = details.length === 0 ? "" : `<br><span class="muted">${escapeHtml(details.join(", "))}</span>`
      return `<tr data-receipt-line="${escapeHtml(line.key)}"><td>${line.quantity} × ${escapeHtml(line.name)}${more}</td><td class="amount">${money(line.amount)}</td></tr>`
    })
    .join("")
  const amounts = amountsOf(receipt, t)
    .map(([label, amount]) => `<tr><th scope="row">${escapeHtml(label)}</th><td class="amount">${money(amount)}</td></tr>`)
    .join("")
  return (
    `<h1>${escapeHtml(t.title)}</h1><p><strong>${escapeHtml(receipt.venueName)}</strong></p><table>${facts}</table>` +
    `<h2>${escapeHtml(t.share)}</h2>${dishes === "" ? "" : `<table>${dishes}</table>`}<table>${amounts}</table>`
  )
}

/** The receipt's facts, a label and its value: its table, date, number, card, and its status when not paid. */
const factsOf = (receipt: Payment, t: ReceiptTexts, language: MailLanguage): ReadonlyArray<readonly [string, string]> => [
  [t.table, receipt.tableName],
  [t.date, receiptDate(receipt.at, language)],
  [t.number, receipt.receiptNumber],
  [t.method, t.card(receipt.card.brand.toUpperCase(), receipt.card.last4)],
  ...(receipt.status === "Succeeded" ? [] : [[t.title, t.status[receipt.status]] as const]),
]

const amountsOf = (receipt: Payment, t: ReceiptTexts): ReadonlyArray<readonly [string, number]> => [
  [t.subtotal, receipt.share.subtotal],
  [t.serviceCharge, receipt.share.serviceCharge],
  [t.yourShare, receipt.share.total],
  [t.tip, receipt.tip],
  [t.total, receipt.total],
]

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}" +
  "table{width:100%;border-collapse:collapse;margin:.5rem 0}th,td{padding:.25rem 0;vertical-align:top}" +
  "th{text-align:start;font-weight:400}td{text-align:start}.amount{text-align:end;white-space:nowrap}" +
  ".muted{color:#555}a{color:#0b5394}"

const htmlDocument = (language: MailLanguage, title: string, body: string): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
