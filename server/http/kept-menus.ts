import { setImmediate } from "node:timers/promises"
import { Result, Schema } from "effect"
import { LRUCache } from "lru-cache"
import { MenuItem } from "../../schema/menu"
import { availabilityChannel } from "../live/live-bus"
import { MENU_CHANGED } from "../services/availability-service"
import { itemsTakenOff, storedMenuOf, tableByQr } from "../services/venue-service"
import type { Queryable } from "../storage/db"
import { asOffered } from "../storage/venue-repo"
import { keptAnswers, stringBytes } from "./kept-answers"

/** Bytes of menus kept at most, as their dishes' JSON: a 2,000-dish menu's is about 4.5 MB. */
export const KEPT_MENUS_MAX_BYTES = 64 * 1024 * 1024

/**
 * The menu call's answers, kept per venue as each dish's JSON as stored (checked once against
 * the schema the client decodes with, when the menu is first read) beside the ids of the dishes
 * taken off. A dish taken off or put back changes only those ids: the venue's kept menu is
 * revised in place (those ids read again, a few short rows) instead of being read, decoded,
 * checked and serialized again. For the 2,000-dish menu on PGlite that read held the event loop
 * for 250–400 ms, every diner's call waiting behind it (issue 49, item 7).
 */
export interface KeptMenus {
  /** The menu call's answer for a table, its JSON (`{"body":{"items":[...]}}`) as UTF-8 bytes; fails NoVenue for an unknown code. */
  readonly answerJson: (qrCode: string) => Promise<Buffer>
  /**
   * A dish was taken off or put back (an event on this venue's availability channel, committed):
   * its kept menu is revised; a dish changed otherwise (a price: sync type MENU_CHANGED), it is read again.
   */
  readonly availabilityChanged: (channel: string, type: string) => void
}

interface KeptMenu {
  readonly venueId: string
  /**
   * Each dish, offered, in menu order: its id and its JSON as UTF-8 bytes. Bytes, not text: the
   * answer is then put together by copying them (a millisecond for the 2,000-dish menu) where
   * joining the texts, then hashing and compressing the result, took the event loop 50 ms.
   */
  readonly dishes: ReadonlyArray<{ readonly id: string; readonly json: Buffer }>
  readonly takenOff: ReadonlySet<string>
}

const encodeItem = Schema.encodeUnknownResult(MenuItem)
/** Dishes checked and serialized per turn of the event loop when a menu is first read: other calls run between. */
const DISHES_PER_TURN = 200

/**
 * Which venue a table's code names, kept a minute: a kept menu's answer then asks the database
 * nothing. A table never moves to another venue while the server runs; a minute bounds how long
 * a table removed from the database by hand still gets its venue's menu.
 */
const TABLES_KEPT = 10_000
const TABLE_KEPT_MS = 60_000

export const keptMenus = (db: Queryable): KeptMenus => {
  // Keyed by the venue's availability channel, which names what a menu depends on.
  const menus = keptAnswers<KeptMenu>(KEPT_MENUS_MAX_BYTES, (menu) =>
    menu.dishes.reduce((bytes, dish) => bytes + dish.json.length + stringBytes(dish.id), 0),
  )
  const tables = new LRUCache<string, { readonly tenantId: string; readonly venueId: string }>({ max: TABLES_KEPT, ttl: TABLE_KEPT_MS })
  const tableOf = async (qrCode: string) => {
    const kept = tables.get(qrCode)
    if (kept !== undefined) return kept
    const { tenantId, venueId } = await tableByQr(db, qrCode)
    tables.set(qrCode, { tenantId, venueId })
    return { tenantId, venueId }
  }
  const read = async (venueId: string): Promise<KeptMenu> => {
    const stored = await storedMenuOf(db, venueId)
    const dishes: Array<KeptMenu["dishes"][number]> = []
    for (const { item } of stored.items) {
      if (dishes.length > 0 && dishes.length % DISHES_PER_TURN === 0) await setImmediate()
      dishes.push({ id: item.id, json: dishJson(item) })
    }
    return { venueId, dishes, takenOff: new Set(stored.items.filter(({ available }) => !available).map(({ item }) => item.id)) }
  }
  return {
    answerJson: async (qrCode) => {
      const table = await tableOf(qrCode)
      const menu = await menus.answer(availabilityChannel(table.tenantId, table.venueId), () => read(table.venueId))
      // read answers a menu or fails: kept-answers only answers null for a make that did.
      if (menu === null) throw new Error(`no menu was made for venue ${table.venueId}`)
      return answerJson(menu)
    },
    availabilityChanged: (channel, type) =>
      menus.revise(channel, async (menu) =>
        type === MENU_CHANGED ? read(menu.venueId) : { ...menu, takenOff: await itemsTakenOff(db, menu.venueId) },
      ),
  }
}

/** A dish's JSON, checked against the schema the client decodes it with. */
const dishJson = (item: MenuItem): Buffer => {
  const encoded = encodeItem(item)
  if (Result.isFailure(encoded)) throw new Error(`the menu's dish ${item.id} does not match its schema: ${encoded.failure.message}`)
  return Buffer.from(JSON.stringify(encoded.success))
}

const OPENING = Buffer.from('{"body":{"items":[')
const COMMA = Buffer.from(",")
const CLOSING = Buffer.from("]}}")

/** The answer: each dish's JSON as kept, a dish taken off with its variants disabled (`asOffered`). */
const answerJson = (menu: KeptMenu): Buffer => {
  const parts: Buffer[] = [OPENING]
  for (const { id, json } of menu.dishes) {
    if (parts.length > 1) parts.push(COMMA)
    // Sound: the JSON of an encoded MenuItem, whose encoded shape is its decoded one (no field transforms).
    parts.push(menu.takenOff.has(id) ? Buffer.from(JSON.stringify(asOffered(JSON.parse(json.toString()) as MenuItem, false))) : json)
  }
  parts.push(CLOSING)
  return Buffer.concat(parts)
}
