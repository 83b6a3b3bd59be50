import type { Order } from "../../schema/order"
import type { Payment, PaymentMade } from "../../schema/payment"
import { countedOf, standingOf, type Counted } from "../../src/domain/payment"
import { orderIdOfLineKey, tableBill } from "../../src/domain/split-bill"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from "../payments/payment-provider"
import type { Queryable, Transactional } from "../storage/db"
import { listOpenVisitOrders } from "../storage/orders-repo"
import {
  findPayment,
  listOpenPayments,
  listUnfinishedPayments,
  lockTableForPayment,
  recordOutcome,
  setPaymentStatus,
  type PaymentRow,
} from "../storage/payments-repo"
import { findSettledStateOfArea } from "../storage/venue-repo"
import { committedThenAnnounced, type Announced } from "./announced"
import { settleInTransaction } from "./settle-service"

/**
 * The payment's state machine, after the provider answered. Every answer moves it here,
 * whoever brings it (the diner's request, a retry with its key, a webhook, the reconcile at
 * start), under the table's payment lock, in a transaction of its own; the provider itself is
 * only ever called with no transaction open.
 *
 *   Pending ──Charged──────────► Succeeded (counted; the table settles when all is paid)
 *      │    ──NeedsConfirmation► NeedsConfirmation ──Charged──► Succeeded
 *      │                              └──Declined──► Failed (its share owed again)
 *      └────Declined───────────► Declined (a new attempt may follow, with its own provider key)
 *   Failed / Declined ──Charged (late)──► Succeeded where its share is still owed, else Refunding
 *   a success for a settled visit ──────► Refunding ──provider refunded──► Refunded
 *
 * The invariant (tests/contract/payment-ledger.test.ts): money charged = money counted
 * + money refunded, and no order is settled unless succeeded payments cover it.
 */

export interface OutcomeDeps {
  readonly db: Transactional
  readonly live: LiveBus
  readonly provider: PaymentProvider
}

/** A refund the server owes once the transaction that decided it is committed. */
export interface RefundOwed {
  readonly paymentId: string
  readonly providerRef: string
}

export interface Applied extends Announced<PaymentRow> {
  readonly refund: RefundOwed | null
}

/**
 * A visit's open bill as the counting rule reads it, in the caller's transaction: its open
 * orders and their bill, the payments since it was last settled (the server's own states read as
 * the diner's), and what is paid and left. Nothing of another visit of the table counts.
 */
export const billOf = async (tx: Queryable, visitId: string | null) => {
  const orders = await listOpenVisitOrders(tx, visitId)
  const bill = tableBill(orders)
  const rows = await listOpenPayments(tx, visitId)
  const payments = rows.map(counting)
  return { orders, bill, rows, payments, standing: standingOf(bill, countedOf(payments)) }
}

/** The provider's key for a refund of a payment: one refund per payment, whoever asks for it. */
export const refundKeyOf = (paymentId: string): string => `${paymentId}-refund`

/**
 * Moves a payment, its table's lock held, by what the provider answered for its current attempt.
 * Answers the payment as it now stands, the events to announce and a refund owed.
 */
export const applyOutcome = async (tx: Queryable, live: LiveBus, payment: PaymentRow, outcome: ChargeOutcome): Promise<Applied> => {
  const unchanged: Applied = { answer: payment, events: [], refund: null }
  switch (outcome._tag) {
    case "Declined":
      if (payment.status === "Pending") {
        await recordOutcome(tx, payment.id, "Declined", null)
        return { answer: await reread(tx, payment.id), events: [], refund: null }
      }
      if (payment.status === "NeedsConfirmation") return shareOwedAgain(tx, live, payment, "Failed")
      return unchanged
    case "NeedsConfirmation":
      if (payment.status !== "Pending") return unchanged
      await recordOutcome(tx, payment.id, "NeedsConfirmation", outcome.ref, outcome.card)
      return { answer: await reread(tx, payment.id), events: [], refund: null }
    case "Charged":
      if (payment.status === "Succeeded" || payment.status === "Refunding" || payment.status === "Refunded") return unchanged
      return succeeded(tx, live, payment, outcome.ref, outcome.card)
  }
}

const reread = async (tx: Queryable, id: string): Promise<PaymentRow> => {
  const row = await findPayment(tx, id)
  if (row === null) throw new Error("a payment vanished inside its own transaction")
  return row
}

/**
 * The provider took the money. It counts where its share is still owed: always for a payment
 * that held its share (Pending, NeedsConfirmation) in a visit not settled since; for a late
 * success after Failed or Declined, only where no one else paid that share meanwhile. Otherwise it
 * is refunded, and the next party's visit never hears of it.
 */
const succeeded = async (tx: Queryable, live: LiveBus, payment: PaymentRow, ref: string, card: Payment["card"]): Promise<Applied> => {
  const held = payment.status === "Pending" || payment.status === "NeedsConfirmation"
  const owed = !payment.settled && (held || (await shareStillOwed(tx, payment)))
  if (!owed) {
    await recordOutcome(tx, payment.id, "Refunding", ref, card)
    await setPaymentStatus(tx, payment.id, "Refunding", "late")
    const events = payment.settled ? [] : [await toldOwedAgain(tx, live, payment, "Refunded")]
    return { answer: await reread(tx, payment.id), events, refund: { paymentId: payment.id, providerRef: ref } }
  }
  await recordOutcome(tx, payment.id, "Succeeded", ref, card)
  return { ...(await paidAndMaybeSettled(tx, live, await reread(tx, payment.id))), refund: null }
}

/** Whether a payment that no longer held its share (Failed, Declined) can still be counted: nothing of it was paid by others since. */
const shareStillOwed = async (tx: Queryable, payment: PaymentRow): Promise<boolean> => {
  const { bill, payments } = await billOf(tx, payment.visitId)
  const others = countedOf(payments.filter((other) => other.id !== payment.id))
  if (payment.lineKeys.length > 0) {
    const paidLines = new Set(others.flatMap((other) => other.lineKeys))
    return payment.lineKeys.every((key) => bill.lines.some((line) => line.key === key) && !paidLines.has(key))
  }
  return payment.share <= standingOf(bill, others).left
}

/** A row as the counting rule reads it: the server's own states as the diner's. */
export const counting = (payment: PaymentRow) => ({ ...payment, status: payment.receipt.status })

/**
 * A payment counted: the table told ("Paid by Ana" and what is left), and, when no payment still
 * holds a share and the succeeded ones cover the table's oldest orders exactly, those orders
 * settled in the same transaction, read and moved there: an order sent while the last payment was
 * charged was on no bill it paid, and stays open for the next payment.
 */
const paidAndMaybeSettled = async (tx: Queryable, live: LiveBus, payment: PaymentRow): Promise<Announced<PaymentRow>> => {
  const { orders, rows, standing } = await billOf(tx, payment.visitId)
  const holding = rows.some((other) => other.status === "Pending" || other.status === "NeedsConfirmation")
  const covered = holding
    ? null
    : coveredOrders(
        orders,
        rows.filter((each) => each.status === "Succeeded"),
      )
  const settledStateId = covered === null ? null : await findSettledStateOfArea(tx, payment.serviceAreaId)
  const settling = settledStateId === null ? [] : (covered ?? [])
  // What the table has left to pay once this is done: the rest of the bill, or all but what was paid.
  const left = settling.length > 0 ? tableBill(orders.filter((order) => !settling.includes(order))).total : standing.left
  const paid = await told(tx, live, payment, "Succeeded", left, settling.length > 0)
  const answer = { ...payment, receipt: { ...payment.receipt, leftAfter: left } }
  if (settledStateId === null || settling.length === 0 || payment.visitId === null) return { answer, events: [paid] }
  const table = { id: payment.serviceAreaId, tenantId: payment.tenantId, settledStateId }
  const settled = await settleInTransaction(
    tx,
    live,
    table,
    payment.visitId,
    settling.map((order) => order.id),
  )
  return { answer, events: [paid, ...settled.events] }
}

/**
 * The orders the counted payments pay, or null when they do not pay them all: the orders that
 * were on the bill when the latest payment was recorded (those sent since were on no bill any
 * payment read), when the payments' shares come to their bill exactly and every dish a payment
 * chose is among them. An order that raced that read is counted in, and holds the settle until it
 * is paid too: a settle may wait, never cover what was not paid.
 */
export const coveredOrders = <O extends Order>(
  orders: ReadonlyArray<O>,
  counted: ReadonlyArray<Counted & { readonly at: number }>,
): ReadonlyArray<O> | null => {
  if (counted.length === 0) return null
  const readAt = Math.max(...counted.map((each) => each.at))
  const billed = orders.filter((order) => order.createdAt <= readAt)
  const paid = counted.reduce((sum, each) => sum + each.share, 0)
  if (billed.length === 0 || tableBill(billed).total !== paid) return null
  const ids = new Set(billed.map((order) => order.id))
  return counted.every((each) => each.lineKeys.every((key) => ids.has(orderIdOfLineKey(key)))) ? billed : null
}

/** The table told of a payment ("Paid by Ana", owed again, refunded), what is left, and whether it settled the table. */
const told = async (
  tx: Queryable,
  live: LiveBus,
  payment: PaymentRow,
  status: PaymentMade["status"],
  left: number,
  settled: boolean,
): Promise<LiveEvent> => {
  const made: PaymentMade = {
    serviceAreaId: payment.serviceAreaId,
    paymentId: payment.id,
    payerName: payment.payerName,
    status,
    amount: payment.total,
    left,
    settled,
  }
  return live.record(tx, ordersChannel(payment.tenantId, payment.serviceAreaId, payment.visitId), "payment", made)
}

/** The table told of a payment that no longer counts (its status set already), and what is left now that its share is owed again. */
const toldOwedAgain = async (tx: Queryable, live: LiveBus, payment: PaymentRow, status: "Failed" | "Refunded"): Promise<LiveEvent> =>
  told(tx, live, payment, status, (await billOf(tx, payment.visitId)).standing.left, false)

/**
 * A payment that no longer counts against the bill (Failed at the bank, or Refunding by staff):
 * its status set, and, while its visit is open, the table told what is left now that its share
 * is owed again. A settled visit's table belongs to the next party: it hears nothing.
 */
export const shareOwedAgain = async (
  tx: Queryable,
  live: LiveBus,
  payment: PaymentRow,
  status: "Failed" | "Refunding",
): Promise<Applied> => {
  await setPaymentStatus(tx, payment.id, status, status === "Refunding" ? "staff" : undefined)
  const events = payment.settled ? [] : [await toldOwedAgain(tx, live, payment, status === "Failed" ? "Failed" : "Refunded")]
  const answer = await reread(tx, payment.id)
  const refund = status === "Refunding" && payment.providerRef !== null ? { paymentId: payment.id, providerRef: payment.providerRef } : null
  return { answer, events, refund }
}

/**
 * Records, in a transaction of its own, what the provider answered for a payment's attempt; a
 * payment moved meanwhile (a webhook, a twin request, the reconcile) or past this attempt is
 * answered as it stands. A refund it decided is made once that is committed.
 */
export const recordAnswer = async (deps: OutcomeDeps, paymentId: string, attempt: number, outcome: ChargeOutcome): Promise<PaymentRow> => {
  let refund: RefundOwed | null = null
  const payment = await committedThenAnnounced(deps.db, deps.live, async (tx) => {
    const current = await findPayment(tx, paymentId)
    if (current === null) throw new Error(`payment ${paymentId} vanished between its transactions`)
    await lockTableForPayment(tx, current.serviceAreaId)
    const locked = await reread(tx, paymentId)
    if (locked.attempt !== attempt) return { answer: locked, events: [] }
    const applied = await applyOutcome(tx, deps.live, locked, outcome)
    refund = applied.refund
    return applied
  })
  if (refund !== null) return (await finishRefund(deps, refund)) ?? payment
  return payment
}

/**
 * The provider refunds a payment (Refunding), with one key per payment so a repeat is one
 * refund; once it answered, the payment is Refunded. A refund the provider did not answer stays
 * Refunding, and the reconcile asks again. Answers the payment refunded, or null when not yet.
 */
export const finishRefund = async (deps: OutcomeDeps, owed: RefundOwed): Promise<PaymentRow | null> => {
  try {
    await deps.provider.refund(owed.providerRef, refundKeyOf(owed.paymentId))
  } catch (error) {
    console.error(`payment ${owed.paymentId}: the provider did not answer its refund; the reconcile asks again`, error)
    return null
  }
  return deps.db.transaction(async (tx) => {
    await setPaymentStatus(tx, owed.paymentId, "Refunded")
    return reread(tx, owed.paymentId)
  })
}

/** What the provider is asked to charge for a payment's current attempt: the same request, and key, whoever asks. */
export const chargeRequestOf = (payment: PaymentRow, paymentMethod: string): ChargeRequest => ({
  idempotencyKey: providerKeyOf(payment.id, payment.attempt),
  paymentId: payment.id,
  serviceAreaId: payment.serviceAreaId,
  attempt: payment.attempt,
  amount: payment.total,
  currency: payment.receipt.currency,
  paymentMethod,
})

/**
 * The provider's idempotency key of a payment's attempt: the first keeps the payment's id (as
 * every charge before attempts were counted did); each attempt after a decline has its own, since
 * a provider (Stripe) refuses a key reused with other parameters, and replays a decline for it.
 */
export const providerKeyOf = (paymentId: string, attempt: number): string => (attempt === 1 ? paymentId : `${paymentId}-${attempt}`)

/**
 * Finishes every payment the provider has not answered for (Pending: charged again with the same
 * key, so the provider answers the first charge or makes it once; Refunding: refunded again with
 * its key). Run at start and then now and again, so a crash or a lost answer between the two
 * transactions of a payment is reconciled without the diner.
 */
export const reconcilePayments = async (deps: OutcomeDeps, olderThanMs: number, now: number): Promise<number> => {
  let finished = 0
  for (const payment of await listUnfinishedPayments(deps.db)) {
    if (now - payment.at < olderThanMs) continue
    if (payment.status === "Refunding" && payment.providerRef !== null) {
      if ((await finishRefund(deps, { paymentId: payment.id, providerRef: payment.providerRef })) !== null) finished += 1
      continue
    }
    if (payment.status !== "Pending" || payment.paymentMethod === null) continue
    try {
      const outcome = await deps.provider.charge(chargeRequestOf(payment, payment.paymentMethod))
      await recordAnswer(deps, payment.id, payment.attempt, outcome)
      finished += 1
    } catch (error) {
      console.error(`payment ${payment.id}: the provider did not answer the reconcile; it is asked again later`, error)
    }
  }
  return finished
}
