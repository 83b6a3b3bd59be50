import { catchError, concat, defer, exhaustMap, from, map, of, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { MailLanguage } from "../../schema/receipt-mail"
import { refusalText } from "../refusals"
import type { Rpc } from "../rpc"
import { http, intent, type Sourced } from "./sourced"

/** A receipt to e-mail: which, to where, in which language. The address goes no further than the request. */
export interface ReceiptMailRequest {
  readonly paymentId: string
  readonly address: string
  readonly language: MailLanguage
}

export interface ReceiptMailDeps {
  readonly rpc: Rpc
  readonly requests$: Observable<ReceiptMailRequest>
}

/**
 * The receipt by e-mail as events: asked, then sent or refused (why, in the diner's language:
 * sent too often this hour, no mail server, offline). None of them holds the address: the log,
 * its snapshots and its export never see it, and the request that carries it is forgotten once
 * answered. One sending at a time (exhaustMap): a second tap while one is on its way is the same.
 */
export const receiptMailEvents = ({ rpc, requests$ }: ReceiptMailDeps): Observable<Sourced> =>
  requests$.pipe(
    exhaustMap(({ paymentId, address, language }) =>
      concat(
        of(intent({ _tag: "v1.ReceiptMailAsked", paymentId })),
        defer(() => from(rpc(api.receiptMail, { params: { paymentId }, payload: { address, language } }))).pipe(
          map((answer) =>
            http(
              answer._tag === "Ok"
                ? { _tag: "v1.ReceiptMailSent", paymentId }
                : { _tag: "v1.ReceiptMailRefused", paymentId, text: { id: "refusal.paymentNotFound" } },
            ),
          ),
          catchError((error: unknown) =>
            of(http({ _tag: "v1.ReceiptMailRefused", paymentId, text: refusalText(error, { id: "refusal.receiptMail" }) })),
          ),
        ),
      ),
    ),
  )
