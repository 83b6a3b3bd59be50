import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Order } from "../../schema/order"
import type { Payment, PayPayload, TablePayments } from "../../schema/payment"
import type { RunningServer } from "../../server/start-server"
import { countedOf, paymentAmounts } from "../../src/domain/payment"
import { tableBill } from "../../src/domain/split-bill"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { startStripeDouble, type Intent, type StripeDouble } from "../support/stripe-double"
import { sendIntentEvent, stripeOnDouble, type IntentEventType } from "../support/stripe-webhooks"
import { startTestServer } from "../support/test-server"

/**
 * The payment ledger under any interleaving (issue 49), a property against the real server with
 * the Stripe adapter and its double (here, not in tests/property: it needs the Auth emulator this
 * project starts). At one table, three diners order, pay (the whole bill, an amount, their dishes,
 * an equal share) with a card that pays, asks for 3-D Secure or is declined, or with the answer
 * lost, and retry with their key; the bank decides held payments (a success after a failure too),
 * its webhooks come in any order, once or twice; payers confirm; staff settle and refund. Then
 * every answer is brought in (undecided checks decided, every webhook delivered, every lost answer
 * retried with its key) and:
 * 1. money charged (the double's succeeded PaymentIntents) = money counted (the server's Succeeded
 *    payments) + money refunded (the double's refunds), and no intent is refunded twice;
 * 2. after every step, orders a payment settled (not staff) are covered by that visit's Succeeded
 *    payments;
 * 3. after every step, the visit's payments list holds its own payments only, its `left` is its
 *    own bill less its own counted shares, and its table cart is as its members left it.
 */

const WEBHOOK_SECRET = "whsec_test_tableside_payment_ledger"
const TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const DISHES = ["item-ceylon-tea", "item-love-cake", "item-fish-cutlets"]
const NAMES = ["Ana", "Ben", "Chen"]
const CARDS = { pays: "pm_card_visa", holds: "pm_card_authenticationRequiredOnSetup", declined: "pm_card_chargeDeclined" } as const
type Card = keyof typeof CARDS
const ENDED = "state-paid,state-cancelled"
const COUNTED = new Set(["Pending", "NeedsConfirmation", "Succeeded"])

type SplitChoice = { kind: "whole" } | { kind: "amount"; percent: number } | { kind: "dishes" } | { kind: "equal"; people: number }
type Step =
  | { kind: "order"; diner: number; dish: number }
  | { kind: "join"; diner: number; dish: number }
  | { kind: "pay"; diner: number; split: SplitChoice; tip: number; card: Card; lost: boolean }
  | { kind: "retry"; attempt: number; card: "pays" | "holds"; lost: boolean }
  | { kind: "bank"; intent: number; succeeded: boolean }
  | { kind: "webhook"; event: number }
  | { kind: "confirm"; attempt: number }
  | { kind: "settle" }
  | { kind: "refund"; attempt: number }

const diner = fc.nat({ max: NAMES.length - 1 })
const split: fc.Arbitrary<SplitChoice> = fc.oneof(
  fc.constant({ kind: "whole" as const }),
  fc.record({ kind: fc.constant("amount" as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.constant({ kind: "dishes" as const }),
  fc.record({ kind: fc.constant("equal" as const), people: fc.integer({ min: 2, max: 4 }) }),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("order" as const), diner, dish: fc.nat({ max: DISHES.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("join" as const), diner, dish: fc.nat({ max: DISHES.length - 1 }) }) },
  {
    weight: 7,
    arbitrary: fc.record({
      kind: fc.constant("pay" as const),
      diner,
      split,
      tip: fc.constantFrom(0, 5, 10),
      card: fc.constantFrom<Card>("pays", "pays", "holds", "holds", "declined"),
      lost: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("retry" as const),
      attempt: fc.nat(),
      card: fc.constantFrom("pays", "holds"),
      lost: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("bank" as const), intent: fc.nat(), succeeded: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("webhook" as const), event: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("confirm" as const), attempt: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "settle" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("refund" as const), attempt: fc.nat() }) },
)
const plan = fc.record({
  first: fc.nat({ max: DISHES.length - 1 }),
  steps: fc.array(step, { minLength: 6, maxLength: 12 }),
  /** How the bank decides the checks still undecided at the end, in turn. */
  finally: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
})

/** A payment as its payer made it: its key and request (the last sent), and its id once the server named it. */
interface Attempt {
  readonly payer: number
  readonly key: string
  readonly split: SplitChoice
  readonly tip: number
  payload: PayPayload
  id: string | null
  /** The last answer was a decline: a retry with its key is a new attempt, with another card. */
  declined: boolean
}

/** A webhook Stripe owes the server: the intent as it stood when it changed. */
interface StripeEvent {
  readonly intent: Intent
  readonly type: IntentEventType
  delivered: boolean
}

describe.each(testDatabases())("the payment ledger under any interleaving, on $name", (database) => {
  let stripe: StripeDouble | undefined
  let server: RunningServer | undefined
  let diners: TestDiner[] = []

  beforeAll(async () => {
    stripe = await startStripeDouble()
    server = await startTestServer({ db: await database.location(), payments: stripeOnDouble(stripe, WEBHOOK_SECRET) })
    const origin = server.origin
    diners = await Promise.all(NAMES.map(() => signInDiner(origin, TABLE)))
  })
  afterAll(async () => {
    await Promise.all(diners.map((each) => each.close()))
    await server?.close()
    await stripe?.close()
    await database.drop()
  })

  const origin = () => server?.origin ?? ""
  const double = (): StripeDouble => {
    if (stripe === undefined) throw new Error("the double starts in beforeAll")
    return stripe
  }
  const who = (index: number): TestDiner => {
    const found = diners[index % diners.length]
    if (found === undefined) throw new Error("no diners")
    return found
  }
  const pick = <A>(items: ReadonlyArray<A>, index: number): A | undefined => (items.length === 0 ? undefined : items[index % items.length])

  /** A call's answer, a refusal read as its status (a declared refusal is part of the interleaving; a 5xx other than 503 is not). */
  const tolerated = async <A>(call: Promise<{ _tag: "Ok"; body: A } | { _tag: "NotFound" }>): Promise<A | number> => {
    try {
      const answer = await call
      return answer._tag === "Ok" ? answer.body : 404
    } catch (error) {
      if (error instanceof RpcError && error.status !== null && error.status < 500) return error.status
      if (error instanceof RpcError && error.status === 503 && error.error?._tag === "PaymentPending") return 503
      throw error
    }
  }
  const read = async <A>(call: Promise<{ _tag: "Ok"; body: A } | { _tag: "NotFound" }>): Promise<A> => {
    const answer = await call
    if (answer._tag !== "Ok") throw new Error("answered 404")
    return answer.body
  }
  const openOrders = (): Promise<ReadonlyArray<Order>> =>
    read(who(0).rpc(api.ordersSearch, { query: { qr: TABLE.qrCode, excludeStatusIds: ENDED } }))
  const listing = (by = 0): Promise<TablePayments> => read(who(by).rpc(api.paymentsGet, {}))
  const receipt = (attempt: Attempt & { id: string }): Promise<Payment> =>
    read(who(attempt.payer).rpc(api.receiptGet, { params: { paymentId: attempt.id } }))
  const webhook = (event: StripeEvent) => sendIntentEvent(origin(), WEBHOOK_SECRET, event.type, event.intent)

  it("charged = counted + refunded; a payment settles only what succeeded payments cover; no visit hears of another's payments", async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(plan, async ({ first, steps, finally: decisions }) => {
        run += 1
        const intentsBefore = double().intents.size
        const refundsBefore = double().refunds.length
        const attempts: Attempt[] = []
        const events: StripeEvent[] = []
        const seenIntents = new Set<string>()
        const ownOrders = new Map<string, number>()
        let visit = { number: 1, ids: new Set<string>() }
        let tableCartLines = 0
        let tableCartMember = 0
        const trail: string[] = []
        const runIntents = (): Intent[] => [...double().intents.values()].slice(intentsBefore)
        const known = (): Array<Attempt & { id: string }> => attempts.filter((each): each is Attempt & { id: string } => each.id !== null)

        /** The request the app would send for this choice, from the bill and payments it reads now; null when the app would refuse it. */
        const payloadOf = async (payer: number, choice: SplitChoice, tip: number, card: Card): Promise<PayPayload | null> => {
          const orders = await openOrders()
          const bill = tableBill(orders)
          const standing = await listing()
          const splitOf = (): PayPayload["split"] => {
            switch (choice.kind) {
              case "whole":
                return { _tag: "WholeBill" }
              case "equal":
                return { _tag: "EqualShare", people: choice.people }
              case "amount":
                return { _tag: "Amount", amount: Math.max(1, Math.floor((standing.left * choice.percent) / 100)) }
              case "dishes": {
                const mine = bill.lines.filter((line) => ownOrders.get(line.key.split("/")[0] ?? "") === payer).map((line) => line.key)
                return { _tag: "Dishes", lineKeys: mine.length === 0 ? ["none/none"] : mine }
              }
            }
          }
          const chosen = splitOf()
          const tipChoice = { _tag: "Percent" as const, percent: tip }
          const amounts = paymentAmounts(bill, countedOf(standing.payments), chosen, tipChoice, standing.tipPercents)
          if (amounts._tag === "Refused") return null
          return {
            qr: TABLE.qrCode,
            split: chosen,
            tip: tipChoice,
            expectedTotal: amounts.total,
            paymentMethod: CARDS[card],
            payerName: NAMES[payer] ?? "A",
          }
        }

        /** Sends a payment with its key; the id it is named by, from its answer or, held (503), from the table's list. */
        const send = async (attempt: Attempt, lost: boolean): Promise<void> => {
          const named = attempt.id !== null
          const before = new Set((await listing(attempt.payer)).payments.map((each) => each.id))
          if (lost) double().misbehave(3, "lost")
          const answer = await tolerated(who(attempt.payer).rpc(api.pay, { payload: attempt.payload, idempotencyKey: attempt.key }))
          double().misbehave(0, "lost")
          trail.push(`  answered ${typeof answer === "number" ? answer : answer.status}`)
          attempt.declined = answer === 402
          if (typeof answer !== "number") attempt.id = answer.id
          else if (answer === 503 && attempt.id === null) {
            const held = (await listing(attempt.payer)).payments.find((each) => !before.has(each.id) && each.payer.yours === true)
            attempt.id = held?.id ?? null
          }
          // A payment belongs to the visit it was first named in.
          if (!named && attempt.id !== null) visit.ids.add(attempt.id)
        }

        /** Stripe's webhooks owed for intents made or changed since: a succeeded intent's once it is made. */
        const noteNewIntents = () => {
          for (const intent of runIntents()) {
            if (seenIntents.has(intent.id)) continue
            seenIntents.add(intent.id)
            if (intent.status === "succeeded") events.push({ intent: { ...intent }, type: "payment_intent.succeeded", delivered: false })
          }
        }

        const act = async (next: Step | { kind: "deliver"; event: StripeEvent } | { kind: "resend"; attempt: Attempt }) => {
          switch (next.kind) {
            case "order": {
              const diner = who(next.diner)
              if (
                typeof (await tolerated(
                  diner.rpc(api.cartAdd, { payload: { id: DISHES[next.dish] ?? "", selectedChoices: {}, quantity: 1 } }),
                )) === "number"
              )
                return
              const placed = await tolerated(diner.rpc(api.cartSubmit, {}))
              if (typeof placed !== "number") ownOrders.set(placed.id, next.diner % diners.length)
              return
            }
            case "join": {
              const diner = who(next.diner)
              await read(diner.rpc(api.tableCartJoin, { payload: { qr: TABLE.qrCode, firstName: NAMES[next.diner] ?? "A" } }))
              await read(diner.rpc(api.tableCartAdd, { payload: { id: DISHES[next.dish] ?? "", selectedChoices: {}, quantity: 1 } }))
              tableCartLines += 1
              tableCartMember = next.diner
              return
            }
            case "pay": {
              const payload = await payloadOf(next.diner % diners.length, next.split, next.tip, next.card)
              if (payload === null) return void trail.push("  (the app would not send it)")
              const attempt: Attempt = {
                payer: next.diner % diners.length,
                key: `ledger-${database.name}-${run}-${attempts.length}`,
                split: next.split,
                tip: next.tip,
                payload,
                id: null,
                declined: false,
              }
              attempts.push(attempt)
              return send(attempt, next.lost)
            }
            case "retry": {
              const attempt = pick(attempts, next.attempt)
              if (attempt === undefined) return
              if (attempt.declined) {
                // After a decline, the same key with another card: the request recomputed from the bill now.
                const payload = await payloadOf(attempt.payer, attempt.split, attempt.tip, next.card)
                if (payload === null) return void trail.push("  (the app would not send it)")
                attempt.payload = payload
              }
              return send(attempt, next.lost)
            }
            case "resend":
              return send(next.attempt, false)
            case "bank": {
              const intent = pick(
                runIntents().filter(
                  (each) => each.status === "requires_action" || (each.status === "requires_payment_method" && next.succeeded),
                ),
                next.intent,
              )
              if (intent === undefined) return
              const decided = double().decide(intent.id, next.succeeded)
              events.push({
                intent: { ...decided },
                type: next.succeeded ? "payment_intent.succeeded" : "payment_intent.payment_failed",
                delivered: false,
              })
              return
            }
            case "webhook": {
              const event = pick(events, next.event)
              if (event === undefined) return
              return act({ kind: "deliver", event })
            }
            case "deliver": {
              const answer = await webhook(next.event)
              next.event.delivered = true
              expect(answer.status, await answer.text()).toBe(200)
              return
            }
            case "confirm": {
              const attempt = pick(known(), next.attempt)
              if (attempt === undefined) return
              await tolerated(who(attempt.payer).rpc(api.payConfirm, { params: { paymentId: attempt.id } }))
              return
            }
            case "settle":
              expect((await sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode: TABLE.qrCode } })).status).toBe(
                200,
              )
              return
            case "refund": {
              const attempt = pick(known(), next.attempt)
              if (attempt === undefined) return
              const { receiptNumber } = await receipt(attempt)
              const answer = await sendCall(origin(), callSpec("operatorRefund"), OPERATOR, { params: { receiptNumber } })
              expect([200, 409, 503], await answer.text()).toContain(answer.status)
              return
            }
          }
        }

        /** One step, then what must hold after it: invariants 2 and 3. */
        const observed = async (next: Parameters<typeof act>[0]) => {
          trail.push(
            `${next.kind} ${JSON.stringify(next.kind === "deliver" ? { intent: next.event.intent.id, type: next.event.type } : next.kind === "resend" ? { key: next.attempt.key } : next)}`,
          )
          const before = await openOrders()
          await act(next)
          noteNewIntents()
          const after = await openOrders()
          const settled = before.filter((order) => !after.some((open) => open.id === order.id))
          const context = () => `visit ${visit.number}, after:\n${trail.join("\n")}`
          if (next.kind === "settle" || settled.length > 0) {
            if (next.kind !== "settle") {
              // 2. A payment settled these orders: its visit's succeeded payments cover them.
              const receipts = await Promise.all(
                known()
                  .filter((each) => visit.ids.has(each.id))
                  .map(receipt),
              )
              const paid = receipts.filter((each) => each.status === "Succeeded").reduce((sum, each) => sum + each.share.total, 0)
              expect(
                paid,
                `orders settled by a payment: ${tableBill(settled).total} owed, succeeded shares ${paid}; ${context()}`,
              ).toBeGreaterThanOrEqual(tableBill(settled).total)
            }
            visit = { number: visit.number + 1, ids: new Set() }
            tableCartLines = 0
            // Every diner starts a new order, as the app offers once the table settled: each joins the table's current visit.
            for (const diner of diners) await read(diner.rpc(api.visitJoin, {}))
          }
          // 3. The visit hears of its own payments only, and owes its own bill less its own counted shares.
          const now = await listing()
          for (const listed of now.payments)
            expect(visit.ids.has(listed.id), `payment ${listed.id} listed in visit ${visit.number}, not made in it; ${context()}`).toBe(
              true,
            )
          const own = await Promise.all(
            known()
              .filter((each) => visit.ids.has(each.id))
              .map(receipt),
          )
          const counted = own.filter((each) => COUNTED.has(each.status))
          for (const each of counted)
            expect(
              now.payments.map((listed) => listed.id),
              `${each.status} payment ${each.id} not listed; ${context()}`,
            ).toContain(each.id)
          const owed = Math.max(0, tableBill(after).total - counted.reduce((sum, each) => sum + each.share.total, 0))
          expect(now.left, `left; ${context()}`).toBe(owed)
          const cart = await tolerated(who(tableCartMember).rpc(api.tableCartGet, {}))
          expect(typeof cart === "number" ? 0 : cart.items.length, `table cart lines; ${context()}`).toBe(tableCartLines)
        }

        await observed({ kind: "settle" })
        await observed({ kind: "order", diner: 0, dish: first })
        for (const next of steps) await observed(next)

        // Every answer brought in: the bank decides what it has not, Stripe delivers every webhook, lost answers are asked again.
        for (let round = 0; round < 4; round += 1) {
          for (const [index, intent] of runIntents()
            .filter((each) => each.status === "requires_action")
            .entries()) {
            const succeeded = decisions[(round + index) % decisions.length] ?? true
            trail.push(`bank decides ${intent.id}: ${succeeded ? "succeeded" : "failed"}`)
            const decided = double().decide(intent.id, succeeded)
            events.push({
              intent: { ...decided },
              type: succeeded ? "payment_intent.succeeded" : "payment_intent.payment_failed",
              delivered: false,
            })
          }
          for (const event of events.filter((each) => !each.delivered)) await observed({ kind: "deliver", event })
          for (const attempt of known()) if ((await receipt(attempt)).status === "Pending") await observed({ kind: "resend", attempt })
          const pending = await Promise.all(known().map(receipt))
          if (
            pending.every((each) => each.status !== "Pending") &&
            events.every((each) => each.delivered) &&
            runIntents().every((each) => each.status !== "requires_action")
          )
            break
        }
        const receipts = await Promise.all(known().map(receipt))
        expect(
          receipts.filter((each) => each.status === "Pending" || each.status === "NeedsConfirmation").map((each) => each.id),
          `payments left unanswered after:\n${trail.join("\n")}`,
        ).toEqual([])

        // 1. Money charged = money counted + money refunded.
        const intents = runIntents()
        for (const intent of intents)
          expect(
            known().some((each) => each.id === intent.metadata["paymentId"]),
            `an intent for a payment the diners never heard of; after:\n${trail.join("\n")}`,
          ).toBe(true)
        const byId = new Map(intents.map((intent) => [intent.id, intent]))
        const refunds = double()
          .refunds.slice(refundsBefore)
          .filter((each) => byId.has(each.intent ?? ""))
        const refunded = refunds.map((each) => each.intent ?? "")
        expect(new Set(refunded).size, `an intent refunded twice: ${refunded.join(", ")}; after:\n${trail.join("\n")}`).toBe(
          refunded.length,
        )
        for (const id of refunded) expect(byId.get(id)?.status, `refund of ${id}, which took no money`).toBe("succeeded")
        const charged = intents.filter((intent) => intent.status === "succeeded").reduce((sum, intent) => sum + intent.amount, 0)
        const counted = receipts.filter((each) => each.status === "Succeeded").reduce((sum, each) => sum + each.total, 0)
        const back = refunded.reduce((sum, id) => sum + (byId.get(id)?.amount ?? 0), 0)
        expect(
          { charged, countedPlusRefunded: counted + back },
          `charged ${charged}, counted ${counted}, refunded ${back}; after:\n${trail.join("\n")}`,
        ).toEqual({ charged, countedPlusRefunded: charged })
      }),
      { seed: Number(process.env["FC_SEED"] ?? 20261130), numRuns: Number(process.env["FC_RUNS"] ?? 15) },
    )
  })
})
