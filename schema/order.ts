import { Schema } from "effect"
import { CartLine, CartSummary, Note } from "./cart"
import { Id } from "./ids"
import { translationsOf } from "./menu"
import { Money } from "./money"

/** A colour as the venue platform configures it: "#1f4d3a". */
export const Color = Schema.String.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/u))

/** One state of the venue's order flow (placed, preparing, ...). End states close an order. */
export const OrderState = Schema.Struct({
  id: Id,
  name: Schema.String,
  color: Color,
  /** An order in an end state is no longer open, nor on the bill (paid, cancelled). */
  isEnd: Schema.Boolean,
  position: Schema.Number.check(Schema.isInt()),
})
export type OrderState = typeof OrderState.Type

/** A move staff may make: from one state to another. No other moves are allowed. */
export const OrderTransition = Schema.Struct({
  id: Id,
  name: Schema.String,
  fromStateId: Id,
  toStateId: Id,
})
export type OrderTransition = typeof OrderTransition.Type

/** An order state's name in other languages than the venue's, as the menu gives its names. */
export const OrderStatusTranslations = translationsOf({ stateName: Schema.optionalKey(Schema.String) })
export type OrderStatusTranslations = typeof OrderStatusTranslations.Type

/** What the diner sees of an order's state: the spec's color and stateName. */
export const OrderStatus = Schema.Struct({
  id: Id,
  stateName: Schema.String,
  color: Color,
  /** The state's name for diners in other languages (absent: the venue gave none); staff read stateName. */
  translations: Schema.optionalKey(OrderStatusTranslations),
})
export type OrderStatus = typeof OrderStatus.Type

export const Order = Schema.Struct({
  id: Id,
  /** Short number the kitchen calls out: "A-042". */
  orderNumber: Schema.String,
  serviceAreaId: Id,
  orderState: OrderStatus,
  items: Schema.Array(CartLine),
  price: Money,
  summery: Schema.NullOr(CartSummary),
  /** Epoch milliseconds. */
  createdAt: Schema.Number.check(Schema.isInt()),
  /**
   * For the diner asking (orders search, submit): whether they placed it. Absent in live feeds,
   * which every diner of the table shares. Who placed an order is never sent.
   */
  isMine: Schema.optionalKey(Schema.Boolean),
  /** The diner's note on the whole order, trimmed; absent: none. */
  note: Schema.optionalKey(Note),
})
export type Order = typeof Order.Type
