import type { Db } from "../storage/db"
import { demoOrderStates, demoOrderTransitions, demoSections, demoServiceAreas, demoServiceChargePercent, demoTenant, demoVenue } from "./demo-venue"

/**
 * Seeds the demo venue, each part once: a database that already holds a part keeps it as it
 * is, and a database from an older version gets the parts it lacks.
 */
export const seedDemoVenue = async (db: Db): Promise<void> => {
  await seedMenu(db)
  await seedOrderFlow(db)
  await db.query("update venues set service_charge_percent = $2 where id = $1", [demoVenue.id, demoServiceChargePercent])
  await db.query("insert into availability_sync (tenant_id, venue_id, updated_at, type) values ($1, $2, 0, 'seeded') on conflict do nothing", [demoTenant.id, demoVenue.id])
}

const seedOrderFlow = async (db: Db): Promise<void> => {
  const existing = await db.query<{ id: string }>("select id from order_states where tenant_id = $1 limit 1", [demoTenant.id])
  if (existing.length > 0) return
  await db.transaction(async (tx) => {
    for (const [position, state] of demoOrderStates.entries()) {
      await tx.query("insert into order_states (id, tenant_id, name, color, is_end, position) values ($1, $2, $3, $4, $5, $6)", [state.id, demoTenant.id, state.name, state.color, state.isEnd, position])
    }
    for (const move of demoOrderTransitions) {
      await tx.query("insert into order_transitions (id, tenant_id, name, from_state_id, to_state_id) values ($1, $2, $3, $4, $5)", [move.id, demoTenant.id, move.name, move.from, move.to])
    }
  })
}

const seedMenu = async (db: Db): Promise<void> => {
  const existing = await db.query<{ id: string }>("select id from tenants where id = $1", [demoTenant.id])
  if (existing.length > 0) return
  await db.transaction(async (tx) => {
    await tx.query("insert into tenants (id, name, currency) values ($1, $2, $3)", [demoTenant.id, demoTenant.name, demoTenant.currency])
    await tx.query("insert into venues (id, tenant_id, name, logo_url) values ($1, $2, $3, $4)", [demoVenue.id, demoVenue.tenantId, demoVenue.name, demoVenue.logoUrl])
    for (const area of demoServiceAreas) {
      await tx.query("insert into service_areas (id, venue_id, name, auth_type, qr_code) values ($1, $2, $3, $4, $5)", [area.id, demoVenue.id, area.name, area.authType, area.qrCode])
    }
    let itemPosition = 0
    for (const [sectionPosition, section] of demoSections.entries()) {
      await tx.query("insert into sections (id, venue_id, name, image_url, position) values ($1, $2, $3, $4, $5)", [section.id, demoVenue.id, section.name, section.imageUrl, sectionPosition])
      for (const item of section.items) {
        await tx.query(
          "insert into items (id, venue_id, section_id, name, description, image_url, position, variants) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)",
          [item.id, demoVenue.id, section.id, item.name, item.description, item.imageUrl, itemPosition++, JSON.stringify(item.variants)],
        )
      }
    }
  })
}
