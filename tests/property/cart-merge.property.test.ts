import { randomUUID } from "node:crypto"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Cart, SelectedChoices } from "../../schema/cart"
import { seedDemoVenue } from "../../server/seed/seed"
import { addToCart } from "../../server/services/cart-add"
import { updateCart } from "../../server/services/cart-service"
import type { Diner } from "../../server/services/diner"
import { dishVersions } from "../../server/services/dish-versions"
import { openDb, type Db } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { findServiceAreaByQr } from "../../server/storage/venue-repo"
import { mergeKey } from "../../src/domain/note"

/**
 * The merge rule of a cart (issue 50), as the server keeps it (cart_add's upsert on the lines'
 * unique index, and an update's twin): after any adds, and a change of one line's note, the cart
 * holds one line per dish, variant, picks (in any order) and note (trimmed; blank is none), in
 * the order each first came, its quantity the sum of theirs: lines merge iff all of them match.
 * Run against the real services on PGlite; each run is a new diner's cart.
 */

const TEA = "item-ceylon-tea"
const CAKE = "item-love-cake"

/** A dish with picks it accepts, spelled in ways that mean the same picks (order, an empty choice). */
const dishes = fc.constantFrom<{ readonly id: string; readonly selectedChoices: SelectedChoices }>(
  { id: CAKE, selectedChoices: {} },
  { id: TEA, selectedChoices: {} },
  { id: TEA, selectedChoices: { sugar: [] } },
  { id: TEA, selectedChoices: { sugar: ["sugar-less"] } },
  { id: TEA, selectedChoices: { sugar: ["sugar-none"] } },
)
/** Notes that match (spaces around, blank and none) and differ (case, script). */
const notes = fc.constantFrom(undefined, "", "   ", "no sugar", " no sugar ", "No sugar", "සීනි නැතිව", "<b>hot</b>")
const adds = fc.array(fc.record({ dish: dishes, note: notes, quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 6 })
/** A change of one line's note afterwards: which line (by place), and its new note (undefined: none made). */
const noteChanges = fc.option(fc.record({ place: fc.nat(), note: notes }), { nil: undefined })

interface ModelLine {
  key: string
  quantity: number
}

describe("the cart's merge rule (property)", () => {
  let db: Db
  let diner: (uid: string) => Diner
  beforeAll(async () => {
    db = await openDb({ kind: "pglite", dataDir: "memory://" })
    await migrate(db, () => seedDemoVenue(db))
    const serviceArea = await findServiceAreaByQr(db, "demo-table-1")
    if (serviceArea === null) throw new Error("no demo table")
    diner = (uid) => ({
      identity: { uid, isAnonymous: true, email: null, tenantId: "tenant-lotus", phoneNumberVerified: false },
      serviceArea,
    })
  }, 120_000)
  afterAll(async () => {
    await db?.close()
  })

  it("merges two lines iff their dish, picks and note match", async () => {
    await fc.assert(
      fc.asyncProperty(adds, noteChanges, async (sequence, change) => {
        const who = diner(randomUUID())
        const model: ModelLine[] = []
        let cart: Cart | undefined
        for (const { dish, note, quantity } of sequence) {
          const payload = { ...dish, quantity, ...(note === undefined ? {} : { note }) }
          cart = await addToCart(db, dishVersions(), who, payload)
          const key = mergeKey({ itemId: dish.id, variantId: variantOf(cart, dish.id), ...dish, ...(note === undefined ? {} : { note }) })
          const same = model.find((line) => line.key === key)
          if (same === undefined) model.push({ key, quantity })
          else same.quantity += quantity
        }
        const line = change === undefined || cart === undefined ? undefined : cart.items[change.place % cart.items.length]
        if (change !== undefined && line !== undefined && change.note !== undefined) {
          cart = await updateCart(db, who, {
            id: line.id,
            selectedChoices: line.selectedChoices,
            quantity: line.quantity,
            note: change.note,
          })
          const changed = model[modelPlace(model, line)]
          const key = mergeKey({ ...line, note: change.note })
          const twin = model.find((other) => other.key === key && other !== changed)
          if (changed !== undefined && twin !== undefined) {
            twin.quantity += changed.quantity
            model.splice(model.indexOf(changed), 1)
          } else if (changed !== undefined) changed.key = key
        }
        expect(cart?.items.map((shown) => ({ key: mergeKey(shown), quantity: shown.quantity }))).toEqual(model)
      }),
      { numRuns: 60 },
    )
  })
})

/** The variant the server chose for a dish added without one (its first enabled). */
const variantOf = (cart: Cart, itemId: string): string => {
  const line = cart.items.find((candidate) => candidate.itemId === itemId)
  if (line === undefined) throw new Error(`no line of ${itemId} after adding it`)
  return line.variantId
}

/** Where a line of the cart stands in the model: the model's line of the same key. */
const modelPlace = (model: ReadonlyArray<ModelLine>, line: Cart["items"][number]): number =>
  model.findIndex((candidate) => candidate.key === mergeKey(line))
