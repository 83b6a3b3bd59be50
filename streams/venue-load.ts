import { api } from "../schema/api"
import type { DomainEvent } from "../schema/events"
import { RpcError, type Rpc } from "./rpc"

/**
 * Loads the venue behind a QR code, then its menu, and reports what happened as events.
 * Failures become a VenueLoadFailed event with a reason a diner can read; nothing throws.
 */
export async function* loadVenue(rpc: Rpc, qrCode: string): AsyncGenerator<DomainEvent> {
  yield { _tag: "v1.VenueLoadStarted", qrCode }
  try {
    const [venue, menu] = await Promise.all([rpc(api.venueByQr, { params: { qrCode } }), rpc(api.menuPick, { params: { qrCode } })])
    if (venue._tag === "NotFound" || menu._tag === "NotFound") {
      yield { _tag: "v1.VenueLoadFailed", reason: `No venue uses the table code '${qrCode}'. Check the code on your table's QR card.` }
      return
    }
    yield { _tag: "v1.VenueLoaded", answer: venue.body }
    yield { _tag: "v1.MenuReplaced", menu: menu.body }
  } catch (error) {
    yield { _tag: "v1.VenueLoadFailed", reason: describe(error) }
  }
}

const describe = (error: unknown): string =>
  error instanceof RpcError && error.kind === "network"
    ? "We could not reach the venue. Check your connection and try again."
    : "The venue could not be loaded. Please try again in a moment."
