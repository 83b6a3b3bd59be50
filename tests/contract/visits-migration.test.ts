import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoServiceAreas, demoTenant } from "../../server/seed/demo-venue"
import { seedDemoVenue } from "../../server/seed/seed"
import { openDb, type Db } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { postgresDatabase, type TestDatabase } from "../support/databases"

/**
 * Migration 20 (a table's visit) on a venue that was open when it ran: what was open at each
 * table (an order not in an end state, a payment not settled, a staff request not closed, a
 * member of the table's cart) makes up that table's one open visit, and its diners are that
 * visit's; what had ended belongs to none. Each database starts empty and is migrated up to 19,
 * seeded and filled as a running venue left it, then migrated on.
 */
const emptyPglite: TestDatabase = {
  name: "pglite",
  location: async () => ({ kind: "pglite", dataDir: "memory://" }),
  drop: async () => undefined,
}
const databases = [emptyPglite, ...[postgresDatabase({ empty: true })].filter((each) => each !== null)]

const [TABLE_1, TABLE_2, VERANDAH, PRIVATE] = demoServiceAreas.map((area) => area.id)

describe.each(databases)("migration 20 on a venue open when it ran, on $name", (database) => {
  let db: Db
  beforeAll(async () => {
    db = await openDb(await database.location())
    await migrate(db, () => seedDemoVenue(db, { reviewLinks: false }), { upTo: 19 })
    const states = await db.query<{ id: string; is_end: boolean }>("select id, is_end from order_states where tenant_id = $1", [
      demoTenant.id,
    ])
    const open = states.find((state) => !state.is_end)?.id
    const ended = states.find((state) => state.is_end)?.id
    const order = (id: string, uid: string, area: string | undefined, state: string | undefined) =>
      db.query(
        `insert into orders (id, order_number, uid, tenant_id, service_area_id, state_id, lines, price) values ($1, $1, $2, $3, $4, $5, '[]', 100)`,
        [id, uid, demoTenant.id, area, state],
      )
    // Table 1: Ana's order open, an earlier party's finished, Ben in the table's cart.
    await order("order-open", "ana", TABLE_1, open)
    await order("order-ended", "earlier", TABLE_1, ended)
    await db.query("insert into table_cart_members (service_area_id, uid, first_name) values ($1, 'ben', 'Ben')", [TABLE_1])
    // Table 2: a payment not settled; its payer's order finished.
    await order("order-paid", "cyra", TABLE_2, ended)
    await db.query(
      `insert into payments (id, receipt_number, tenant_id, service_area_id, uid, status, line_keys, share, tip, total, receipt, provider, provider_ref)
       values ('payment-open', 'R-1', $1, $2, 'cyra', 'Succeeded', '[]', 100, 0, 100, '{}', 'demo', 'ref-1')`,
      [demoTenant.id, TABLE_2],
    )
    // The verandah: a staff request still open. The private room: only a finished order.
    await db.query(
      `insert into staff_requests (id, tenant_id, service_area_id, kind, label, status, created_at, uid) values ('request-open', $1, $2, 'waiter', 'Waiter', 'open', now(), 'dev')`,
      [demoTenant.id, VERANDAH],
    )
    await order("order-private", "priya", PRIVATE, ended)
    expect(await migrate(db)).toBeGreaterThan(0)
  })
  afterAll(async () => {
    await db?.close()
    await database.drop()
  })

  const openVisitOf = async (area: string | undefined): Promise<string | null> =>
    (await db.query<{ id: string }>("select id from visits where service_area_id = $1 and ended_at is null", [area]))[0]?.id ?? null

  it("begins one open visit at each table with something open, and none where everything had ended", async () => {
    const visits = await db.query<{ service_area_id: string }>("select service_area_id from visits order by service_area_id")
    expect(visits.map((visit) => visit.service_area_id).sort()).toEqual([TABLE_1, TABLE_2, VERANDAH].sort())
    expect(await openVisitOf(PRIVATE)).toBeNull()
  })

  it("puts what was open into its table's visit, and what had ended into none", async () => {
    const visitOf = async (table: string, id: string) =>
      (await db.query<{ visit_id: string | null }>(`select visit_id from ${table} where id = $1`, [id]))[0]?.visit_id
    expect(await visitOf("orders", "order-open")).toBe(await openVisitOf(TABLE_1))
    expect(await visitOf("orders", "order-ended")).toBeNull()
    expect(await visitOf("orders", "order-private")).toBeNull()
    expect(await visitOf("payments", "payment-open")).toBe(await openVisitOf(TABLE_2))
    expect(await visitOf("staff_requests", "request-open")).toBe(await openVisitOf(VERANDAH))
  })

  it("makes the open orders' diners and the table cart's members the visit's diners, and no one of an earlier party", async () => {
    const diners = await db.query<{ uid: string; visit_id: string }>("select uid, visit_id from visit_diners order by uid")
    const table1 = await openVisitOf(TABLE_1)
    expect(diners).toEqual([
      { uid: "ana", visit_id: table1 },
      { uid: "ben", visit_id: table1 },
    ])
  })
})
