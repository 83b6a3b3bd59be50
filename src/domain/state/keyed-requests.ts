import type { DomainEvent, KeyedRequest } from "../../../schema/events"
import { startsNewTable } from "./venue"
import type { KeyedRequestsSlice, OpenKeyedRequest } from "../state-schema"

export type { KeyedRequestsSlice, OpenKeyedRequest }

export const initialKeyedRequestsSlice: KeyedRequestsSlice = { keyedRequests: [] }

/**
 * The diner's order, join or table send whose outcome is not known yet, kept from the moment it
 * goes out (its key and body in the log first, so a reload knows it too) until an answer comes.
 * A send again with the key the log holds keeps the body first sent: the same key is the same
 * request. Another table's requests are let go with its table: their keys are that table's.
 */
export const reduceKeyedRequests = (
  state: KeyedRequestsSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<KeyedRequestsSlice> | undefined => {
  const { keyedRequests } = state
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialKeyedRequestsSlice : undefined
    case "v1.KeyedRequestSent": {
      const { key, request } = event
      const kept = keyedRequests.find((open) => open.key === key)
      const others = keyedRequests.filter((open) => open.key !== key && open.request._tag !== request._tag)
      return { keyedRequests: [...others, { key, request: kept?.request ?? request, answer: "awaited" }] }
    }
    case "v1.KeyedRequestLost":
      return { keyedRequests: keyedRequests.map((open) => (open.key === event.key ? { ...open, answer: "lost" } : open)) }
    case "v1.KeyedRequestAnswered":
      return { keyedRequests: keyedRequests.filter((open) => open.key !== event.key) }
    default:
      return undefined
  }
}

/** An open request of one kind, its body typed by its kind. */
export type OpenOf<Kind extends KeyedRequest["_tag"]> = OpenKeyedRequest & {
  readonly request: Extract<KeyedRequest, { readonly _tag: Kind }>
}

/** The open request of this kind (null: none). */
export const openKeyedRequest = <Kind extends KeyedRequest["_tag"]>(state: KeyedRequestsSlice, kind: Kind): OpenOf<Kind> | null =>
  state.keyedRequests.find((open): open is OpenOf<Kind> => open.request._tag === kind) ?? null
