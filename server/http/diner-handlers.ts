import type { Api } from "../../schema/api"
import { NoCart } from "../../schema/errors"
import { fail } from "../failure"
import type { IdentityProvider } from "../auth/identity"
import type { Admit } from "../live/firestore-mirror"
import type { LiveBus } from "../live/live-bus"
import type { PaymentProvider } from "../payments/payment-provider"
import { confirmPayment, pay, receiptOf, tablePayments } from "../services/payment-service"
import { mailReceipt, type ReceiptMailDeps } from "../services/receipt-mail-service"
import { addToCart } from "../services/cart-add"
import { giveFeedback } from "../services/feedback-service"
import { readCart, updateCart } from "../services/cart-service"
import { dishVersions } from "../services/dish-versions"
import { searchOrders, submitCart } from "../services/order-service"
import { sendCode, verifyCode, type SmsSender } from "../services/phone-service"
import { createRequest, listTableRequests } from "../services/staff-request-service"
import { menuByQr, orderStatesOf, orderTransitionsOf, venueByQr } from "../services/venue-service"
import { addToTableCart, getTableCart, joinTableCart, submitTableCart, updateTableCart } from "../services/table-cart-service"
import { joinCurrentVisit, visitAnswer, visitOf } from "../services/visit-service"
import type { Diner } from "../services/diner"
import type { Db } from "../storage/db"
import type { Visit } from "../../schema/visit"
import type { Handlers } from "./routes"

export interface DinerHandlerDeps {
  readonly db: Db
  readonly identity: IdentityProvider
  readonly live: LiveBus
  readonly now: () => number
  /** Where verification codes go: the local outbox, or nowhere without a provider. */
  readonly sms: SmsSender
  /** Who moves the money of a payment at the table: the demo provider, or Stripe. */
  readonly payments: PaymentProvider
  /** Records where the server placed a diner (production's Firestore rules read it), before the visit is answered. */
  readonly admit?: Admit | undefined
  /** How receipts are e-mailed: the mail server (none without SMTP_URL) and the origin their links point at. */
  readonly mail: Pick<ReceiptMailDeps, "mailer" | "linkOrigin" | "report">
}

/** The spec's calls (schema/api.ts), each a thin step from a decoded request to a service. */
export const dinerHandlers = ({ db, identity, live, now, sms, payments, admit, mail }: DinerHandlerDeps): Handlers<Api> => {
  const phone = { db, identity, sms, now }
  const mailing = { db, now, ...mail }
  const paying = { db, live, provider: payments, now }
  // The app listens to a visit's live documents once it has read or joined it: their reader's admission is in place first.
  const admitted = async (diner: Diner, visit: Visit): Promise<Visit> => {
    const { tenantId, id: serviceAreaId } = diner.serviceArea
    await admit?.({ uid: diner.identity.uid, tenantId, serviceAreaId, visitId: visit.id })
    return visit
  }
  // The dishes cart adds were last checked against, with their versions: an add of one is one round trip.
  const dishes = dishVersions()
  return {
    venueByQr: async ({ params }) => venueByQr(db, params.qrCode),
    menuPick: async ({ params }) => menuByQr(db, params.qrCode),
    cartAdd: async (input) => addToCart(db, dishes, input.diner, input.payload, keyOf(input)),
    cartUpdate: async (input) => updateCart(db, input.diner, input.payload, keyOf(input)),
    cartGet: async (input) => {
      const cart = await readCart(db, input.diner)
      if (cart === null) throw fail(NoCart, "You have no cart yet.")
      return cart
    },
    cartSubmit: async (input) => ({ ...(await submitCart(db, live, input.diner, input.payload, keyOf(input))), isMine: true }),
    ordersSearch: async ({ diner, query }) =>
      searchOrders(
        db,
        diner,
        query.qr,
        (query.excludeStatusIds ?? "").split(",").filter((id) => id !== ""),
      ),
    phoneSend: async (input) => sendCode(phone, input.diner, input.params.phone, input.request.ip),
    phoneVerify: async (input) => verifyCode(phone, input.diner, input.params.code),
    orderStates: async (input) => orderStatesOf(db, input.diner.serviceArea.tenantId),
    orderTransitions: async (input) => orderTransitionsOf(db, input.diner.serviceArea.tenantId),
    staffRequestCreate: async (input) => createRequest(db, live, input.diner, input.payload.kind, now()),
    staffRequestsList: async (input) => listTableRequests(db, input.diner, now()),
    tableCartJoin: async (input) => joinTableCart(db, live, input.diner, input.payload, keyOf(input)),
    tableCartGet: async (input) => getTableCart(db, input.diner),
    tableCartAdd: async (input) => addToTableCart(db, live, input.diner, input.payload, keyOf(input)),
    tableCartUpdate: async (input) => updateTableCart(db, live, input.diner, input.payload, keyOf(input)),
    tableCartSubmit: async (input) => submitTableCart(db, live, input.diner, input.payload.seenVersion, keyOf(input)),
    visitGet: async (input) => admitted(input.diner, visitAnswer(await visitOf(db, input.diner))),
    visitJoin: async (input) => admitted(input.diner, await joinCurrentVisit(db, input.diner)),
    paymentsGet: async (input) => tablePayments(db, payments, input.diner),
    pay: async (input) => pay(paying, input.diner, input.payload, keyOf(input)),
    payConfirm: async (input) => confirmPayment(paying, input.diner, input.params.paymentId, keyOf(input)),
    receiptGet: async (input) => receiptOf(db, input.diner, input.params.paymentId),
    receiptMail: async (input) => mailReceipt(mailing, input.diner, input.params.paymentId, input.payload),
    feedbackGive: async (input) => giveFeedback(db, live, input.diner, input.params.paymentId, input.payload),
  }
}

/** The Idempotency-Key of an idempotent call, when the caller sent one (the routes decode it before the handler runs). */
const keyOf = (input: { readonly idempotencyKey: string | null }): string | undefined => input.idempotencyKey ?? undefined
