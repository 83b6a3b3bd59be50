import { Schema } from "effect"
import { Cart as CartSchema, type Cart, type CartAddPayload } from "../../schema/cart"
import { CartFull, QuantityCap } from "../../schema/errors"
import type { Variant } from "../../schema/menu"
import { fail, Failure } from "../failure"
import { cartAdd, cartLinesOfAnswer, type VersionedDish } from "../storage/cart-add-repo"
import type { Queryable } from "../storage/db"
import { noteOf, normalizedChoices } from "../../src/domain/note"
import { cartOf, MAX_LINES, MAX_QUANTITY, olderCartAnswer, orderableVariant } from "./cart-service"
import type { Diner } from "./diner"
import { linesWithDishes } from "./answered-lines"
import type { DishVersions } from "./dish-versions"
import { bodyHashOf, keyedCall, usedKeyAnswer } from "./exactly-once"

/**
 * A cart add in one round trip (issue 34), committed with the adds that arrive beside it
 * (storage/group-commit.ts): the add is checked here against the dish as this
 * server last saw it (`dishes`), then made by one statement (storage/cart-add-repo.ts) that
 * also keeps the key with its answer, exactly once by the rule of exactly-once.ts, the
 * database comparing the dish's version first. A dish not seen yet, or changed since, is
 * answered as it is now and checked again: a second round trip, and a refusal only once the
 * database has confirmed the dish it is made for (and that the key was not used before).
 */
export const addToCart = async (
  db: Queryable,
  dishes: DishVersions,
  diner: Diner,
  payload: CartAddPayload,
  key?: string,
): Promise<Cart> => {
  const keyed = keyedCall(diner, "cartAdd", payload, key)
  const bodyHash = key === undefined ? "" : bodyHashOf(keyed)
  const { venueId, serviceChargePercent } = diner.serviceArea
  let known = dishes.get(venueId, payload.id)
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const variant = known === undefined ? null : variantIfOrderable(known, payload)
    const done = await cartAdd(db, {
      scope: keyed.scope,
      venueId,
      itemId: payload.id,
      itemVersion: variant === null ? null : (known?.version ?? null),
      variantId: variant?.id ?? null,
      selected: normalizedChoices(payload.selectedChoices),
      note: noteOf(payload.note),
      quantity: payload.quantity,
      limits: { maxQuantity: MAX_QUANTITY, maxLines: MAX_LINES },
      serviceChargePercent,
      keyed: key === undefined ? undefined : { key, call: keyed.call, bodyHash },
    })
    switch (done.outcome) {
      case "added":
        return cartOf(done.cart.cartId, await linesWithDishes(db, dishes, venueId, done.cart.lines, true), done.cart.serviceChargePercent)
      case "used":
        return usedKeyAnswer(done.used, bodyHash, (answer) => keptAnswer(db, dishes, venueId, answer), olderCartAnswer(db, diner))
      case "quantity":
        throw fail(QuantityCap, `quantity: at most ${MAX_QUANTITY} of one dish in a cart.`, "quantity")
      case "full":
        throw fail(
          CartFull,
          `Your cart is full: it holds ${MAX_LINES} different dishes, the most one order may have. Send this order, then add more.`,
          "id",
        )
      case "stale":
        // The dish as the database has it now: a refusal for it is final, else add against it.
        orderableVariant(done.dish?.item, payload)
        if (done.dish !== undefined) dishes.set(venueId, payload.id, done.dish)
        known = done.dish
        break
      case "raced":
        // Another request kept the key while this one added: the next try answers what it kept.
        break
    }
  }
  throw new Error(`a cart add of ${payload.id} found the dish changed or its key raced on each of ${MAX_ATTEMPTS} tries`)
}

/** Enough for a stale dish and a raced key together; more means the dish changes on every add. */
const MAX_ATTEMPTS = 4

/** The variant the add means when the dish as known is orderable; null: refused for it, ask the database for the dish now. */
const variantIfOrderable = (known: VersionedDish, payload: CartAddPayload): Variant | null => {
  try {
    return orderableVariant(known.item, payload).variant
  } catch (error) {
    if (error instanceof Failure) return null
    throw error
  }
}

const decodeCart = Schema.decodeUnknownSync(CartSchema)

/** A cart add's kept answer: its lines as they were, with their dishes as they were, priced again alike; or, kept before cart_add, the encoded cart. */
const keptAnswer = async (db: Queryable, dishes: DishVersions, venueId: string, answer: unknown): Promise<Cart> => {
  const kept = cartLinesOfAnswer(answer)
  if (kept === null) return decodeCart(answer)
  return cartOf(kept.cartId, await linesWithDishes(db, dishes, venueId, kept.lines, false), kept.serviceChargePercent)
}
