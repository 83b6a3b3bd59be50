import { createHash, randomUUID } from "node:crypto"
import { Schema } from "effect"
import {
  AmountAboveLeft,
  AmountChanged,
  CardDeclined,
  InsufficientFunds,
  LineNotOnBill,
  LinePaid,
  NothingLeft,
  NothingToConfirm,
  NotRefundable,
  PaymentNotFound,
  PaymentPending,
  TipRefused,
  WrongTable,
} from "../../schema/errors"
import type { StaffPayment } from "../../schema/operator-api"
import {
  Payment as PaymentSchema,
  type Payment,
  type PayAnswer,
  type PayPayload,
  type ReceiptLine,
  type TablePayments,
} from "../../schema/payment"
import { demoCardByMethod } from "../../src/domain/demo-card"
import { formatMoney } from "../../src/domain/money"
import { countedOf, paymentAmounts, type PaymentRefusal } from "../../src/domain/payment"
import type { BillLine } from "../../src/domain/split-bill"
import { fail, type Failure } from "../failure"
import type { LiveBus } from "../live/live-bus"
import type { ChargeOutcome, PaymentProvider } from "../payments/payment-provider"
import type { Queryable, Transactional } from "../storage/db"
import { findVenueOfArea } from "../storage/staff-repo"
import { actsAt, recordAction, type Actor } from "./staff-actions"
import { findUsedKey } from "../storage/idempotency-repo"
import {
  findPayment,
  findPaymentByReceipt,
  findTipPercents,
  listRecentPayments,
  listVisitPayments,
  lockTableForPayment,
  nextReceiptNumber,
  recordAttempt,
  type PaymentRow,
} from "../storage/payments-repo"
import { findVenueByQr } from "../storage/venue-repo"
import { committedThenAnnounced } from "./announced"
import type { Diner } from "./diner"
import { findReviewUrl } from "../storage/feedback-repo"
import { visitOf } from "./visit-service"
import { bodyHashOf, exactlyOnceAnnounced, keyedCall, keyReused, usedKeyAnswer, type Keyed } from "./exactly-once"
import {
  applyOutcome,
  billOf,
  chargeRequestOf,
  counting,
  finishRefund,
  recordAnswer,
  refundKeyOf,
  shareOwedAgain,
  type RefundOwed,
} from "./payment-outcomes"

/**
 * Paying at the table. A payment is a state machine (payment-outcomes.ts), never a charge inside
 * a transaction: under the table's payment lock, the bill is read (its open orders), the amounts
 * computed by the app's own rule (src/domain/payment.ts) from it and the payments that count or
 * hold a share, and the payment recorded Pending with its attempt, then committed; the provider
 * is asked with no lock held and no transaction open; its answer is recorded in a second
 * transaction, which settles the table when nothing is left. Racing payments of one share so
 * run one after the other: the second finds the share held or paid, and is refused. A payment's
 * id comes from the diner's Idempotency-Key, so a retry of a lost answer finds it: answered as
 * it stands, or, still Pending, asked of the provider again with the same provider key (one
 * charge). A retry after a decline is the payment's next attempt, with a provider key of its own.
 */

export interface PaymentDeps {
  readonly db: Transactional
  readonly live: LiveBus
  readonly provider: PaymentProvider
  readonly now: () => number
}

/**
 * `GET /api/payments`: the bill of the diner's visit as paid so far; once the visit has ended
 * (settled), its receipts, every one of its payments, with all of it paid.
 */
export const tablePayments = async (db: Transactional, provider: PaymentProvider, diner: Diner): Promise<TablePayments> => {
  const visit = await visitOf(db, diner)
  const { standing, payments } = visit.ended ? await endedVisitPayments(db, visit.id) : await billOf(db, visit.id)
  return {
    provider: provider.name,
    stripe: provider.appSetup,
    tipPercents: await findTipPercents(db, diner.serviceArea.venueId),
    billTotal: standing.billTotal,
    paid: standing.paid,
    tips: standing.tips,
    left: standing.left,
    payments: payments.map((payment) => ({
      id: payment.id,
      payer: payment.uid === diner.identity.uid ? { yours: true, name: payment.payerName } : { name: payment.payerName },
      status: payment.status,
      share: payment.share,
      tip: payment.tip,
      lineKeys: payment.lineKeys,
      at: payment.at,
      split: payment.receipt.split,
    })),
  }
}

/** An ended visit's payments as its diners read them: what was paid, nothing left. */
const endedVisitPayments = async (db: Queryable, visitId: string) => {
  const payments = (await listVisitPayments(db, visitId)).map(counting)
  const counted = countedOf(payments)
  const shares = counted.reduce((sum, each) => sum + each.share, 0)
  const tips = counted.reduce((sum, each) => sum + each.tip, 0)
  return { payments, standing: { billTotal: shares, paid: shares + tips, tips, left: 0 } }
}

/**
 * `POST /api/payments`: the payment recorded, charged and its answer recorded (above); a card
 * that asks the diner to confirm comes with what the provider's UI needs for it, read afresh for
 * every answer (a retry's too), so that it is never stored.
 */
export const pay = async (deps: PaymentDeps, diner: Diner, payload: PayPayload, key: string | undefined): Promise<PayAnswer> => {
  if (payload.qr !== diner.serviceArea.qrCode) throw fail(WrongTable, "You can only pay at your own table.", "qr")
  const keyed = keyedCall(diner, "pay", payload, key)
  const id = key === undefined ? randomUUID() : paymentIdOf(keyed.scope, key)
  const started = await deps.db.transaction((tx) => startAttempt(tx, deps, diner, payload, id, bodyHashOf(keyed)))
  if (!started.charge) return withNextAction(deps, started.payment)
  const outcome = await asked(deps, started.payment)
  const payment = await recordAnswer(deps, id, started.payment.attempt, outcome)
  if (payment.status === "Declined" || payment.status === "Failed")
    throw outcome._tag === "Declined" && outcome.reason === "InsufficientFunds"
      ? fail(InsufficientFunds, "The card was declined for insufficient funds. Nothing was charged.", "paymentMethod")
      : fail(CardDeclined, "The card was declined. Nothing was charged.", "paymentMethod")
  return withNextAction(deps, payment)
}

/** One id per diner's key (at their table of their tenant), so every try of one payment is one payment. */
const paymentIdOf = (scope: unknown, key: string): string =>
  createHash("sha256")
    .update(JSON.stringify([scope, key]))
    .digest("hex")
    .slice(0, 32)

/**
 * The first transaction: the payment with this id as it stands (a retry), or its next attempt
 * recorded Pending, its share held. `charge`: the provider is to be asked for its attempt (a new
 * one, or a Pending one whose answer was lost).
 */
const startAttempt = async (
  tx: Queryable,
  deps: PaymentDeps,
  diner: Diner,
  payload: PayPayload,
  id: string,
  bodyHash: string,
): Promise<{ readonly payment: PaymentRow; readonly charge: boolean }> => {
  const area = diner.serviceArea
  await lockTableForPayment(tx, area.id)
  const earlier = await findPayment(tx, id)
  if (earlier !== null && earlier.status !== "Declined") {
    if (earlier.bodyHash !== null && earlier.bodyHash !== bodyHash) throw keyReused()
    return { payment: earlier, charge: earlier.status === "Pending" && earlier.paymentMethod !== null }
  }
  // The payer's visit's bill (an ended visit's is empty: nothing is left to pay).
  const visit = await visitOf(tx, diner)
  const { bill, payments } = await billOf(tx, visit.id)
  const amounts = paymentAmounts(bill, countedOf(payments), payload.split, payload.tip, await findTipPercents(tx, area.venueId))
  if (amounts._tag === "Refused") throw refusalOf(amounts.reason)
  if (amounts.total !== payload.expectedTotal)
    throw fail(
      AmountChanged,
      `The total is ${formatMoney(amounts.total)}, not ${formatMoney(payload.expectedTotal)}: nothing was charged. Check the bill and pay again.`,
      "expectedTotal",
    )
  const venue = await findVenueByQr(tx, area.qrCode)
  const receiptNumber = earlier?.receiptNumber ?? (await nextReceiptNumber(tx))
  const receipt: Payment = {
    id,
    receiptNumber,
    status: "Pending",
    split: payload.split,
    lines: amounts.dishes.map(receiptLineOf),
    share: amounts.share,
    tip: amounts.tip,
    total: amounts.total,
    // The card is known once the provider answered: the demo's test card, or a placeholder until then.
    card: cardOf(payload.paymentMethod),
    payer: { yours: true, name: payload.payerName?.trim() ?? null },
    venueName: area.venueName,
    tableName: area.name,
    currency: venue?.tenant.currency ?? null,
    at: deps.now(),
    leftAfter: amounts.leftAfter,
    ...(await findReviewUrl(tx, area.venueId)),
  }
  await recordAttempt(tx, {
    id,
    receiptNumber,
    tenantId: area.tenantId,
    serviceAreaId: area.id,
    visitId: visit.id,
    uid: diner.identity.uid,
    payerName: receipt.payer.name,
    // Only a "Dishes" payment pays lines by name; a whole bill's receipt lists its dishes without claiming them.
    lineKeys: amounts.lines.map((line) => line.key),
    share: amounts.share.total,
    tip: amounts.tip,
    total: amounts.total,
    receipt,
    provider: deps.provider.name,
    attempt: (earlier?.attempt ?? 0) + 1,
    bodyHash,
    paymentMethod: payload.paymentMethod,
  })
  const payment = await findPayment(tx, id)
  if (payment === null) throw new Error("a payment vanished inside its own transaction")
  return { payment, charge: true }
}

/** A dish on the receipt, with what names it in the diner's language (the menu's translations). */
const receiptLineOf = ({ key, name, quantity, amount, line }: BillLine): ReceiptLine => ({
  key,
  name,
  quantity,
  amount,
  itemId: line.itemId,
  variantId: line.variantId,
  variantName: line.variantName,
  selectedChoices: line.selectedChoices,
  choiceSummary: line.choiceSummary,
  ...(line.note === undefined ? {} : { note: line.note }),
})

const cardOf = (paymentMethod: string): Payment["card"] => {
  const demo = demoCardByMethod(paymentMethod)
  return demo === null ? { brand: "card", last4: "0000" } : { brand: demo.brand, last4: demo.last4 }
}

/**
 * The provider asked for a payment's attempt, with no transaction open. A provider that does not
 * answer (or answers with an error of its own) leaves the payment Pending: the diner is told so
 * (503 PaymentPending), and their retry with the same key, a webhook or the reconcile finds out.
 * The provider's own words stay in the server's log.
 */
const asked = async (deps: PaymentDeps, payment: PaymentRow): Promise<ChargeOutcome> => {
  try {
    return await deps.provider.charge(chargeRequestOf(payment, payment.paymentMethod ?? ""))
  } catch (error) {
    console.error(`payment ${payment.id}: the provider did not answer its charge`, error)
    throw pendingFailure()
  }
}

const pendingFailure = () =>
  fail(
    PaymentPending,
    "The card provider did not answer. Your payment is held, and will not be charged twice: pay again in a moment to see whether it went through.",
    "paymentMethod",
  )

/**
 * A payment still waiting for the diner's confirmation (as stored now) comes with what the
 * provider's UI needs for it. A failed lookup answers it without, and confirming it again reads it
 * afresh.
 */
const withNextAction = async (deps: PaymentDeps, payment: PaymentRow): Promise<PayAnswer> => {
  if (payment.status !== "NeedsConfirmation" || payment.providerRef === null) return payment.receipt
  try {
    const nextAction = await deps.provider.nextAction(payment.providerRef)
    return nextAction === null ? payment.receipt : { ...payment.receipt, nextAction }
  } catch {
    return payment.receipt
  }
}

/**
 * `POST /api/payments/:paymentId/confirm`: the diner confirmed a card that asked for it; the
 * provider is asked with no transaction open, and its answer moves the payment. Not confirmed
 * yet, it answers the payment still waiting, with a fresh `nextAction`; declined or abandoned at
 * the bank, the payment is Failed (its share owed again) and the answer is 402. The same key
 * answers the same confirmation.
 */
export const confirmPayment = async (deps: PaymentDeps, diner: Diner, paymentId: string, key: string | undefined): Promise<PayAnswer> => {
  const keyed = keyedCall(diner, "payConfirm", { paymentId }, key)
  const kept = key === undefined ? null : await findUsedKey(deps.db, keyed.scope, key)
  const answer =
    kept !== null
      ? await usedKeyAnswer(kept, bodyHashOf(keyed), Schema.decodeUnknownSync(PaymentSchema))
      : await confirmOnce(deps, diner, paymentId, keyed)
  if (answer.status === "Failed") throw fail(CardDeclined, "The card was declined. Nothing was charged.", "paymentId")
  const now = await findPayment(deps.db, answer.id)
  return now === null ? answer : withNextAction(deps, now)
}

const confirmOnce = async (deps: PaymentDeps, diner: Diner, paymentId: string, keyed: Keyed): Promise<Payment> => {
  const waiting = await dinersPayment(deps.db, diner, paymentId)
  if (waiting.status !== "NeedsConfirmation" || waiting.providerRef === null)
    throw fail(NothingToConfirm, "This payment needs no confirmation.", "paymentId")
  const ref = waiting.providerRef
  let outcome: ChargeOutcome
  try {
    outcome = await deps.provider.confirm(ref, `${waiting.id}-confirm`)
  } catch (error) {
    console.error(`payment ${waiting.id}: the provider did not answer its confirmation`, error)
    throw pendingFailure()
  }
  let refund: RefundOwed | null = null
  const answer = await exactlyOnceAnnounced(deps.db, deps.live, keyed, PaymentSchema, async (tx) => {
    await lockTableForPayment(tx, diner.serviceArea.id)
    const payment = await dinersPayment(tx, diner, paymentId)
    if (payment.attempt !== waiting.attempt) return { answer: payment.receipt, events: [] }
    const applied = await applyOutcome(tx, deps.live, payment, outcome)
    refund = applied.refund
    return { answer: applied.answer.receipt, events: applied.events }
  })
  if (refund !== null) await finishRefund(deps, refund)
  return answer
}

/** What a verified webhook of the provider says of a PaymentIntent (server/http/stripe-webhook.ts). */
export interface ProviderEvent {
  readonly intentId: string
  readonly paymentId: string
  readonly serviceAreaId: string
  /** The payment's attempt the intent was made for. */
  readonly attempt: number
  readonly amount: number
  readonly currency: string
  readonly outcome: "paid" | "failed"
}

/**
 * A verified webhook moves the payment as any answer does (payment-outcomes.ts): a success
 * counted where its share is owed and refunded where it is not, a failure making a held share
 * owed again. A webhook received twice, or after the app's own answer, finds it moved and changes
 * nothing; one received before the payment's first transaction commits waits for the table's
 * lock, then finds it. An intent whose amount or currency is not the payment's is not counted.
 */
export const settledByWebhook = async (
  deps: PaymentDeps,
  event: ProviderEvent,
  chargedCurrency: string,
): Promise<"paid" | "failed" | "refunded" | "already" | "unknown" | "mismatch"> => {
  let refund: RefundOwed | null = null
  let stray: string | null = null
  const outcome = await committedThenAnnounced(deps.db, deps.live, async (tx) => {
    await lockTableForPayment(tx, event.serviceAreaId)
    const payment = await findPayment(tx, event.paymentId)
    const unknown = { answer: "unknown" as const, events: [] }
    if (payment === null || payment.serviceAreaId !== event.serviceAreaId) return unknown
    if (event.amount !== payment.total || event.currency !== chargedCurrency) return { answer: "mismatch" as const, events: [] }
    // An earlier attempt's intent that took money after all (its payment moved on): refunded, never counted.
    if (event.attempt !== payment.attempt) {
      if (event.outcome === "paid") stray = event.intentId
      return { answer: event.outcome === "paid" ? ("refunded" as const) : ("already" as const), events: [] }
    }
    if (payment.providerRef !== null && payment.providerRef !== event.intentId) return unknown
    const before = payment.status
    const applied = await applyOutcome(
      tx,
      deps.live,
      payment,
      event.outcome === "paid"
        ? { _tag: "Charged", ref: event.intentId, card: payment.receipt.card }
        : { _tag: "Declined", reason: "CardDeclined" },
    )
    refund = applied.refund
    const now = applied.answer.status
    const answer =
      now === before
        ? ("already" as const)
        : now === "Refunding"
          ? ("refunded" as const)
          : event.outcome === "paid"
            ? ("paid" as const)
            : ("failed" as const)
    return { answer, events: applied.events }
  })
  if (refund !== null) await finishRefund(deps, refund)
  if (stray !== null) await refundStray(deps, event, stray)
  return outcome
}

/** An earlier attempt's charge that succeeded after its payment moved on: the money goes back, with a key of its own. */
const refundStray = async (deps: PaymentDeps, event: ProviderEvent, intentId: string) => {
  console.error(`payment ${event.paymentId}: attempt ${event.attempt} (${intentId}) was charged after it was replaced; refunding it`)
  await deps.provider.refund(intentId, refundKeyOf(`${event.paymentId}-${event.attempt}`))
}

/** `GET /api/payments/:paymentId`: a receipt, for its payer at its table alone. */
export const receiptOf = async (db: Queryable, diner: Diner, paymentId: string): Promise<Payment> =>
  (await dinersPayment(db, diner, paymentId)).receipt

/**
 * Staff refund a payment (the operator CLI), by its receipt number: it is Refunding, and while
 * its visit is open its share is owed again, committed first; then the provider refunds it, once
 * (one key per payment), and it is Refunded. A provider that does not answer leaves it
 * Refunding, which the reconcile finishes.
 */
export const refundPayment = async (deps: PaymentDeps, receiptNumber: string, actor: Actor): Promise<Payment> => {
  let owed: RefundOwed | null = null
  await committedThenAnnounced(deps.db, deps.live, async (tx) => {
    const found = await findPaymentByReceipt(tx, receiptNumber)
    const venue = found === null ? null : await findVenueOfArea(tx, found.serviceAreaId)
    if (found === null || venue === null || !actsAt(actor, venue.id))
      throw fail(PaymentNotFound, `No payment has the receipt number '${receiptNumber}'.`, "receiptNumber")
    await lockTableForPayment(tx, found.serviceAreaId)
    const payment = await findPayment(tx, found.id)
    if (payment?.status !== "Succeeded")
      throw fail(NotRefundable, `${receiptNumber} was not paid, or was refunded already.`, "receiptNumber")
    const applied = await shareOwedAgain(tx, deps.live, payment, "Refunding")
    owed = applied.refund
    const recorded = await recordAction(tx, deps.live, actor, venue, "refund", receiptNumber, String(payment.total))
    return { answer: applied.answer, events: [...applied.events, recorded] }
  })
  const refunded = owed === null ? null : await finishRefund(deps, owed)
  if (refunded === null) throw pendingFailure()
  return refunded.receipt
}

/** `GET /api/operator/payments`: what staff see of the latest payments, late refunds included. */
export const staffPayments = async (
  db: Queryable,
  qrCode: string | null,
  venueId: string | null = null,
): Promise<ReadonlyArray<StaffPayment>> =>
  (await listRecentPayments(db, qrCode, venueId)).map(({ payment, qrCode: code }) => ({
    payment: payment.receipt,
    qrCode: code,
    settled: payment.settled,
    refundReason: payment.refundReason,
  }))

/** The diner's own payment at this table of this tenant; anyone else's, or another table's, is not found. */
const dinersPayment = async (db: Queryable, diner: Diner, paymentId: string): Promise<PaymentRow> => {
  const payment = await findPayment(db, paymentId)
  const area = diner.serviceArea
  if (payment === null || payment.uid !== diner.identity.uid || payment.serviceAreaId !== area.id || payment.tenantId !== area.tenantId)
    throw fail(PaymentNotFound, "You have no payment with this id at this table.", "paymentId")
  return payment
}

const refusalOf = (reason: PaymentRefusal): Failure => {
  switch (reason._tag) {
    case "NothingLeft":
      return fail(NothingLeft, "Nothing is left to pay of this.", "split")
    case "LineNotOnBill":
      return fail(LineNotOnBill, "A dish chosen is no longer on the bill. Read the bill again.", "split.lineKeys")
    case "LinePaid":
      return fail(LinePaid, "A dish chosen was already paid by someone at the table.", "split.lineKeys")
    case "AmountAboveLeft":
      return fail(AmountAboveLeft, `Only ${formatMoney(reason.left)} is left to pay.`, "split.amount")
    case "TipNotOffered":
      return fail(
        TipRefused,
        `The tip must be one of ${reason.offered.map((percent) => `${percent}%`).join(", ")}, or an amount.`,
        "tip.percent",
      )
    case "TipAboveShare":
      return fail(TipRefused, `A tip may be at most the share it tips (${formatMoney(reason.share)}).`, "tip.amount")
  }
}
