import { Result, Schema } from "effect"
import { catchError, concat, defer, EMPTY, exhaustMap, filter, from, map, merge, mergeMap, of, switchMap, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { CurrentEvent, NoticeText } from "../../schema/events"
import { Payment, type PayAnswer, type PaymentMade, type PaySplit, type TipChoice } from "../../schema/payment"
import type { AppState } from "../../src/domain/app-state"
import type { PayIntent } from "../../src/domain/state/payments"
import { refusalText } from "../refusals"
import { isUnreachable, RpcError, type Rpc } from "../rpc"
import type { KeyValueStore } from "./availability"
import { signedIn$, type SignInWait } from "./signed-in"
import { effect, http, intent, type Sourced } from "./sourced"

type PaymentSentEvent = Extract<CurrentEvent, { readonly _tag: "v1.PaymentSent" }>
/** A payment sent again when the app could (the connection back, the diner signed in): not a tap. */
const system = (event: CurrentEvent): Sourced => ({ event, source: "system" })

/**
 * What the diner is told of a refused payment or confirmation: offline when it never arrived,
 * the busy server's text for a 503 (a payment the server holds while the card provider answers,
 * PaymentPending, is one: its outcome is learnt by sending it again with its key), else the
 * refusal's own text.
 */
const refusedText = (error: unknown): NoticeText =>
  isUnreachable(error)
    ? { id: "refusal.payOffline" }
    : error instanceof RpcError && error.status === 503
      ? { id: "refusal.busy" }
      : refusalText(error, { id: "refusal.payment" })

/**
 * A payment the diner asks for: a new one (`pay`, a new intent with its own id, its
 * Idempotency-Key: what the pay screen computed and showed, and the card's PaymentMethod id,
 * never its number), or the payment sent whose outcome is not known, sent again as it was, with
 * its key (`again`: the diner tapped again, or the connection came back).
 */
export type PayRequest =
  | {
      readonly _tag: "pay"
      readonly split: PaySplit
      readonly tip: TipChoice
      readonly expectedTotal: number
      readonly paymentMethod: string
      readonly last4: string
      readonly key: string
    }
  | { readonly _tag: "again" }

/** Told whether a read of the table's payments answered (true) or failed (false). */
export type PaymentsReadSettle = (read: boolean) => void

export interface PaymentsDeps extends SignInWait {
  readonly rpc: Rpc
  /** The state now: the payment sent whose outcome is not known (`pay.intent`), the table open. */
  readonly state: () => AppState
  /** Each time a screen wants the table's bill as paid so far (the bill, the pay screen), perhaps to be told how it went. */
  readonly reads$: Observable<PaymentsReadSettle | undefined>
  readonly pays$: Observable<PayRequest>
  readonly confirms$: Observable<{ readonly paymentId: string; readonly key: string }>
  /** The table's payments heard live. */
  readonly heard$: Observable<PaymentMade>
  /** Where the device keeps the diner's receipts, to read them offline and after the tab closes. */
  readonly storage: KeyValueStore
}

/** Where the receipts are kept on the device. */
export const RECEIPTS_KEY = "tableside.receipts"
/** The newest receipts kept; older ones are let go. */
const KEEP_RECEIPTS = 50

const KeptReceipts = Schema.fromJsonString(Schema.Array(Payment))
const decodeKept = Schema.decodeUnknownResult(KeptReceipts)
/** The receipts the device keeps (none when nothing, or something unreadable, is kept). */
const keptReceipts = (storage: KeyValueStore): ReadonlyArray<Payment> => {
  const kept = storage.get(RECEIPTS_KEY)
  const decoded = kept === null ? null : decodeKept(kept)
  return decoded !== null && Result.isSuccess(decoded) ? decoded.success : []
}

/**
 * Paying at the table as events. A read of the table's payments replaces one in flight
 * (switchMap); a payment is sent once at a time (exhaustMap: a second tap while one is on its
 * way is the same payment). A payment is an intent with its own id, its Idempotency-Key, logged
 * first (`v1.PaymentSent`: no card number, the PaymentMethod id and last four only) and sent as
 * the log then holds it (`pay.intent`), then its answer: the receipt, or why it was refused
 * (nothing charged). An answer that never came, or a payment the server holds while the card
 * provider answers (503), leaves the outcome unknown: the intent is sent again, the same body
 * with the same key, when the diner taps again and when the connection comes back or the diner
 * is signed in again (`flushes$`), and the server answers the first payment. Offline, nothing is
 * sent: paying needs the network. Each receipt is kept on the device; those kept from earlier
 * visits enter the log at start. A payment heard live is logged and the payments read again.
 */
export const paymentsEvents = (deps: PaymentsDeps): Observable<Sourced> => {
  const { rpc, state, reads$, pays$, confirms$, heard$, storage, connected, flushes$ } = deps
  /** Offline, refused at once: paying needs the network. Connected, it waits for the sign-in a reload restores. */
  const whenOnline = (send: () => Observable<Sourced>): Observable<Sourced> =>
    connected() ? concat(signedIn$(deps), defer(send)) : of(http({ _tag: "v1.PaymentRefused", text: { id: "refusal.payOffline" } }))
  const read = (settle?: PaymentsReadSettle) =>
    from(rpc(api.paymentsGet, {})).pipe(
      mergeMap((answer) => {
        settle?.(answer._tag === "Ok")
        return answer._tag === "Ok" ? of(http({ _tag: "v1.PaymentsRead", payments: answer.body })) : EMPTY
      }),
      // Without them the pay screen says so and offers to read again; the next screen asks again too.
      catchError(() => {
        settle?.(false)
        return EMPTY
      }),
    )
  const kept$ = defer(() => {
    const receipts = keptReceipts(storage)
    return receipts.length === 0 ? EMPTY : of<Sourced>({ event: { _tag: "v1.ReceiptsKept", receipts }, source: "cache" })
  })
  const keep = (payment: Payment) =>
    effect(() => {
      const earlier = keptReceipts(storage).filter((each) => each.id !== payment.id)
      storage.set(RECEIPTS_KEY, Schema.encodeSync(KeptReceipts)([payment, ...earlier].slice(0, KEEP_RECEIPTS)))
    })
  // A payment's answer: its receipt, kept and logged, and (Stripe) what the bank's check needs, folded alone.
  const answered = (call: Promise<{ readonly _tag: "Ok"; readonly body: PayAnswer } | { readonly _tag: "NotFound" }>) =>
    from(call).pipe(
      mergeMap((answer) => {
        if (answer._tag !== "Ok") return of(http({ _tag: "v1.PaymentRefused", text: { id: "refusal.paymentNotFound" } }))
        const { nextAction, ...payment } = answer.body
        const action$ =
          nextAction === undefined
            ? EMPTY
            : of(http({ _tag: "v1.PaymentActionAsked", paymentId: payment.id, clientSecret: nextAction.clientSecret }))
        return concat(keep(payment), of(http({ _tag: "v1.PaymentMade", payment })), action$, read())
      }),
      catchError((error: unknown) => of(http({ _tag: "v1.PaymentRefused", text: refusedText(error) }))),
    )
  /** The intent the log holds, sent: its body as it was first sent, with its key. */
  const sent = (open: PayIntent, qr: string) => {
    const { split, tip, expectedTotal, paymentMethod, payerName } = open
    const payload = { qr, split, tip, expectedTotal, paymentMethod, ...(payerName === null ? {} : { payerName }) }
    return answered(rpc(api.pay, { payload, idempotencyKey: open.key }))
  }
  /** A payment: logged, then sent as the log holds it (one the log does not hold, or with no table open, is not sent). */
  const paying = (event: PaymentSentEvent, source: (event: CurrentEvent) => Sourced) =>
    whenOnline(() =>
      concat(
        of(source(event)),
        defer(() => {
          const { pay, qrCode } = state()
          return pay.intent?.key === event.key && qrCode !== null ? sent(pay.intent, qrCode) : EMPTY
        }),
      ),
    )
  /** The payment whose outcome is not known, as it is sent again (null: none). */
  const again = (): PaymentSentEvent | null => {
    const open = state().pay.intent
    if (open === null) return null
    const { split, tip, expectedTotal, paymentMethod, last4, key } = open
    return { _tag: "v1.PaymentSent", split, tip, expectedTotal, paymentMethod, last4, key }
  }
  const paid$ = merge(
    pays$.pipe(map((request) => ({ request, source: intent }))),
    // A payment whose outcome is not known goes again once it can: the connection back, the diner signed in (a restored session too).
    flushes$.pipe(
      filter(() => connected()),
      map(() => ({ request: { _tag: "again" } as const, source: system })),
    ),
  ).pipe(
    exhaustMap(({ request, source }) => {
      const event: PaymentSentEvent | null = request._tag === "pay" ? { ...request, _tag: "v1.PaymentSent" } : again()
      return event === null ? EMPTY : paying(event, source)
    }),
  )
  const confirmed$ = confirms$.pipe(
    exhaustMap(({ paymentId, key }) => whenOnline(() => answered(rpc(api.payConfirm, { params: { paymentId }, idempotencyKey: key })))),
  )
  const heardLive$ = heard$.pipe(
    switchMap((made) => concat(of<Sourced>({ event: { _tag: "v1.PaymentHeard", made }, source: "live" }), read())),
    catchError(() => EMPTY),
  )
  return merge(kept$, reads$.pipe(switchMap((settle) => read(settle))), paid$, confirmed$, heardLive$)
}
