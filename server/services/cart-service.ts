import { ChoiceRefused, DishNotOnMenu, DishUnavailable, LineAmbiguous, LineGone, NoCart, QuantityCap } from "../../schema/errors"
import { fail } from "../failure"
import {
  Cart as CartSchema,
  type Cart,
  type CartAddPayload,
  type CartLine,
  type CartUpdatePayload,
  type SelectedChoices,
} from "../../schema/cart"
import type { Variant } from "../../schema/menu"
import { choiceProblems } from "../../src/domain/choices"
import { noteField, noteOf, normalizedChoices } from "../../src/domain/note"
import { pickedOptions, summaryOf, unitPrice } from "../../src/domain/pricing"
import {
  deleteCartLine,
  deleteCartLines,
  findCartId,
  findTwinLine,
  listCartLines,
  lockCart,
  setCartLine,
  setCartLineQuantity,
  touchCart,
  type CartLineWithDish,
} from "../storage/carts-repo"
import type { Queryable, Transactional } from "../storage/db"
import type { OrderableItem } from "../storage/venue-repo"
import type { UsedKey } from "../storage/idempotency-repo"
import type { Diner } from "./diner"
import { exactlyOnce, keyedCall, keyReused, type Keyed } from "./exactly-once"

/**
 * Carts belong to one signed-in user at one service area. Lines keep only what the diner
 * picked; prices are worked out on every read from the current menu with the same domain
 * functions as the app, so a price change or a sold-out dish shows at once and an old total
 * is never trusted.
 */

export const MAX_QUANTITY = 99

/** Different dishes (dish, variant and picks) one cart may hold: a table's order, not a warehouse's. */
export const MAX_LINES = 100

export const readCart = async (db: Queryable, diner: Diner): Promise<Cart | null> => {
  const cartId = await findCartId(db, diner.identity.uid, diner.serviceArea.id)
  return cartId === null ? null : cartWithLines(db, diner, cartId)
}

/** A cart whose id is known, its lines priced from the current menu. */
const cartWithLines = async (db: Queryable, diner: Diner, cartId: string): Promise<Cart> =>
  cartOf(cartId, await listCartLines(db, cartId, diner.serviceArea.venueId), diner.serviceArea.serviceChargePercent)

export const updateCart = async (db: Transactional, diner: Diner, payload: CartUpdatePayload, key?: string): Promise<Cart> =>
  keyedCartChange(db, diner, keyedCall(diner, "cartUpdate", payload, key), async (tx) => {
    const cartId = await findCartId(tx, diner.identity.uid, diner.serviceArea.id)
    if (cartId === null) throw fail(NoCart, "You have no cart yet.")
    const { line: row, item } = lineNamed(await listCartLines(tx, cartId, diner.serviceArea.venueId), payload.id)
    if (payload.quantity === 0) {
      await deleteCartLine(tx, row.id)
    } else {
      const variant = item?.variants.find((candidate) => candidate.id === row.variant_id)
      if (variant === undefined) throw fail(DishUnavailable, "This dish is no longer on the menu. Remove it from your cart.", "id")
      refuseBadChoices(variant, payload.selectedChoices)
      const selected = normalizedChoices(payload.selectedChoices)
      // No note sent (as the spec's clients send none): the line keeps its own.
      const note = payload.note === undefined ? (row.note ?? "") : noteOf(payload.note)
      // New picks or note that match another line of the same dish: the two become one.
      const twin = await findTwinLine(tx, cartId, { itemId: row.item_id, variantId: row.variant_id, selected, note }, row.id)
      if (twin === null) await setCartLine(tx, row.id, { selected, note, quantity: payload.quantity })
      else {
        const quantity = twin.quantity + payload.quantity
        if (quantity > MAX_QUANTITY) throw fail(QuantityCap, `quantity: at most ${MAX_QUANTITY} of one dish in a cart.`, "quantity")
        await deleteCartLine(tx, row.id)
        await setCartLineQuantity(tx, twin.id, quantity)
      }
    }
    await touchCart(tx, cartId)
    return cartWithLines(tx, diner, cartId)
  })

/**
 * The variant an add means (the item's first enabled one when none is named), checked: the
 * dish on the menu and available, the picks meeting its choices. Shared with the table cart.
 */
export const orderableVariant = (item: OrderableItem | undefined, payload: CartAddPayload): { dish: OrderableItem; variant: Variant } => {
  if (item === undefined) throw fail(DishNotOnMenu, "This dish is not on this venue's menu.", "id")
  const variant =
    payload.variantId === undefined
      ? item.variants.find((candidate) => candidate.enabled)
      : item.variants.find((candidate) => candidate.id === payload.variantId)
  if (variant === undefined && payload.variantId !== undefined) throw fail(DishNotOnMenu, "This dish has no such variant.", "variantId")
  if (variant === undefined || !variant.enabled || !item.available)
    throw fail(DishUnavailable, `${item.name} is not available right now.`, "id")
  refuseBadChoices(variant, payload.selectedChoices)
  return { dish: item, variant }
}

/**
 * The cart a submit turns into an order (placeOrder checks its lines), its row locked first, for
 * the rest of the submit's transaction: a second submit of the same cart (another tab, another
 * device, another Idempotency-Key) waits here, then reads the lines the first one left, none, so
 * one cart makes at most one order.
 */
export const lockCartToOrder = async (tx: Queryable, diner: Diner): Promise<Cart> => {
  const lockedId = await lockCart(tx, diner.identity.uid, diner.serviceArea.id)
  if (lockedId === null) throw fail(NoCart, "You have no cart yet.")
  return cartWithLines(tx, diner, lockedId)
}

export const emptyCart = async (tx: Queryable, cartId: string): Promise<void> => {
  await deleteCartLines(tx, cartId)
  await touchCart(tx, cartId)
}

/**
 * The line an update's `id` names: a line's own id, or (as the spec's clients send it) the menu
 * item's id when exactly one line holds that dish. Two lines of it, with different picks, are
 * ambiguous: refused, never guessed.
 */
const lineNamed = (lines: ReadonlyArray<CartLineWithDish>, id: string): CartLineWithDish => {
  const byLine = lines.find((candidate) => candidate.line.id === id)
  if (byLine !== undefined) return byLine
  const byDish = lines.filter((candidate) => candidate.line.item_id === id)
  const [only] = byDish
  if (only === undefined) throw fail(LineGone, "Neither a line of your cart nor a dish in it has this id.", "id")
  if (byDish.length > 1)
    throw fail(
      LineAmbiguous,
      `${only.item?.name ?? "This dish"} is on ${byDish.length} lines of your cart, with different choices: send the id of the cart line to change.`,
      "id",
    )
  return only
}

export const refuseBadChoices = (variant: Variant, selected: SelectedChoices) => {
  const [problem] = choiceProblems(variant, selected)
  if (problem !== undefined) throw fail(ChoiceRefused, problem.message, `selectedChoices.${problem.choiceId}`)
}

/**
 * A change of the diner's own cart, exactly once per key, answered with the cart. A repeated
 * change whose key was kept from before answers were stored is answered with the cart as it is.
 */
const keyedCartChange = async (db: Transactional, diner: Diner, keyed: Keyed, work: (tx: Queryable) => Promise<Cart>): Promise<Cart> => {
  const { answer } = await exactlyOnce(db, keyed, CartSchema, work, olderCartAnswer(db, diner))
  return answer
}

/** What a cart change's key kept from before answers were stored answers: the cart as it is (a submit's key: refused). */
export const olderCartAnswer =
  (db: Queryable, diner: Diner) =>
  async (used: UsedKey): Promise<Cart> => {
    if (used.orderId !== null) throw keyReused()
    return requireCart(db, diner)
  }

const requireCart = async (db: Queryable, diner: Diner): Promise<Cart> => {
  const cart = await readCart(db, diner)
  if (cart === null) throw fail(NoCart, "You have no cart yet.")
  return cart
}

/** A line priced from its dish as the menu has it now (src/domain/pricing.ts). */
export const priceLine = ({ line: row, item }: CartLineWithDish): CartLine => {
  const variant = item?.variants.find((candidate) => candidate.id === row.variant_id)
  const unit = variant === undefined ? 0 : unitPrice(variant, row.selected_choices)
  return {
    id: row.id,
    itemId: row.item_id,
    variantId: row.variant_id,
    name: item?.name ?? "A dish no longer on the menu",
    variantName: variant?.name ?? "",
    selectedChoices: row.selected_choices,
    choiceSummary:
      variant === undefined
        ? []
        : variant.choices.flatMap((variantChoice) => pickedOptions(variantChoice, row.selected_choices).map((option) => option.name)),
    quantity: row.quantity,
    ...noteField(row.note ?? ""),
    unitPrice: unit,
    price: unit * row.quantity,
    available: item !== undefined && item.available && variant !== undefined && variant.enabled,
  }
}

/** A cart priced from its lines as read. */
export const cartOf = (id: string, rows: ReadonlyArray<CartLineWithDish>, serviceChargePercent: number): Cart => {
  const lines = rows.map(priceLine)
  const summery = summaryOf(lines, serviceChargePercent)
  return { id, items: [...lines], price: summery.subtotal, summery }
}
