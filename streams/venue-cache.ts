import { Result, Schema } from "effect"
import { Menu } from "../schema/menu"
import { VenueAnswer } from "../schema/venue"

/**
 * The venue and menu answers of a table, kept on the device across visits: a repeat visit
 * paints the menu from them while the fresh answers are fetched. What is read back is
 * decoded like an answer from the network; anything else is as good as nothing kept.
 */
export interface VenueCache {
  readonly read: (qrCode: string) => Promise<KeptVenue | null>
  readonly write: (qrCode: string, kept: KeptVenue) => Promise<void>
}

export const KeptVenue = Schema.Struct({ venue: VenueAnswer, menu: Menu })
export type KeptVenue = typeof KeptVenue.Type

const decodeKept = Schema.decodeUnknownResult(KeptVenue)

/** The browser's Cache Storage: asynchronous (a large menu never blocks a frame) and per origin. */
export const cacheStorageVenueCache = (storage: CacheStorage, log: (message: string) => void): VenueCache => {
  const NAME = "tableside-venues"
  const key = (qrCode: string) => `/kept/venue/${encodeURIComponent(qrCode)}`
  return {
    read: async (qrCode) => {
      try {
        const response = await (await storage.open(NAME)).match(key(qrCode))
        if (response === undefined) return null
        const decoded = decodeKept(await response.json())
        return Result.isSuccess(decoded) ? decoded.success : null
      } catch (error) {
        log(`the kept venue could not be read: ${String(error)}`)
        return null
      }
    },
    write: async (qrCode, kept) => {
      try {
        await (
          await storage.open(NAME)
        ).put(key(qrCode), new Response(JSON.stringify(kept), { headers: { "content-type": "application/json" } }))
      } catch (error) {
        // A full disk or a private window: the next visit simply fetches.
        log(`the venue could not be kept on this device: ${String(error)}`)
      }
    },
  }
}
