import { Result, Schema } from "effect"
import { catchError, concat, defer, EMPTY, exhaustMap, from, merge, mergeMap, of, switchMap, type Observable } from "rxjs"
import { api } from "../../schema/api"
import { Payment, type PayAnswer, type PaymentMade, type PaySplit, type TipChoice } from "../../schema/payment"
import { refusalText } from "../refusals"
import { isUnreachable, type Rpc } from "../rpc"
import type { KeyValueStore } from "./availability"
import { signedIn$, type SignInWait } from "./signed-in"
import { effect, http, intent, type Sourced } from "./sourced"

/** A payment the diner sends: what the pay screen computed and showed, and the card's PaymentMethod id (never its number). */
export interface PayRequest {
  readonly qr: string
  readonly split: PaySplit
  readonly tip: TipChoice
  readonly expectedTotal: number
  readonly paymentMethod: string
  readonly last4: string
  readonly payerName: string | null
  /** One Idempotency-Key per payment the diner means: a retry of it is the same payment. */
  readonly key: string
}

/** Told whether a read of the table's payments answered (true) or failed (false). */
export type PaymentsReadSettle = (read: boolean) => void

export interface PaymentsDeps extends SignInWait {
  readonly rpc: Rpc
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
 * way is the same payment, and its key makes a retry the same payment too), logged first as the
 * diner's choice (`v1.PaymentSent`: no card number, the PaymentMethod id and last four only),
 * then its answer: the receipt, or why it was refused (nothing charged). Offline, nothing is
 * sent: paying needs the network. Each receipt is kept on the device; those kept from earlier
 * visits enter the log at start. A payment heard live is logged and the payments read again.
 */
export const paymentsEvents = (deps: PaymentsDeps): Observable<Sourced> => {
  const { rpc, reads$, pays$, confirms$, heard$, storage, connected } = deps
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
      catchError((error: unknown) =>
        of(
          http({
            _tag: "v1.PaymentRefused",
            text: isUnreachable(error) ? { id: "refusal.payOffline" } : refusalText(error, { id: "refusal.payment" }),
          }),
        ),
      ),
    )
  const paid$ = pays$.pipe(
    exhaustMap((request) =>
      whenOnline(() => {
        const { split, tip, expectedTotal, paymentMethod, last4 } = request
        const payload = {
          qr: request.qr,
          split,
          tip,
          expectedTotal,
          paymentMethod,
          ...(request.payerName === null ? {} : { payerName: request.payerName }),
        }
        return concat(
          of(intent({ _tag: "v1.PaymentSent", split, tip, expectedTotal, paymentMethod, last4, key: request.key })),
          answered(rpc(api.pay, { payload, idempotencyKey: request.key })),
        )
      }),
    ),
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
