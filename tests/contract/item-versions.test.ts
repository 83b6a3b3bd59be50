import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { seedDemoVenue } from "../../server/seed/seed"
import { addToCart } from "../../server/services/cart-add"
import type { Diner } from "../../server/services/diner"
import { dishVersions } from "../../server/services/dish-versions"
import { findServiceAreaByQr } from "../../server/storage/venue-repo"
import { cartAdd, type CartAddRequest } from "../../server/storage/cart-add-repo"
import { openDb, type Db } from "../../server/storage/db"
import { findItemVersions, itemVersionKey, pruneItemVersions } from "../../server/storage/item-versions-repo"
import { migrate } from "../../server/storage/migrations"
import { testDatabases } from "../support/databases"

/**
 * Issue 34: a cart add answers each line with its dish's version, not the dish (building the
 * dishes' jsonb was a quarter to two fifths of cart_add's CPU), and every version of a dish is
 * kept, so an answer kept with a key is rebuilt with the dishes as they were. A version replaced
 * before the oldest kept key is forgotten; the current one never is.
 */

const VENUE = "venue-lotus-colombo"
const CAKE = "item-love-cake"

describe.each(testDatabases())("the dishes' versions on $name", (database) => {
  let db: Db
  beforeAll(async () => {
    db = await openDb(await database.location())
    await migrate(db, () => seedDemoVenue(db))
  })
  afterAll(async () => {
    await db?.close()
    await database.drop()
  })

  const versionOf = async (itemId: string): Promise<string> => {
    const [row] = await db.query<{ version: string }>("select xmin::text as version from items where id = $1", [itemId])
    if (row === undefined) throw new Error(`no dish ${itemId}`)
    return row.version
  }
  const firstVariant = async (itemId: string): Promise<string> => {
    const [row] = await db.query<{ id: string }>("select variants->0->>'id' as id from items where id = $1", [itemId])
    return row?.id ?? ""
  }
  const add = async (uid: string, key: string): Promise<CartAddRequest> => ({
    scope: { uid, tenantId: "tenant-lotus", serviceAreaId: "area-table-1" },
    venueId: VENUE,
    itemId: CAKE,
    itemVersion: await versionOf(CAKE),
    variantId: await firstVariant(CAKE),
    selected: {},
    note: "",
    quantity: 1,
    limits: { maxQuantity: 99, maxLines: 100 },
    serviceChargePercent: 10,
    keyed: { key, call: "cartAdd", bodyHash: "hash" },
  })

  it("answers an add's lines with their dishes' versions, and keeps that answer with the key", async () => {
    const uid = randomUUID()
    const done = await cartAdd(db, await add(uid, "versions-key-0001"))
    expect(done.outcome).toBe("added")
    if (done.outcome !== "added") return
    expect(done.cart.lines).toEqual([{ line: expect.objectContaining({ item_id: CAKE, quantity: 1 }), version: await versionOf(CAKE) }])
    const [kept] = await db.query<{ answer: { lines: Array<Record<string, unknown>> } }>(
      "select answer from idempotency_keys where uid = $1 and key = $2",
      [uid, "versions-key-0001"],
    )
    expect(Object.keys(kept?.answer.lines[0] ?? {}).sort()).toEqual([
      "id",
      "item_id",
      "note",
      "quantity",
      "selected_choices",
      "variant_id",
      "version",
    ])
  })

  it("keeps each version of a dish as it was written, and forgets only versions replaced before the date", async () => {
    const before = await versionOf(CAKE)
    const [was] = await db.query<{ name: string }>("select name from items where id = $1", [CAKE])
    await db.query("update items set name = $2 where id = $1", [CAKE, "Love cake, renamed"])
    const after = await versionOf(CAKE)
    expect(after).not.toBe(before)

    const found = await findItemVersions(db, VENUE, [
      { itemId: CAKE, version: before },
      { itemId: CAKE, version: after },
    ])
    expect(found.get(itemVersionKey(CAKE, before))?.name).toBe(was?.name)
    expect(found.get(itemVersionKey(CAKE, after))?.name).toBe("Love cake, renamed")
    // Another venue's menu does not have it.
    expect((await findItemVersions(db, "venue-elsewhere", [{ itemId: CAKE, version: after }])).size).toBe(0)

    // Replaced just now: kept while keys of the last day may name it.
    await pruneItemVersions(db, new Date(Date.now() - 60_000))
    expect((await findItemVersions(db, VENUE, [{ itemId: CAKE, version: before }])).size).toBe(1)
    await pruneItemVersions(db, new Date(Date.now() + 60_000))
    const left = await findItemVersions(db, VENUE, [
      { itemId: CAKE, version: before },
      { itemId: CAKE, version: after },
    ])
    expect([...left.keys()]).toEqual([itemVersionKey(CAKE, after)])
  })

  const dinerAt = async (uid: string): Promise<Diner> => {
    const serviceArea = await findServiceAreaByQr(db, "demo-table-1")
    if (serviceArea === null) throw new Error("no demo table")
    return { identity: { uid, isAnonymous: true, email: null, tenantId: "tenant-lotus", phoneNumberVerified: false }, serviceArea }
  }
  const payload = { id: CAKE, selectedChoices: {}, quantity: 1 }

  it("answers a repeated key with the dish as it was, at an instance that never saw that version", async () => {
    const diner = await dinerAt(randomUUID())
    const first = await addToCart(db, dishVersions(), diner, payload, "versions-key-0002")
    await db.query("update items set name = $2 where id = $1", [CAKE, "Love cake, renamed again"])
    // A new instance's dishes: the kept version is read from item_versions, not from memory.
    const repeated = await addToCart(db, dishVersions(), diner, payload, "versions-key-0002")
    expect(repeated).toEqual(first)
    expect(repeated.items[0]?.name).not.toBe("Love cake, renamed again")
  })

  it("answers a key kept before migration 18, whose lines hold their dishes, with those dishes", async () => {
    const diner = await dinerAt(randomUUID())
    const first = await addToCart(db, dishVersions(), diner, payload, "versions-key-0003")
    const [kept] = await db.query<{ body_hash: string; answer: { lines: Array<Record<string, unknown>> } }>(
      "select body_hash, answer from idempotency_keys where uid = $1 and key = $2",
      [diner.identity.uid, "versions-key-0003"],
    )
    if (kept === undefined) throw new Error("no kept key")
    // The same answer as migration 17 kept it: each line with its dish's name, availability and variant.
    const [dish] = await db.query<{ variants: unknown[] }>("select variants from items where id = $1", [CAKE])
    const older = {
      ...kept.answer,
      lines: kept.answer.lines.map(({ version: _version, ...line }) => ({
        ...line,
        name: "Love cake as kept",
        available: true,
        variants: (dish?.variants ?? []).filter((variant) => (variant as { id: string }).id === line["variant_id"]),
      })),
    }
    await db.query("update idempotency_keys set answer = $3 where uid = $1 and key = $2", [diner.identity.uid, "versions-key-0003", older])
    const repeated = await addToCart(db, dishVersions(), diner, payload, "versions-key-0003")
    expect(repeated).toEqual({ ...first, items: first.items.map((line) => ({ ...line, name: "Love cake as kept" })) })
  })
})
