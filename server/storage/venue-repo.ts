import { Schema } from "effect"
import type { MenuItem } from "../../schema/menu"
import { ItemDetails, NameTranslations, Variant } from "../../schema/menu"
import type { VenueAnswer } from "../../schema/venue"
import { AuthType } from "../../schema/venue"
import type { Queryable } from "./db"

/** Reads of venues and menus. Rows are turned into the wire shapes of schema/ here, and only here. */

interface VenueRow {
  tenant_id: string
  tenant_name: string
  currency: string | null
  venue_id: string
  venue_name: string
  logo_url: string | null
  service_charge_percent: number
  area_id: string
  area_name: string
  auth_type: string
  qr_code: string
}

export const findVenueByQr = async (db: Queryable, qrCode: string): Promise<VenueAnswer | null> => {
  const [row] = await db.query<VenueRow>(
    `select t.id as tenant_id, t.name as tenant_name, t.currency, v.id as venue_id, v.name as venue_name, v.logo_url,
            v.service_charge_percent, a.id as area_id, a.name as area_name, a.auth_type, a.qr_code
       from service_areas a join venues v on v.id = a.venue_id join tenants t on t.id = v.tenant_id
      where a.qr_code = $1`,
    [qrCode],
  )
  if (row === undefined) return null
  return {
    venue: {
      id: row.venue_id,
      name: row.venue_name,
      logo: row.logo_url === null ? null : { url: row.logo_url },
      tenant: { id: row.tenant_id },
      serviceChargePercent: row.service_charge_percent,
    },
    selectedServiceArea: { id: row.area_id, name: row.area_name, authType: decodeAuthType(row.auth_type), qrCode: { code: row.qr_code } },
    tenant: { id: row.tenant_id, name: row.tenant_name, currency: row.currency },
  }
}

/** Every venue with its tenant's currency label (the start checks them against the card provider's currency). */
export const listVenueCurrencies = async (
  db: Queryable,
): Promise<Array<{ venueName: string; tenantId: string; currency: string | null }>> => {
  const rows = await db.query<{ venue_name: string; tenant_id: string; currency: string | null }>(
    "select v.name as venue_name, t.id as tenant_id, t.currency from venues v join tenants t on t.id = v.tenant_id order by v.id",
  )
  return rows.map((row) => ({ venueName: row.venue_name, tenantId: row.tenant_id, currency: row.currency }))
}

interface ItemRow {
  id: string
  name: string
  description: string
  image_url: string | null
  variants: unknown
  available: boolean
  section_id: string
  section_name: string
  section_image_url: string
  section_position: number
  details: unknown
  section_translations: unknown
}

const Variants = Schema.Array(Variant)
const decodeVariants = Schema.decodeUnknownSync(Variants)
const decodeAuthType = Schema.decodeUnknownSync(AuthType)
const decodeDetails = Schema.decodeUnknownSync(ItemDetails)
const decodeSectionTranslations = Schema.decodeUnknownSync(NameTranslations)

/** A venue's dishes as stored, in menu order, each with whether the kitchen offers it now. */
export interface StoredMenu {
  readonly items: ReadonlyArray<{ readonly item: MenuItem; readonly available: boolean }>
}

/** The venue's menu as stored (see `asOffered`). */
export const findStoredMenu = async (db: Queryable, venueId: string): Promise<StoredMenu> => {
  const rows = await db.query<ItemRow>(
    `select i.id, i.name, i.description, i.image_url, i.variants, i.available,
            s.id as section_id, s.name as section_name, s.image_url as section_image_url, s.position as section_position,
            i.details, s.translations as section_translations
       from items i join sections s on s.id = i.section_id
      where i.venue_id = $1
      order by s.position, i.position`,
    [venueId],
  )
  const items = rows.map((row) => {
    const sectionTranslations = row.section_translations === null ? undefined : decodeSectionTranslations(row.section_translations)
    const item: MenuItem = {
      id: row.id,
      name: row.name,
      description: row.description,
      images: row.image_url === null ? [] : [{ url: row.image_url }],
      variants: decodeVariants(row.variants),
      section: {
        id: row.section_id,
        name: row.section_name,
        images: [{ url: row.section_image_url }],
        ...(sectionTranslations === undefined ? {} : { translations: sectionTranslations }),
      },
      sectionIndex: row.section_position,
      ...(row.details === null ? {} : decodeDetails(row.details)),
    }
    return { item, available: row.available }
  })
  return { items }
}

/** The ids of the venue's dishes taken off (available = false): a few short rows, read when one is taken off or put back. */
export const findItemsTakenOff = async (db: Queryable, venueId: string): Promise<ReadonlySet<string>> =>
  new Set((await db.query<{ id: string }>("select id from items where venue_id = $1 and not available", [venueId])).map((row) => row.id))

/** A dish as the menu sends it: taken off (available = false), with every variant disabled, so the client's one rule hides it. */
export const asOffered = (item: MenuItem, available: boolean): MenuItem =>
  available ? item : { ...item, variants: item.variants.map((variant) => ({ ...variant, enabled: false })) }

export interface ServiceAreaRow {
  readonly id: string
  readonly name: string
  readonly venueId: string
  readonly venueName: string
  readonly tenantId: string
  readonly qrCode: string
  /** The table's sign-in rule (src/domain/sign-in-rule.ts). */
  readonly authType: AuthType
  readonly serviceChargePercent: number
}

export const findServiceAreaByQr = async (db: Queryable, qrCode: string): Promise<ServiceAreaRow | null> => {
  const [row] = await db.query<{
    id: string
    name: string
    venue_id: string
    venue_name: string
    tenant_id: string
    qr_code: string
    auth_type: string
    service_charge_percent: number
  }>(
    `select a.id, a.name, a.venue_id, v.name as venue_name, v.tenant_id, a.qr_code, a.auth_type, v.service_charge_percent
       from service_areas a join venues v on v.id = a.venue_id where a.qr_code = $1`,
    [qrCode],
  )
  return row === undefined
    ? null
    : {
        id: row.id,
        name: row.name,
        venueId: row.venue_id,
        venueName: row.venue_name,
        tenantId: row.tenant_id,
        qrCode: row.qr_code,
        authType: decodeAuthType(row.auth_type),
        serviceChargePercent: row.service_charge_percent,
      }
}

/** A dish as the cart needs it: its variants, and whether the kitchen still offers it. */
export interface OrderableItem {
  readonly id: string
  readonly name: string
  readonly available: boolean
  readonly variants: ReadonlyArray<Variant>
}

/** The columns of `items` an OrderableItem is made of; null where a left join found no item. */
export interface OrderableItemColumns {
  readonly id: string
  readonly name: string | null
  readonly available: boolean | null
  readonly variants: unknown
}

/** An item's row as an OrderableItem, for the repositories that read it joined to their own rows; undefined: no such item. */
export const orderableItemOf = (row: OrderableItemColumns): OrderableItem | undefined =>
  row.name === null ? undefined : { id: row.id, name: row.name, available: row.available === true, variants: decodeVariants(row.variants) }

/** A table as settling needs it: its venue's tenant and settled state (null: none configured). */
/** The state a service area's orders move to when it is settled (its venue's), or null: the venue has none. */
export const findSettledStateOfArea = async (db: Queryable, serviceAreaId: string): Promise<string | null> => {
  const [row] = await db.query<{ settled_state_id: string | null }>(
    "select v.settled_state_id from service_areas a join venues v on v.id = a.venue_id where a.id = $1",
    [serviceAreaId],
  )
  return row?.settled_state_id ?? null
}

export const findTableToSettle = async (
  db: Queryable,
  qrCode: string,
): Promise<{ id: string; venueId: string; tenantId: string; settledStateId: string | null } | null> => {
  const [table] = await db.query<{ id: string; venue_id: string; tenant_id: string; settled_state_id: string | null }>(
    "select a.id, a.venue_id, v.tenant_id, v.settled_state_id from service_areas a join venues v on v.id = a.venue_id where a.qr_code = $1",
    [qrCode],
  )
  return table === undefined
    ? null
    : { id: table.id, venueId: table.venue_id, tenantId: table.tenant_id, settledStateId: table.settled_state_id }
}
