import type { CallInput, CallSpec } from "../../schema/api"
import { sendCall, type CallAnswer } from "../../schema/call-http"
import { type staffApi } from "../../schema/staff-api"

/**
 * The staff screen's calls (schema/staff-api.ts) as tests make them: through the same
 * request/decode pair as the CLI (schema/call-http.ts), with a Firebase ID token from the Auth
 * emulator (a TestDiner signed in with a Google e-mail is a staff member's account) or none.
 */
export const staffCall = <S extends CallSpec>(
  origin: string,
  spec: S,
  input: CallInput<S>,
  token: string | null,
): Promise<CallAnswer<S["answer"]["Type"]>> =>
  sendCall(fetch, origin, spec, input, token === null ? {} : { authorization: `Bearer ${token}` })

/** A staff call that must succeed: its answer's body, or a failure naming what came back. */
export const staffDo = async <S extends CallSpec>(
  origin: string,
  spec: S,
  input: CallInput<S>,
  token: string,
): Promise<S["answer"]["Type"]> => {
  const answer = await staffCall(origin, spec, input, token)
  if (answer._tag === "Ok") return answer.body
  throw new Error(
    `${spec.method} ${spec.path} answered ${answer.status}: ${answer._tag === "Refused" ? `${answer.error._tag} ${answer.messages.join(" ")}` : answer.reason}`,
  )
}

/** The demo venue and its seeded staff member (server/seed/demo-venue.ts). */
export const DEMO_VENUE_ID = "venue-lotus-colombo"
export const DEMO_STAFF_EMAIL = "staff@tableside.test"
export const HARBOUR_VENUE_ID = "venue-harbour-galle"
export const HARBOUR_STAFF_EMAIL = "staff@harbour.test"
export const HARBOUR_TABLE = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" } as const

/** Input of every staff call that gets past access to its handler (the targets need not exist: access comes first). */
export const STAFF_VALID: { readonly [K in keyof typeof staffApi]: CallInput<(typeof staffApi)[K]> } = {
  staffVenues: {},
  staffOrders: { params: { venueId: DEMO_VENUE_ID }, query: {} },
  staffAdvance: { params: { venueId: DEMO_VENUE_ID, orderId: "no-such-order" }, payload: {} },
  staffRequests: { params: { venueId: DEMO_VENUE_ID }, query: {} },
  staffAcknowledge: { params: { venueId: DEMO_VENUE_ID, requestId: "no-such-request" } },
  staffMenu: { params: { venueId: DEMO_VENUE_ID } },
  staffAvailability: { params: { venueId: DEMO_VENUE_ID, itemId: "no-such-dish" }, payload: { available: true } },
  staffPrice: { params: { venueId: DEMO_VENUE_ID, itemId: "no-such-dish" }, payload: { variantId: "v", price: 100 } },
  staffTables: { params: { venueId: DEMO_VENUE_ID } },
  staffSettle: { params: { venueId: DEMO_VENUE_ID, qrCode: "no-such-table" } },
  staffPayments: { params: { venueId: DEMO_VENUE_ID }, query: {} },
  staffRefund: { params: { venueId: DEMO_VENUE_ID, receiptNumber: "R-999999" } },
  staffFeedback: { params: { venueId: DEMO_VENUE_ID } },
  staffActions: { params: { venueId: DEMO_VENUE_ID } },
}
