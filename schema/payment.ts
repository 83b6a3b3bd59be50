import { Effect, Schema } from "effect"
import { CartLine, LineAdder } from "./cart"
import { Id, QrCode } from "./ids"
import { Money } from "./money"
import { FirstName } from "./table-cart"
import { isWellFormedText } from "./text"
import { ReviewUrl } from "./venue"

/**
 * Paying at the table (issue 35): a diner pays part or all of the table's bill, with a tip, by
 * card, and keeps a receipt. The server computes every amount from the bill (the table's open
 * orders, src/domain/split-bill.ts), the rule chosen here and the tip (src/domain/payment.ts);
 * the only amounts a diner sends are an "amount" share and a tip amount, and the total they
 * were shown (`expectedTotal`), so a total changed on the way is refused, never charged.
 */

/** A bill line's key: "orderId/lineId" (src/domain/split-bill.ts lineKey). */
export const BillLineKey = Schema.String.check(
  isWellFormedText,
  Schema.isMinLength(3),
  Schema.isMaxLength(257),
  Schema.isPattern(/^[^/]+\/[^/]+$/u),
)

/** What part of the bill a payment pays. */
export const PaySplit = Schema.Union([
  /** Everything that is left. */
  Schema.TaggedStruct("WholeBill", {}),
  /** The diner's own dishes (the lines they claim in "by dishes"), each with its share of the service charge. */
  Schema.TaggedStruct("Dishes", { lineKeys: Schema.Array(BillLineKey).check(Schema.isMinLength(1), Schema.isMaxLength(200)) }),
  /** One equal share of the bill among `people`. */
  Schema.TaggedStruct("EqualShare", { people: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 2, maximum: 50 })) }),
  /** An amount of the diner's choosing (service charge included), at most what is left. */
  Schema.TaggedStruct("Amount", { amount: Money.check(Schema.isGreaterThanOrEqualTo(1)) }),
])
export type PaySplit = typeof PaySplit.Type

/** The tip: one of the venue's preset percentages of the share, or an amount. None is chosen for the diner. */
export const TipChoice = Schema.Union([
  Schema.TaggedStruct("Percent", { percent: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100 })) }),
  Schema.TaggedStruct("Amount", { amount: Money }),
])
export type TipChoice = typeof TipChoice.Type

/**
 * The card as the app hands it over: a Stripe test PaymentMethod id, never a card number (the
 * demo card form turns Stripe's test numbers into these on the device, src/domain/demo-card.ts;
 * with Stripe, the Payment Element gives the id of the card it took).
 */
export const PaymentMethodId = Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(255), Schema.isPattern(/^pm_[A-Za-z0-9_]+$/u))
export type PaymentMethodId = typeof PaymentMethodId.Type

/** `POST /api/payments`. `qr` must be the table of the `qr` header. */
export const PayPayload = Schema.Struct({
  qr: QrCode,
  split: PaySplit,
  tip: TipChoice,
  /** The total (share and tip) the diner was shown; another total is refused (AmountChanged). */
  expectedTotal: Money,
  paymentMethod: PaymentMethodId,
  /** The first name the other diners read in "Paid by <name>" (optional). */
  payerName: Schema.optionalKey(FirstName),
})
export type PayPayload = typeof PayPayload.Type

/** A share of the bill: its part of the subtotal and of the service charge. */
export const PaidShare = Schema.Struct({ subtotal: Money, serviceCharge: Money, total: Money })
export type PaidShare = typeof PaidShare.Type

/** The card a payment was made with: its brand and last four digits, nothing more. */
export const CardSeen = Schema.Struct({
  brand: Schema.String.check(Schema.isMaxLength(20)),
  last4: Schema.String.check(Schema.isPattern(/^[0-9]{4}$/u)),
})
export type CardSeen = typeof CardSeen.Type

/**
 * `Pending`: recorded, and the card provider asked, with no answer yet (or its answer lost): its
 * share is held until the provider's answer, a retry with its key or the server's reconcile
 * settles it. `Failed`: a payment that waited for the diner's confirmation and was declined or
 * abandoned at the bank's check (its PaymentIntent failed): nothing was charged and it no longer
 * counts.
 */
export const PaymentStatus = Schema.Literals(["Pending", "Succeeded", "NeedsConfirmation", "Refunded", "Failed"])
export type PaymentStatus = typeof PaymentStatus.Type

/**
 * A receipt line (a dish paid): its name, quantity and amount, and the dish, variant and options
 * it was (optional: receipts kept before carry only the name), so the receipt names it in the
 * diner's language as the menu does.
 */
export const ReceiptLine = Schema.Struct({
  key: BillLineKey,
  name: Schema.String,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)),
  amount: Money,
  itemId: Schema.optionalKey(CartLine.fields.itemId),
  variantId: Schema.optionalKey(CartLine.fields.variantId),
  variantName: Schema.optionalKey(CartLine.fields.variantName),
  selectedChoices: Schema.optionalKey(CartLine.fields.selectedChoices),
  choiceSummary: Schema.optionalKey(CartLine.fields.choiceSummary),
  /** The diner's note on the line, as ordered; absent: none. */
  note: CartLine.fields.note,
})
export type ReceiptLine = typeof ReceiptLine.Type

/** A payment as its payer reads it: the answer of paying and confirming, and the receipt's content. */
export const Payment = Schema.Struct({
  id: Id,
  /** Printed on the receipt: "R-000042". */
  receiptNumber: Schema.String,
  status: PaymentStatus,
  split: PaySplit,
  /** The dishes paid: a "Dishes" payment's lines, a whole-bill payment's (all no one paid by dish before), else none. */
  lines: Schema.Array(ReceiptLine),
  share: PaidShare,
  tip: Money,
  total: Money,
  card: CardSeen,
  payer: LineAdder,
  venueName: Schema.String,
  tableName: Schema.String,
  currency: Schema.NullOr(Schema.String),
  /** Epoch milliseconds. */
  at: Schema.Number.check(Schema.isInt()),
  /** What was left of the bill right after this payment. */
  leftAfter: Money,
  /** The venue's review page, offered with the receipt to every payer (schema/venue.ts); absent: the venue has none. */
  reviewUrl: Schema.optionalKey(ReviewUrl),
})
export type Payment = typeof Payment.Type

/**
 * A Stripe PaymentIntent's client secret: what Stripe.js needs to take the diner through their
 * bank's check (3-D Secure). Only the payer's app gets it, on the answer of paying; it is never
 * stored (not in the receipt, the server's database, nor the app's stored log or its export).
 */
export const ClientSecret = Schema.String.check(Schema.isMaxLength(255), Schema.isPattern(/^pi_\w+_secret_\w+$/u))

/** What Stripe's UI needs to take the diner through the bank's check of one waiting payment (never stored). */
export const PaymentAction = Schema.Struct({ paymentId: Id, clientSecret: ClientSecret })

/**
 * `POST /api/payments`'s and `payConfirm`'s answer: the payment, and, while a Stripe card still
 * asks the diner to confirm it, what Stripe.js needs to do so (`nextAction`, read afresh from the
 * PaymentIntent, never stored); the demo provider's confirmation is a tap.
 */
export const PayAnswer = Schema.Struct({
  ...Payment.fields,
  nextAction: Schema.optionalKey(Schema.Struct({ clientSecret: ClientSecret })),
})
export type PayAnswer = typeof PayAnswer.Type

/** A payment of the table as every diner there reads it: who (a first name or not), how much, which lines. */
export const PaymentSeen = Schema.Struct({
  id: Id,
  payer: LineAdder,
  status: PaymentStatus,
  share: Money,
  tip: Money,
  lineKeys: Schema.Array(BillLineKey),
  at: Schema.Number.check(Schema.isInt()),
  /** What part of the bill it paid, as its payer chose it ("Paid by Ana · The whole bill"). Optional: logs kept before it was sent hold none. */
  split: Schema.optionalKey(PaySplit),
})
export type PaymentSeen = typeof PaymentSeen.Type

/**
 * What the app needs to take a card with Stripe's Payment Element: the account's publishable key
 * (public by design) and the ISO currency of the charges, which the element shows the amount in.
 */
export const StripeSetup = Schema.Struct({
  publishableKey: Schema.String.check(Schema.isMaxLength(255), Schema.isPattern(/^pk_(test|live)_\w+$/u)),
  currency: Schema.String.check(Schema.isPattern(/^[a-z]{3}$/u)),
})
export type StripeSetup = typeof StripeSetup.Type

/** `GET /api/payments`: the table's bill as paid so far, its payments, and how to pay here. */
export const TablePayments = Schema.Struct({
  provider: Schema.Literals(["demo", "stripe"]),
  /**
   * With Stripe, how the app loads the Payment Element; null with the demo provider. Optional
   * when decoded, as null: logs stored before it was added read as the demo's.
   */
  stripe: Schema.NullOr(StripeSetup).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  /** The venue's tip presets, in percent (the demo's: 0, 5, 10). */
  tipPercents: Schema.Array(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100 }))),
  billTotal: Money,
  paid: Money,
  tips: Money,
  left: Money,
  payments: Schema.Array(PaymentSeen),
})
export type TablePayments = typeof TablePayments.Type

/**
 * The live feed's `payment` event: a payment of the table succeeded (or was refunded); every
 * diner there reads "Paid by <name> · Rs. X" and what is left. `settled`: nothing is left, the
 * table settled itself.
 */
export const PaymentMade = Schema.Struct({
  serviceAreaId: Id,
  paymentId: Id,
  payerName: Schema.NullOr(Schema.String),
  status: PaymentStatus,
  amount: Money,
  left: Money,
  settled: Schema.Boolean,
})
export type PaymentMade = typeof PaymentMade.Type
