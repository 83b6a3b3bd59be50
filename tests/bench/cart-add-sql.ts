import { performance } from "node:perf_hooks"
import { randomUUID } from "node:crypto"
import { openDb, type Db } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { seedDemoVenue } from "../../server/seed/seed"

/**
 * `node --import tsx tests/bench/cart-add-sql.ts [pglite|<postgres URL>] [adds] [variant.sql ...]`
 * (ROUNDS=3): the `cart_add` function alone, without the server, in wall time and this
 * process's CPU per add (on PGlite the engine runs in this process), alternating with variants:
 * SQL files that each create a function with cart_add's parameters under another name (the
 * file's first `create function NAME(`). 200 diners add the server bench's six dishes in turn,
 * each add with a key of its own. For trying a change to cart_add before writing it as a
 * migration; on PostgreSQL pass a scratch database (it is migrated and seeded).
 */
const [where = "pglite", addsArg = "3000", ...variantFiles] = process.argv.slice(2)
const adds = Number(addsArg)
const db: Db = await openDb(where === "pglite" ? { kind: "pglite", dataDir: "memory://" } : { kind: "postgres", url: where })
await migrate(db, () => seedDemoVenue(db))
const { readFileSync } = await import("node:fs")
const names = ["cart_add"]
for (const file of variantFiles) {
  const sql = readFileSync(file, "utf8")
  const name = /create (?:or replace )?function (\w+)\(/.exec(sql)?.[1]
  if (name === undefined) throw new Error(`${file}: no function`)
  await db.query(sql)
  names.push(name)
}
const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]
const versions = new Map<string, string>()
for (const dish of dishes) {
  const [row] = await db.query<{ v: string; variant: string }>(
    "select xmin::text as v, variants->0->>'id' as variant from items where id = $1",
    [dish],
  )
  if (row === undefined) throw new Error(dish)
  versions.set(dish, `${row.v}|${row.variant}`)
}
const run = async (name: string, count: number): Promise<{ wall: number; cpu: number; size: number }> => {
  const users = Array.from({ length: 200 }, () => randomUUID())
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  let size = 0
  for (let i = 0; i < count; i++) {
    const dish = dishes[i % dishes.length] ?? ""
    const [version = "", variant = ""] = (versions.get(dish) ?? "").split("|")
    // Inlined, as the server sends a cart add (server/storage/db.ts: one message on PGlite).
    const [row] = await db.queryInlined<{ outcome: unknown }>(
      `select ${name}($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $17) as outcome`,
      [
        users[i % users.length] ?? null,
        "tenant-lotus",
        "area-table-1",
        "venue-lotus-colombo",
        dish,
        version,
        variant,
        "{}",
        1,
        99,
        100,
        10,
        randomUUID(),
        randomUUID(),
        randomUUID(),
        "cartAdd",
        "hash",
      ],
    )
    size += JSON.stringify(row?.outcome).length
  }
  const cpu = process.cpuUsage(cpu0)
  return { wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000, size: size / count }
}
for (const name of names) await run(name, 200)
for (let round = 0; round < Number(process.env["ROUNDS"] ?? 3); round++) {
  for (const name of names) {
    const { wall, cpu, size } = await run(name, adds)
    console.log(
      `${name}: ${(adds / (wall / 1000)).toFixed(0)} adds/s wall, ${((1000 * cpu) / adds).toFixed(0)} µs CPU per add (this process), answer ${size.toFixed(0)} chars`,
    )
  }
}
await db.close()
process.exit(0)
