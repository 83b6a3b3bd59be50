import type { Queryable } from "./db"

/** The venue's tables as its staff screen's floor reads them: one query for the tables, one for the names of who orders together. */

export interface FloorTableRow {
  readonly id: string
  readonly name: string
  readonly qrCode: string
  readonly venueId: string
  readonly serviceChargePercent: number
  readonly tableCartOffered: boolean
  /** The table's open visit; null: no one since it was last settled. */
  readonly visit: { readonly id: string; readonly startedAt: number; readonly diners: number; readonly openOrders: number } | null
}

/** Every table of the venue, by name, each with its open visit, how many diners joined it and its open orders. */
export const listFloorTables = async (db: Queryable, venueId: string): Promise<ReadonlyArray<FloorTableRow>> =>
  (
    await db.query<{
      id: string
      name: string
      qr_code: string
      service_charge_percent: number
      table_cart: boolean
      visit_id: string | null
      started_at: Date | string | null
      diners: number
      open_orders: number
    }>(
      `select a.id, a.name, a.qr_code, ve.service_charge_percent, a.table_cart, v.id as visit_id, v.started_at,
              (select count(*)::int from visit_diners d where d.visit_id = v.id) as diners,
              (select count(*)::int from orders o join order_states s on s.id = o.state_id where o.visit_id = v.id and not s.is_end) as open_orders
         from service_areas a join venues ve on ve.id = a.venue_id
         left join visits v on v.service_area_id = a.id and v.ended_at is null
        where a.venue_id = $1 order by a.name, a.id`,
      [venueId],
    )
  ).map((row) => ({
    id: row.id,
    name: row.name,
    qrCode: row.qr_code,
    venueId,
    serviceChargePercent: row.service_charge_percent,
    tableCartOffered: row.table_cart,
    visit:
      row.visit_id === null
        ? null
        : { id: row.visit_id, startedAt: new Date(row.started_at ?? 0).getTime(), diners: row.diners, openOrders: row.open_orders },
  }))

/** The first names given by who joined each table's order together (a member may give none), by table. */
export const listTogetherNames = async (db: Queryable, serviceAreaIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, string[]>> => {
  const rows = await db.query<{ service_area_id: string; first_name: string | null }>(
    "select service_area_id, first_name from table_cart_members where service_area_id = any($1::text[]) order by joined_at",
    [[...serviceAreaIds]],
  )
  const names = new Map<string, string[]>()
  for (const row of rows) {
    const ofTable = names.get(row.service_area_id) ?? []
    if (row.first_name !== null) ofTable.push(row.first_name)
    names.set(row.service_area_id, ofTable)
  }
  return names
}
