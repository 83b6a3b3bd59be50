import type { OrderStatusTranslations } from "../../schema/order"
import type { StaffRequestKind } from "../../schema/staff-request"
import type { AuthType } from "../../schema/venue"
import type { Db } from "../storage/db"
import { bigMenuSeed } from "./big-menu"
import * as demo from "./demo-venue"

/** Everything one venue needs to be served: its tenant, menu, tables and order flow. */
export interface VenueSeed {
  readonly tenant: { readonly id: string; readonly name: string; readonly currency: string }
  readonly venue: { readonly id: string; readonly tenantId: string; readonly name: string; readonly logoUrl: string | null }
  readonly serviceAreas: ReadonlyArray<{ readonly id: string; readonly name: string; readonly authType: AuthType; readonly qrCode: string }>
  readonly sections: ReadonlyArray<demo.DemoSection>
  readonly serviceChargePercent: number
  readonly orderStates: ReadonlyArray<{ readonly id: string; readonly name: string; readonly color: string; readonly isEnd: boolean; readonly translations?: OrderStatusTranslations }>
  readonly orderTransitions: ReadonlyArray<{ readonly id: string; readonly name: string; readonly from: string; readonly to: string }>
  /** The state a settled table's open orders move to (none: tables cannot be settled). */
  readonly settledStateId?: string
  /** What diners can ask the staff for (none: no call button). */
  readonly staffRequestKinds?: ReadonlyArray<StaffRequestKind>
}

const seeds: ReadonlyArray<VenueSeed> = [
  {
    tenant: demo.demoTenant,
    venue: demo.demoVenue,
    serviceAreas: demo.demoServiceAreas,
    sections: demo.demoSections,
    serviceChargePercent: demo.demoServiceChargePercent,
    orderStates: demo.demoOrderStates,
    orderTransitions: demo.demoOrderTransitions,
    settledStateId: demo.demoSettledStateId,
    staffRequestKinds: demo.demoStaffRequestKinds,
  },
  {
    tenant: demo.otherTenant,
    venue: demo.otherVenue,
    serviceAreas: demo.otherServiceAreas,
    sections: demo.otherSections,
    serviceChargePercent: 0,
    orderStates: demo.otherOrderStates,
    orderTransitions: demo.otherOrderTransitions,
    settledStateId: `harbour-${demo.demoSettledStateId}`,
    staffRequestKinds: [{ id: "waiter", label: "Waiter" }],
  },
]

/**
 * Seeds the demo venues, each part once: a database that already holds a part keeps it as it
 * is, and a database from an older version gets the parts it lacks. `bigMenu` adds the
 * benchmarks' 2,000-dish venue (server/seed/big-menu.ts).
 */
export const seedDemoVenue = async (db: Db, { bigMenu = false }: { readonly bigMenu?: boolean } = {}): Promise<void> => {
  for (const seed of bigMenu ? [...seeds, bigMenuSeed] : seeds) {
    await seedMenu(db, seed)
    await seedMenuDetails(db, seed)
    await seedOrderFlow(db, seed)
    await db.query("update venues set service_charge_percent = $2, settled_state_id = $3, staff_request_kinds = $4::jsonb where id = $1", [
      seed.venue.id,
      seed.serviceChargePercent,
      seed.settledStateId ?? null,
      JSON.stringify(seed.staffRequestKinds ?? []),
    ])
    await db.query("insert into availability_sync (tenant_id, venue_id, updated_at, type) values ($1, $2, 0, 'seeded') on conflict do nothing", [seed.tenant.id, seed.venue.id])
  }
}

const seedMenu = async (db: Db, { tenant, venue, serviceAreas, sections }: VenueSeed): Promise<void> => {
  const existing = await db.query<{ id: string }>("select id from venues where id = $1", [venue.id])
  if (existing.length > 0) {
    // Tables added to the seed later (Table 2) reach older databases too.
    for (const area of serviceAreas) {
      await db.query("insert into service_areas (id, venue_id, name, auth_type, qr_code) values ($1, $2, $3, $4, $5) on conflict do nothing", [area.id, venue.id, area.name, area.authType, area.qrCode])
    }
    return
  }
  await db.transaction(async (tx) => {
    await tx.query("insert into tenants (id, name, currency) values ($1, $2, $3) on conflict do nothing", [tenant.id, tenant.name, tenant.currency])
    await tx.query("insert into venues (id, tenant_id, name, logo_url) values ($1, $2, $3, $4)", [venue.id, venue.tenantId, venue.name, venue.logoUrl])
    for (const area of serviceAreas) {
      await tx.query("insert into service_areas (id, venue_id, name, auth_type, qr_code) values ($1, $2, $3, $4, $5)", [area.id, venue.id, area.name, area.authType, area.qrCode])
    }
    let itemPosition = 0
    for (const [sectionPosition, section] of sections.entries()) {
      await tx.query("insert into sections (id, venue_id, name, image_url, position) values ($1, $2, $3, $4, $5)", [section.id, venue.id, section.name, section.imageUrl, sectionPosition])
      for (const item of section.items) {
        await tx.query(
          "insert into items (id, venue_id, section_id, name, description, image_url, position, variants) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)",
          [item.id, venue.id, section.id, item.name, item.description, item.imageUrl, itemPosition++, JSON.stringify(item.variants)],
        )
      }
    }
  })
}

/**
 * Dishes' details and sections' translations, for a database seeded before they existed (the
 * menu itself is kept as it is). Written only where none are yet.
 */
const seedMenuDetails = async (db: Db, { venue, sections }: VenueSeed): Promise<void> => {
  const [missing] = await db.query<{ count: number }>(
    "select count(*)::int as count from items where venue_id = $1 and details is null and id = any($2::text[])",
    [venue.id, sections.flatMap((section) => section.items.filter((item) => item.details !== undefined).map((item) => item.id))],
  )
  if (missing === undefined || missing.count === 0) return
  await db.transaction(async (tx) => {
    for (const section of sections) {
      if (section.translations !== undefined) await tx.query("update sections set translations = $2::jsonb where id = $1 and translations is null", [section.id, JSON.stringify(section.translations)])
      for (const item of section.items) {
        if (item.details !== undefined) await tx.query("update items set details = $2::jsonb where id = $1 and details is null", [item.id, JSON.stringify(item.details)])
      }
    }
  })
}

/**
 * The seed's order flow is the demo's configuration: states and moves it lacks are added, and
 * each seeded state takes the seed's place and end flag (a database from before "Served"
 * stopped ending an order gets "Paid" and a served order back on the bill), and its
 * translations when it has none yet.
 */
const seedOrderFlow = async (db: Db, { tenant, orderStates, orderTransitions }: VenueSeed): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const [position, state] of orderStates.entries()) {
      await tx.query(
        `insert into order_states (id, tenant_id, name, color, is_end, position, translations) values ($1, $2, $3, $4, $5, $6, $7::jsonb)
          on conflict (id) do update set is_end = excluded.is_end, position = excluded.position, translations = coalesce(order_states.translations, excluded.translations)`,
        [state.id, tenant.id, state.name, state.color, state.isEnd, position, state.translations === undefined ? null : JSON.stringify(state.translations)],
      )
    }
    for (const move of orderTransitions) {
      await tx.query("insert into order_transitions (id, tenant_id, name, from_state_id, to_state_id) values ($1, $2, $3, $4, $5) on conflict do nothing", [move.id, tenant.id, move.name, move.from, move.to])
    }
  })
}
