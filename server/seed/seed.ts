import type { Db } from "../storage/db"
import { demoSections, demoServiceAreas, demoTenant, demoVenue } from "./demo-venue"

/** Seeds the demo venue once: a database that already holds it is left as it is. */
export const seedDemoVenue = async (db: Db): Promise<boolean> => {
  const existing = await db.query<{ id: string }>("select id from tenants where id = $1", [demoTenant.id])
  if (existing.length > 0) return false
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
  return true
}
