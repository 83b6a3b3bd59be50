import type { AuthType } from "../../schema/venue"
import type { Queryable } from "./db"

/**
 * The seed's writes (server/seed/seed.ts decides what to seed and when). Each statement
 * leaves what a database already holds as it is, unless its comment says otherwise.
 */

export interface SeedArea {
  readonly id: string
  readonly name: string
  readonly authType: AuthType
  readonly qrCode: string
}

export const venueExists = async (db: Queryable, venueId: string): Promise<boolean> =>
  (await db.query<{ id: string }>("select id from venues where id = $1", [venueId])).length > 0

export const insertTenant = async (
  tx: Queryable,
  tenant: { readonly id: string; readonly name: string; readonly currency: string },
): Promise<void> => {
  await tx.query("insert into tenants (id, name, currency) values ($1, $2, $3) on conflict do nothing", [
    tenant.id,
    tenant.name,
    tenant.currency,
  ])
}

export const insertVenue = async (
  tx: Queryable,
  venue: { readonly id: string; readonly tenantId: string; readonly name: string; readonly logoUrl: string | null },
): Promise<void> => {
  await tx.query("insert into venues (id, tenant_id, name, logo_url) values ($1, $2, $3, $4)", [
    venue.id,
    venue.tenantId,
    venue.name,
    venue.logoUrl,
  ])
}

/** A new venue's table. */
export const insertServiceArea = async (tx: Queryable, venueId: string, area: SeedArea): Promise<void> => {
  await tx.query("insert into service_areas (id, venue_id, name, auth_type, qr_code) values ($1, $2, $3, $4, $5)", [
    area.id,
    venueId,
    area.name,
    area.authType,
    area.qrCode,
  ])
}

/** A table added to the seed after the venue was: made if missing. */
export const addMissingServiceArea = async (db: Queryable, venueId: string, area: SeedArea): Promise<void> => {
  await db.query("insert into service_areas (id, venue_id, name, auth_type, qr_code) values ($1, $2, $3, $4, $5) on conflict do nothing", [
    area.id,
    venueId,
    area.name,
    area.authType,
    area.qrCode,
  ])
}

export const insertSection = async (
  tx: Queryable,
  venueId: string,
  section: { readonly id: string; readonly name: string; readonly imageUrl: string },
  position: number,
): Promise<void> => {
  await tx.query("insert into sections (id, venue_id, name, image_url, position) values ($1, $2, $3, $4, $5)", [
    section.id,
    venueId,
    section.name,
    section.imageUrl,
    position,
  ])
}

export interface SeedItem {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly imageUrl: string | null
  readonly variants: unknown
}

export const insertItem = async (tx: Queryable, venueId: string, sectionId: string, item: SeedItem, position: number): Promise<void> => {
  await tx.query(
    "insert into items (id, venue_id, section_id, name, description, image_url, position, variants) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)",
    [item.id, venueId, sectionId, item.name, item.description, item.imageUrl, position, JSON.stringify(item.variants)],
  )
}

/** How many of these dishes of the venue have no details yet. */
export const countItemsWithoutDetails = async (db: Queryable, venueId: string, itemIds: ReadonlyArray<string>): Promise<number> => {
  const [missing] = await db.query<{ count: number }>(
    "select count(*)::int as count from items where venue_id = $1 and details is null and id = any($2::text[])",
    [venueId, [...itemIds]],
  )
  return missing?.count ?? 0
}

/** Gives a section its translations, if it has none. */
export const fillSectionTranslations = async (tx: Queryable, sectionId: string, translations: unknown): Promise<void> => {
  await tx.query("update sections set translations = $2::jsonb where id = $1 and translations is null", [
    sectionId,
    JSON.stringify(translations),
  ])
}

/** Gives a dish its details, if it has none. */
export const fillItemDetails = async (tx: Queryable, itemId: string, details: unknown): Promise<void> => {
  await tx.query("update items set details = $2::jsonb where id = $1 and details is null", [itemId, JSON.stringify(details)])
}

export interface SeedOrderState {
  readonly id: string
  readonly name: string
  readonly color: string
  readonly isEnd: boolean
  readonly translations?: unknown
}

/** Adds the state, or gives an existing one the seed's place and end flag, and its translations if it has none. */
export const upsertOrderState = async (tx: Queryable, tenantId: string, state: SeedOrderState, position: number): Promise<void> => {
  await tx.query(
    `insert into order_states (id, tenant_id, name, color, is_end, position, translations) values ($1, $2, $3, $4, $5, $6, $7::jsonb)
          on conflict (id) do update set is_end = excluded.is_end, position = excluded.position, translations = coalesce(order_states.translations, excluded.translations)`,
    [
      state.id,
      tenantId,
      state.name,
      state.color,
      state.isEnd,
      position,
      state.translations === undefined ? null : JSON.stringify(state.translations),
    ],
  )
}

export const addOrderTransition = async (
  tx: Queryable,
  tenantId: string,
  move: { readonly id: string; readonly name: string; readonly from: string; readonly to: string },
): Promise<void> => {
  await tx.query(
    "insert into order_transitions (id, tenant_id, name, from_state_id, to_state_id) values ($1, $2, $3, $4, $5) on conflict do nothing",
    [move.id, tenantId, move.name, move.from, move.to],
  )
}

/** The venue's settings as the seed has them (these are overwritten). */
export const setVenueSettings = async (
  db: Queryable,
  venueId: string,
  settings: {
    readonly serviceChargePercent: number
    readonly settledStateId: string | null
    readonly staffRequestKinds: unknown
  },
): Promise<void> => {
  await db.query("update venues set service_charge_percent = $2, settled_state_id = $3, staff_request_kinds = $4::jsonb where id = $1", [
    venueId,
    settings.serviceChargePercent,
    settings.settledStateId,
    JSON.stringify(settings.staffRequestKinds),
  ])
}

/** The venue's review link as the seed has it (null: none). */
export const setReviewUrl = async (db: Queryable, venueId: string, reviewUrl: string | null): Promise<void> => {
  await db.query("update venues set review_url = $2 where id = $1", [venueId, reviewUrl])
}

/** The venue's availability sync document, made if missing, as "seeded" at time 0. */
export const ensureAvailabilitySync = async (db: Queryable, tenantId: string, venueId: string): Promise<void> => {
  await db.query(
    "insert into availability_sync (tenant_id, venue_id, updated_at, type) values ($1, $2, 0, 'seeded') on conflict do nothing",
    [tenantId, venueId],
  )
}
