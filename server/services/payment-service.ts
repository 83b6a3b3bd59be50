import { createHash, randomUUID } from "node:crypto"
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
  TipRefused,
  WrongTable,
} from "../../schema/errors"
import {
  Payment as PaymentSchema,
  type Payment,
  type PayAnswer,
  type PaymentMade,
  type PayPayload,
  type TablePayments,
} from "../../schema/payment"
import { formatMoney } from "../../src/domain/money"
import { countedOf, paymentAmounts, standingOf, type PaymentRefusal } from "../../src/domain/payment"
import { tableBill } from "../../src/domain/split-bill"
import { fail, type Failure } from "../failure"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { PaymentProvider } from "../payments/payment-provider"
import type { Queryable, Transactional } from "../storage/db"
import { listOpenAreaOrders } from "../storage/orders-repo"
import {
  findPayment,
  findPaymentByReceipt,
  findTipPercents,
  insertPayment,
  listOpenPayments,
  lockTableForPayment,
  nextReceiptNumber,
  setPaymentStatus,
  type PaymentRow,
} from "../storage/payments-repo"
import { findSettledStateOfArea, findVenueByQr } from "../storage/venue-repo"
import type { Diner } from "./diner"
import { exactlyOnceAnnounced, keyedCall, keyReused } from "./exactly-once"
import { settleInTransaction } from "./settle-service"

/**
 * Paying at the table. Every payment, confirmation and refund of a table runs under the table's
 * payment lock (payments-repo.ts), in one transaction with its Idempotency-Key
 * (exactly-once.ts): the bill is read (its open orders), the amounts computed by the app's own
 * rule (src/domain/payment.ts) from it and the payments that count, the card charged through the
 * provider port, the payment stored and announced on the table's feed, and, when nothing is
 * left, the table settled, all or nothing. Racing payments of one share so run one after the
 * other: the second finds the dishes paid or nothing left, and is refused, or, with the first's
 * key, answered the first's payment. The provider is given one idempotency key per payment (from
 * the diner's key), so a charge repeated by a race or a retry is one charge.
 */

export interface PaymentDeps {
  readonly db: Transactional
  readonly live: LiveBus
  readonly provider: PaymentProvider
  readonly now: () => number
}

/** The table's bill (its open orders), the payments made since it was last settled, and what is left. */
const billOf = async (tx: Queryable, serviceAreaId: string) => {
  const bill = tableBill(await listOpenAreaOrders(tx, serviceAreaId))
  const payments = await listOpenPayments(tx, serviceAreaId)
  return { bill, payments, standing: standingOf(bill, countedOf(payments)) }
}

/** `GET /api/payments`. */
export const tablePayments = async (db: Transactional, provider: PaymentProvider, diner: Diner): Promise<TablePayments> => {
  const { standing, payments } = await billOf(db, diner.serviceArea.id)
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
    })),
  }
}

/**
 * `POST /api/payments`: the payment made once (payOnce); a card that asks the diner to confirm
 * comes with what the provider's UI needs for it, read afresh for every answer (a repeated key's
 * too), so that it is never stored with the answer kept for the key.
 */
export const pay = async (deps: PaymentDeps, diner: Diner, payload: PayPayload, key: string | undefined): Promise<PayAnswer> =>
  withNextAction(deps, await payOnce(deps, diner, payload, key))

/**
 * A payment still waiting for the diner's confirmation (as stored now, not as a kept answer says)
 * comes with what the provider's UI needs for it. The payment is committed already: a failed
 * lookup answers it without, and confirming it again reads it afresh.
 */
const withNextAction = async (deps: PaymentDeps, payment: Payment): Promise<PayAnswer> => {
  if (payment.status !== "NeedsConfirmation") return payment
  try {
    const row = await findPayment(deps.db, payment.id)
    if (row?.status !== "NeedsConfirmation") return payment
    const nextAction = await deps.provider.nextAction(row.providerRef)
    return nextAction === null ? payment : { ...payment, nextAction }
  } catch {
    return payment
  }
}

const payOnce = async (deps: PaymentDeps, diner: Diner, payload: PayPayload, key: string | undefined): Promise<Payment> => {
  const area = diner.serviceArea
  if (payload.qr !== area.qrCode) throw fail(WrongTable, "You can only pay at your own table.", "qr")
  const keyed = keyedCall(diner, "pay", payload, key)
  // One id per diner's key, so every try of one payment is one charge at the provider.
  const id =
    key === undefined
      ? randomUUID()
      : createHash("sha256")
          .update(JSON.stringify([keyed.scope, key]))
          .digest("hex")
          .slice(0, 32)
  return exactlyOnceAnnounced(deps.db, deps.live, keyed, PaymentSchema, async (tx) => {
    await lockTableForPayment(tx, area.id)
    // The key's payment committed while this request waited for the lock: its answer stands.
    if ((await findPayment(tx, id)) !== null) throw keyReused()
    const { bill, payments } = await billOf(tx, area.id)
    const amounts = paymentAmounts(bill, countedOf(payments), payload.split, payload.tip, await findTipPercents(tx, area.venueId))
    if (amounts._tag === "Refused") throw refusalOf(amounts.reason)
    if (amounts.total !== payload.expectedTotal)
      throw fail(
        AmountChanged,
        `The total is ${formatMoney(amounts.total)}, not ${formatMoney(payload.expectedTotal)}: nothing was charged. Check the bill and pay again.`,
        "expectedTotal",
      )
    const venue = await findVenueByQr(tx, area.qrCode)
    const outcome = await deps.provider.charge({
      idempotencyKey: id,
      paymentId: id,
      serviceAreaId: area.id,
      amount: amounts.total,
      currency: venue?.tenant.currency ?? null,
      attempt: 1,
      paymentMethod: payload.paymentMethod,
    })
    if (outcome._tag === "Declined")
      throw outcome.reason === "InsufficientFunds"
        ? fail(InsufficientFunds, "The card was declined for insufficient funds. Nothing was charged.", "paymentMethod")
        : fail(CardDeclined, "The card was declined. Nothing was charged.", "paymentMethod")
    const status = outcome._tag === "Charged" ? "Succeeded" : "NeedsConfirmation"
    const receipt: Payment = {
      id,
      receiptNumber: await nextReceiptNumber(tx),
      status,
      split: payload.split,
      lines: amounts.lines.map((line) => ({ key: line.key, name: line.name, quantity: line.quantity, amount: line.amount })),
      share: amounts.share,
      tip: amounts.tip,
      total: amounts.total,
      card: outcome.card,
      payer: { yours: true, name: payload.payerName?.trim() ?? null },
      venueName: area.venueName,
      tableName: area.name,
      currency: venue?.tenant.currency ?? null,
      at: deps.now(),
      leftAfter: amounts.leftAfter,
    }
    await insertPayment(tx, {
      id,
      receiptNumber: receipt.receiptNumber,
      tenantId: area.tenantId,
      serviceAreaId: area.id,
      uid: diner.identity.uid,
      payerName: receipt.payer.name,
      status,
      lineKeys: receipt.lines.map((line) => line.key),
      share: amounts.share.total,
      tip: amounts.tip,
      total: amounts.total,
      receipt,
      provider: deps.provider.name,
      providerRef: outcome.ref,
    })
    const events = status === "Succeeded" ? await announcePaid(tx, deps.live, area, receipt, amounts.leftAfter) : []
    return { answer: receipt, events }
  })
}

/**
 * `POST /api/payments/:paymentId/confirm`: the diner confirmed a card that asked for it. Not
 * confirmed yet, it answers the payment still waiting, with a fresh `nextAction` (withNextAction);
 * declined or abandoned at the bank, the payment is Failed (committed, so it no longer counts)
 * and the answer is 402.
 */
export const confirmPayment = async (deps: PaymentDeps, diner: Diner, paymentId: string, key: string | undefined): Promise<PayAnswer> => {
  const area = diner.serviceArea
  const payment = await exactlyOnceAnnounced(
    deps.db,
    deps.live,
    keyedCall(diner, "payConfirm", { paymentId }, key),
    PaymentSchema,
    async (tx) => {
      await lockTableForPayment(tx, area.id)
      const payment = await dinersPayment(tx, diner, paymentId)
      if (payment.status !== "NeedsConfirmation") throw fail(NothingToConfirm, "This payment needs no confirmation.", "paymentId")
      const confirmed = await deps.provider.confirm(payment.providerRef, `${payment.id}-confirm`)
      if (confirmed._tag === "Declined") return failed(tx, deps.live, payment)
      // Not confirmed yet (the diner has not finished with their bank): still waiting.
      if (confirmed._tag === "NeedsConfirmation") return { answer: payment.receipt, events: [] }
      return succeeded(tx, deps.live, payment)
    },
  )
  if (payment.status === "Failed") throw fail(CardDeclined, "The card was declined. Nothing was charged.", "paymentId")
  return withNextAction(deps, payment)
}

/**
 * A verified webhook of the provider (server/http/stripe-webhook.ts) says a PaymentIntent
 * succeeded (`paid`) or failed (`failed`: declined, or the bank's check abandoned): its payment,
 * waiting for the diner's confirmation, is paid, once, or Failed and no longer counts. A webhook
 * received twice, or after the app's own confirmation, finds it done and changes nothing; one
 * received before the payment's transaction commits waits for the table's lock, then finds it.
 */
export const settledByWebhook = async (
  deps: PaymentDeps,
  event: {
    readonly intentId: string
    readonly paymentId: string
    readonly serviceAreaId: string
    readonly outcome: "paid" | "failed"
  },
): Promise<"paid" | "failed" | "already" | "unknown"> => {
  const announced: LiveEvent[] = []
  const outcome = await deps.db.transaction(async (tx) => {
    await lockTableForPayment(tx, event.serviceAreaId)
    const payment = await findPayment(tx, event.paymentId)
    if (payment === null || payment.providerRef !== event.intentId) return "unknown" as const
    if (payment.status !== "NeedsConfirmation") return "already" as const
    const done = event.outcome === "paid" ? succeeded(tx, deps.live, payment) : failed(tx, deps.live, payment)
    announced.push(...(await done).events)
    return event.outcome
  })
  for (const each of announced) deps.live.announce(each)
  return outcome
}

/** A payment that waited for confirmation failed: nothing charged, its share owed again, and the table told what is left. */
const failed = async (tx: Queryable, live: LiveBus, payment: PaymentRow) => {
  const { left, event } = await shareOwedAgain(tx, live, payment, "Failed")
  return { answer: { ...payment.receipt, status: "Failed" as const, leftAfter: left }, events: [event] }
}

/**
 * A payment that no longer counts against the bill (Failed at the bank, or Refunded by staff):
 * its status set, and the table told what is left now that its share is owed again.
 */
const shareOwedAgain = async (tx: Queryable, live: LiveBus, payment: PaymentRow, status: "Failed" | "Refunded") => {
  await setPaymentStatus(tx, payment.id, status)
  const { left } = (await billOf(tx, payment.serviceAreaId)).standing
  const made: PaymentMade = {
    serviceAreaId: payment.serviceAreaId,
    paymentId: payment.id,
    payerName: payment.payerName,
    status,
    amount: payment.total,
    left,
    settled: false,
  }
  return { left, event: await live.record(tx, ordersChannel(payment.tenantId, payment.serviceAreaId), "payment", made) }
}

/** A payment that waited for confirmation is paid: its receipt, what is left, and the table told (and settled when nothing is). */
const succeeded = async (tx: Queryable, live: LiveBus, payment: PaymentRow) => {
  await setPaymentStatus(tx, payment.id, "Succeeded")
  const { standing } = await billOf(tx, payment.serviceAreaId)
  const receipt: Payment = { ...payment.receipt, status: "Succeeded", leftAfter: standing.left }
  const table = { id: payment.serviceAreaId, tenantId: payment.tenantId }
  return { answer: receipt, events: await announcePaid(tx, live, table, receipt, standing.left) }
}

/** `GET /api/payments/:paymentId`: a receipt, for its payer at its table alone. */
export const receiptOf = async (db: Queryable, diner: Diner, paymentId: string): Promise<Payment> =>
  (await dinersPayment(db, diner, paymentId)).receipt

/**
 * Staff refund a payment (the operator CLI), by its receipt number: the provider refunds it
 * once, and while the table is not settled its share is owed again.
 */
export const refundPayment = async (deps: PaymentDeps, receiptNumber: string): Promise<Payment> => {
  const events: LiveEvent[] = []
  const refunded = await deps.db.transaction(async (tx) => {
    const found = await findPaymentByReceipt(tx, receiptNumber)
    if (found === null) throw fail(PaymentNotFound, `No payment has the receipt number '${receiptNumber}'.`, "receiptNumber")
    await lockTableForPayment(tx, found.serviceAreaId)
    const payment = await findPayment(tx, found.id)
    if (payment?.status !== "Succeeded")
      throw fail(NotRefundable, `${receiptNumber} was not paid, or was refunded already.`, "receiptNumber")
    await deps.provider.refund(payment.providerRef, `${payment.id}-refund`)
    events.push((await shareOwedAgain(tx, deps.live, payment, "Refunded")).event)
    return { ...payment.receipt, status: "Refunded" as const }
  })
  for (const event of events) deps.live.announce(event)
  return refunded
}

/** The diner's own payment at this table of this tenant; anyone else's, or another table's, is not found. */
const dinersPayment = async (db: Queryable, diner: Diner, paymentId: string): Promise<PaymentRow> => {
  const payment = await findPayment(db, paymentId)
  const area = diner.serviceArea
  if (payment === null || payment.uid !== diner.identity.uid || payment.serviceAreaId !== area.id || payment.tenantId !== area.tenantId)
    throw fail(PaymentNotFound, "You have no payment with this id at this table.", "paymentId")
  return payment
}

/**
 * The table hears of a payment made ("Paid by Ana · Rs. X" and what is left); when nothing is
 * left, the table settles itself in the same transaction, and the next party starts afresh.
 */
const announcePaid = async (
  tx: Queryable,
  live: LiveBus,
  area: { readonly id: string; readonly tenantId: string },
  receipt: Payment,
  left: number,
): Promise<ReadonlyArray<LiveEvent>> => {
  const settledStateId = left === 0 ? await findSettledStateOfArea(tx, area.id) : null
  const made: PaymentMade = {
    serviceAreaId: area.id,
    paymentId: receipt.id,
    payerName: receipt.payer.name,
    status: "Succeeded",
    amount: receipt.total,
    left,
    settled: settledStateId !== null,
  }
  const paid = await live.record(tx, ordersChannel(area.tenantId, area.id), "payment", made)
  if (settledStateId === null) return [paid]
  const settled = await settleInTransaction(tx, live, { id: area.id, tenantId: area.tenantId, settledStateId })
  return [paid, ...settled.events]
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
