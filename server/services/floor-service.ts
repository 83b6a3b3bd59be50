import type { StaffTable } from "../../schema/staff"
import type { Queryable } from "../storage/db"
import { listFloorTables, listTogetherNames } from "../storage/floor-repo"
import { countMembers } from "../storage/table-cart-repo"
import { listAllRequests } from "../storage/staff-requests-repo"
import { billOf } from "./payment-outcomes"
import { tableCartSeenBy } from "./table-cart-service"

/**
 * The floor of a venue's staff screen: each table with its party (the open visit), who orders
 * together, its shared cart, its bill as paid so far and its open requests. The bill is the one
 * rule diners pay by (payment-outcomes.ts billOf), the cart the one its members read
 * (table-cart-service.ts), so the floor and the table never disagree.
 */
export const floorOf = async (db: Queryable, venueId: string): Promise<ReadonlyArray<StaffTable>> => {
  const tables = await listFloorTables(db, venueId)
  const names = await listTogetherNames(
    db,
    tables.map((table) => table.id),
  )
  const open = await listAllRequests(db, false, venueId)
  const floor: StaffTable[] = []
  // One table after another: a venue has tens of tables, and a pool's connections are shared with the diners.
  for (const table of tables) {
    const standing = table.visit === null ? null : (await billOf(db, table.visit.id)).standing
    floor.push({
      serviceAreaId: table.id,
      name: table.name,
      qrCode: table.qrCode,
      visit: table.visit === null ? null : { id: table.visit.id, startedAt: table.visit.startedAt, diners: table.visit.diners },
      together: { members: await countMembers(db, table.id), names: names.get(table.id) ?? [] },
      cart: table.tableCartOffered ? await tableCartSeenBy(db, table, null) : null,
      openOrders: table.visit?.openOrders ?? 0,
      billTotal: standing?.billTotal ?? 0,
      paid: standing?.paid ?? 0,
      tips: standing?.tips ?? 0,
      left: standing?.left ?? 0,
      openRequests: open.filter((each) => each.request.serviceAreaId === table.id).map((each) => each.request),
    })
  }
  return floor
}
