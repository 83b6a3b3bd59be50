import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { join } from "node:path"
import { projectRoot } from "../../server/config"
import { seedDemoVenue } from "../../server/seed/seed"
import { addToCart } from "../../server/services/cart-add"
import { dishVersions } from "../../server/services/dish-versions"
import { pgliteDb } from "../../server/storage/db"
import { startPgliteThread } from "../../server/storage/pglite-thread"
import { migrate } from "../../server/storage/migrations"
import { findServiceAreaByQr } from "../../server/storage/venue-repo"
import type { Figure } from "./figures"

/**
 * What syncing to disk costs PGlite: cart adds (one transaction, one commit each) through the
 * cart service on a folder beside the real data (.data/, the same disk), one after the other
 * as PGlite runs them anyway, with fsync off as PGlite starts by default and on as the server
 * now runs it. Each run is one process's PGlite, alone on its folder.
 */
const ADDS = 400
const DINERS = 20
const DISHES = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]

const cartAddsPerSecond = async (syncToDisk: boolean): Promise<number> => {
  mkdirSync(join(projectRoot, ".data"), { recursive: true })
  const dataDir = mkdtempSync(join(projectRoot, ".data", "bench-pglite-"))
  const db = pgliteDb(await startPgliteThread({ dataDir, syncToDisk, stallLimitMs: 10_000, onStopped: () => undefined }))
  try {
    await migrate(db)
    await seedDemoVenue(db)
    const serviceArea = await findServiceAreaByQr(db, "demo-table-1")
    if (serviceArea === null) throw new Error("the demo table was not seeded")
    const dishes = dishVersions()
    const started = performance.now()
    for (let i = 0; i < ADDS; i++) {
      const identity = {
        uid: `bench-diner-${i % DINERS}`,
        isAnonymous: true,
        email: null,
        tenantId: serviceArea.tenantId,
        phoneNumberVerified: false,
      }
      await addToCart(
        db,
        dishes,
        { identity, serviceArea },
        { id: DISHES[i % DISHES.length] ?? "item-love-cake", selectedChoices: {}, quantity: 1 },
      )
    }
    return ADDS / ((performance.now() - started) / 1000)
  } finally {
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const pgliteSyncCost = async (): Promise<Figure[]> => {
  // Taken in turn, best of two each: the first run also pays for compiling PGlite's WebAssembly.
  const runs = { off: [] as number[], on: [] as number[] }
  for (let round = 0; round < 2; round++) {
    runs.off.push(await cartAddsPerSecond(false))
    runs.on.push(await cartAddsPerSecond(true))
  }
  const [off, on] = [Math.max(...runs.off), Math.max(...runs.on)]
  return [
    {
      name: "PGlite on disk: cart adds, fsync off (PGlite's default, before)",
      value: Math.round(off),
      unit: "adds/s",
      target: ">= 100",
      note: `best of 2: ${ADDS} adds in turn, ${DINERS} diners`,
    },
    {
      name: "PGlite on disk: cart adds, fsync on (the server now)",
      value: Math.round(on),
      unit: "adds/s",
      target: ">= 100",
      note: `best of 2: ${ADDS} adds in turn, ${DINERS} diners`,
    },
    { name: "PGlite on disk: cart add throughput, fsync on ÷ off", value: Number((on / off).toFixed(2)), unit: "ratio", target: ">= 0.5" },
  ]
}
