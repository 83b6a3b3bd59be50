import { Result, Schema } from "effect"
import { Menu } from "../schema/menu"
import { CARRIED_ANSWER_IDS } from "../schema/table-page"
import { VenueAnswer } from "../schema/venue"

/**
 * The venue and menu of a table as the device last had them. The device keeps one copy of a
 * table's answers: the page the service worker kept for its link (src/app/sw.ts), which carries
 * them as the server drew it (server/http/page-html.ts). A table's link opens from that page
 * itself; this reads them out of it for the app's own screens (the installed app reopening the
 * last table, a table opened from the home page), offline. What is read back is decoded like an
 * answer from the network; anything else is as good as nothing kept.
 */
export interface VenueCache {
  readonly read: (qrCode: string) => Promise<KeptVenue | null>
}

export const KeptVenue = Schema.Struct({ venue: VenueAnswer, menu: Menu })
export type KeptVenue = typeof KeptVenue.Type

const decodeKept = Schema.decodeUnknownResult(KeptVenue)

/** The kept pages in the browser's Cache Storage, kept under the table's link and a language (any language's page carries the same answers). */
export const keptPagesVenueCache = (storage: CacheStorage, log: (message: string) => void): VenueCache => ({
  read: async (qrCode) => {
    try {
      const page = await storage.match(`/${encodeURIComponent(qrCode)}`, { ignoreSearch: true, ignoreVary: true })
      if (page === undefined) return null
      const html = await page.text()
      const decoded = decodeKept({ venue: carriedBody(html, CARRIED_ANSWER_IDS.venue), menu: carriedBody(html, CARRIED_ANSWER_IDS.menu) })
      return Result.isSuccess(decoded) ? decoded.success : null
    } catch (error) {
      log(`the kept venue could not be read: ${String(error)}`)
      return null
    }
  },
})

/** The body of the answer a page carries in its element `id` (the API's envelope); null: none (a large menu's page carries no whole menu). */
export const carriedBody = (html: string, id: string): unknown => {
  const text = new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1]
  if (text === undefined) return null
  const parsed: unknown = JSON.parse(text)
  return typeof parsed === "object" && parsed !== null && "body" in parsed ? parsed.body : null
}
