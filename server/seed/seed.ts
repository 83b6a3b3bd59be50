import type { OrderStatusTranslations } from "../../schema/order"
import type { StaffRequestKind } from "../../schema/staff-request"
import type { AuthType } from "../../schema/venue"
import type { Db } from "../storage/db"
import {
  addMissingServiceArea,
  addOrderTransition,
  countItemsWithoutDetails,
  ensureAvailabilitySync,
  fillItemDetails,
  fillSectionTranslations,
  insertItem,
  insertSection,
  insertServiceArea,
  insertTenant,
  insertVenue,
  setReviewUrl,
  setVenueSettings,
  upsertOrderState,
  venueExists,
} from "../storage/seed-repo"
import { setTableCartAreas } from "../storage/table-cart-repo"
import { seedStaffEmails } from "../storage/staff-repo"
import { bigMenuSeed } from "./big-menu"
import * as demo from "./demo-venue"

/** Everything one venue needs to be served: its tenant, menu, tables and order flow. */
export interface VenueSeed {
  readonly tenant: { readonly id: string; readonly name: string; readonly currency: string }
  readonly venue: { readonly id: string; readonly tenantId: string; readonly name: string; readonly logoUrl: string | null }
  readonly serviceAreas: ReadonlyArray<{ readonly id: string; readonly name: string; readonly authType: AuthType; readonly qrCode: string }>
  readonly sections: ReadonlyArray<demo.DemoSection>
  readonly serviceChargePercent: number
  readonly orderStates: ReadonlyArray<{
    readonly id: string
    readonly name: string
    readonly color: string
    readonly isEnd: boolean
    readonly translations?: OrderStatusTranslations
  }>
  readonly orderTransitions: ReadonlyArray<{ readonly id: string; readonly name: string; readonly from: string; readonly to: string }>
  /** The state a settled table's open orders move to (none: tables cannot be settled). */
  readonly settledStateId?: string
  /** What diners can ask the staff for (none: no call button). */
  readonly staffRequestKinds?: ReadonlyArray<StaffRequestKind>
  /** The venue's public review page (schema/venue.ts ReviewUrl), offered with every receipt; none: no link. */
  readonly reviewUrl?: string
  /** The tables (service area ids) offering "Order together"; the others do not. */
  readonly tableCartAreaIds?: ReadonlyArray<string>
  /** The e-mails on the venue's staff list, when it lists no one yet (the staff screen's demo sign-in). */
  readonly staffEmails?: ReadonlyArray<string>
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
    reviewUrl: demo.demoReviewUrl,
    tableCartAreaIds: demo.demoServiceAreas.map((area) => area.id),
    staffEmails: [demo.demoStaffEmail],
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
    staffEmails: [demo.otherStaffEmail],
  },
]

/**
 * Seeds the demo venues, each part once: a database that already holds a part keeps it as it
 * is, and a database from an older version gets the parts it lacks. `bigMenu` adds the
 * benchmarks' 2,000-dish venue (server/seed/big-menu.ts).
 */
export const seedDemoVenue = async (
  db: Db,
  {
    bigMenu = false,
    reviewLinks = true,
  }: {
    readonly bigMenu?: boolean
    /** false: a database migrated only as far as before the venues' review links and staff lists (migrations 23, 24), as a migration's test fills it. */
    readonly reviewLinks?: boolean
  } = {},
): Promise<void> => {
  for (const seed of bigMenu ? [...seeds, bigMenuSeed] : seeds) {
    await seedMenu(db, seed)
    await seedMenuDetails(db, seed)
    await seedOrderFlow(db, seed)
    await setVenueSettings(db, seed.venue.id, {
      serviceChargePercent: seed.serviceChargePercent,
      settledStateId: seed.settledStateId ?? null,
      staffRequestKinds: seed.staffRequestKinds ?? [],
    })
    if (reviewLinks) await setReviewUrl(db, seed.venue.id, seed.reviewUrl ?? null)
    if (reviewLinks) await seedStaffEmails(db, seed.venue.id, seed.staffEmails ?? [])
    await setTableCartAreas(db, seed.venue.id, seed.tableCartAreaIds ?? [])
    await ensureAvailabilitySync(db, seed.tenant.id, seed.venue.id)
  }
}

const seedMenu = async (db: Db, { tenant, venue, serviceAreas, sections }: VenueSeed): Promise<void> => {
  if (await venueExists(db, venue.id)) {
    // Tables added to the seed later (Table 2) reach older databases too.
    for (const area of serviceAreas) {
      await addMissingServiceArea(db, venue.id, area)
    }
    return
  }
  await db.transaction(async (tx) => {
    await insertTenant(tx, tenant)
    await insertVenue(tx, venue)
    for (const area of serviceAreas) await insertServiceArea(tx, venue.id, area)
    let itemPosition = 0
    for (const [sectionPosition, section] of sections.entries()) {
      await insertSection(tx, venue.id, section, sectionPosition)
      for (const item of section.items) await insertItem(tx, venue.id, section.id, item, itemPosition++)
    }
  })
}

/**
 * Dishes' details and sections' translations, for a database seeded before they existed (the
 * menu itself is kept as it is). Written only where none are yet.
 */
const seedMenuDetails = async (db: Db, { venue, sections }: VenueSeed): Promise<void> => {
  const withDetails = sections.flatMap((section) => section.items.filter((item) => item.details !== undefined).map((item) => item.id))
  if ((await countItemsWithoutDetails(db, venue.id, withDetails)) === 0) return
  await db.transaction(async (tx) => {
    for (const section of sections) {
      if (section.translations !== undefined) await fillSectionTranslations(tx, section.id, section.translations)
      for (const item of section.items) {
        if (item.details !== undefined) await fillItemDetails(tx, item.id, item.details)
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
      await upsertOrderState(tx, tenant.id, state, position)
    }
    for (const move of orderTransitions) {
      await addOrderTransition(tx, tenant.id, move)
    }
  })
}
