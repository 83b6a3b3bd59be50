import { randomUUID } from "node:crypto"
import { resolve } from "node:path"
import type * as Seed from "../../server/seed/seed"
import type * as CartAdd from "../../server/services/cart-add"
import type { Diner } from "../../server/services/diner"
import type * as DishVersionsModule from "../../server/services/dish-versions"
import type { DishVersions } from "../../server/services/dish-versions"
import type * as DbModule from "../../server/storage/db"
import type { Db } from "../../server/storage/db"
import type * as Migrations from "../../server/storage/migrations"
import type * as VenueRepo from "../../server/storage/venue-repo"

/**
 * `node --import tsx tests/bench/cart-add-service.ts <checkout> [checkout ...]` (ROUNDS=8):
 * cart adds through the cart service (addToCart and its one statement, on in-memory PGlite)
 * of each checkout of this project, loaded side by side in this one process, in alternating
 * blocks of 300 adds by 200 diners: this process's CPU per add. No HTTP and no load generator,
 * so the two cores' other work moves it less than a server load; the server's own share
 * (Fastify, decoding, the token) is what tests/bench/alternate.ts adds.
 */
interface Variant {
  readonly root: string
  readonly db: Db
  readonly add: typeof CartAdd.addToCart
  readonly dishes: DishVersions
  readonly diners: ReadonlyArray<Diner>
  done: number
  cpu: number
  measured: number
}

const BLOCK = 300
const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]

// Each checkout's own modules: its migrations, its cart_add and its service.
const load = async (root: string): Promise<Variant> => {
  // Sound: the same file of another checkout of this project, whose exports have these types.
  // eslint-disable-next-line tableside/import-direction -- another checkout's module, by its path: the point of this bench
  const from = async <M>(path: string): Promise<M> => (await import(resolve(root, path))) as M
  const { openDb } = await from<typeof DbModule>("server/storage/db.ts")
  const { migrate } = await from<typeof Migrations>("server/storage/migrations.ts")
  const { seedDemoVenue } = await from<typeof Seed>("server/seed/seed.ts")
  const { addToCart } = await from<typeof CartAdd>("server/services/cart-add.ts")
  const { dishVersions } = await from<typeof DishVersionsModule>("server/services/dish-versions.ts")
  const { findServiceAreaByQr } = await from<typeof VenueRepo>("server/storage/venue-repo.ts")
  const db = await openDb({ kind: "pglite", dataDir: "memory://" })
  await migrate(db, () => seedDemoVenue(db))
  const serviceArea = await findServiceAreaByQr(db, "demo-table-1")
  if (serviceArea === null) throw new Error(`${root}: no demo table`)
  const identity = () => ({ uid: randomUUID(), isAnonymous: true, email: null, tenantId: "tenant-lotus", phoneNumberVerified: false })
  const diners = Array.from({ length: 200 }, () => ({ identity: identity(), serviceArea }))
  return { root, db, add: addToCart, dishes: dishVersions(), diners, done: 0, cpu: 0, measured: 0 }
}

/** A block of adds, each by the next diner, on the next dish, with a key of its own: CPU microseconds. */
const block = async (variant: Variant): Promise<number> => {
  const start = process.cpuUsage()
  for (let i = 0; i < BLOCK; i++) {
    const n = variant.done++
    const diner = variant.diners[n % variant.diners.length]
    if (diner === undefined) throw new Error("no diner")
    await variant.add(
      variant.db,
      variant.dishes,
      diner,
      { id: dishes[n % dishes.length] ?? "", selectedChoices: {}, quantity: 1 },
      randomUUID(),
    )
  }
  const used = process.cpuUsage(start)
  return used.user + used.system
}

const variants: Variant[] = []
for (const root of process.argv.slice(2)) variants.push(await load(root))
// One block each unmeasured: compiled and warm before the clock.
for (const variant of variants) await block(variant)
for (let round = 0; round < Number(process.env["ROUNDS"] ?? 8); round++) {
  for (const variant of variants) {
    variant.cpu += await block(variant)
    variant.measured += BLOCK
  }
}
for (const variant of variants) {
  console.log(`${variant.root}: ${Math.round(variant.cpu / variant.measured)} µs CPU per cart add (cart service and cart_add, in-process)`)
  await variant.db.close()
}
process.exit(0)
