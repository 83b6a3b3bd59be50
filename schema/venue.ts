import { Schema } from "effect"
import { Id, Image, QrCode } from "./ids"

/**
 * How a service area lets a diner in. PLAIN: anyone (anonymous sign-in is enough).
 * AUTHENTICATE: a Google account is needed. AUTHENTICATE_WITH_PHONE_VERIFY: a Google
 * account and a phone number verified by SMS code.
 */
export const AuthType = Schema.Literals(["PLAIN", "AUTHENTICATE", "AUTHENTICATE_WITH_PHONE_VERIFY"])
export type AuthType = typeof AuthType.Type

/**
 * The venue's public review page (its Google listing's "write a review" link, say), a venue
 * setting: offered to every diner after paying, whatever their feedback (Google's rules forbid
 * asking only the happy ones). An absolute https URL, nothing else: it becomes a link's href.
 */
export const ReviewUrl = Schema.String.check(
  Schema.isMaxLength(500),
  // A host of named labels (its last all letters: never read as an IPv4 address), then any path
  // without spaces or control characters: every such text parses as a URL.
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  Schema.isPattern(/^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}([/?#][^\s\u0000-\u001F\u007F]*)?$/u, {
    expected: "an https:// URL",
  }),
  Schema.makeFilter(isHttpsUrl, { expected: "an https:// URL" }),
)
export type ReviewUrl = typeof ReviewUrl.Type

export const Tenant = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** Label shown before amounts; null means the default ('Rs.'). */
  currency: Schema.NullOr(Schema.String),
})
export type Tenant = typeof Tenant.Type

export const Venue = Schema.Struct({
  id: Id,
  name: Schema.String,
  logo: Schema.NullOr(Image),
  tenant: Schema.Struct({ id: Id }),
  /**
   * The service charge on a cart's subtotal, in whole percent, so that totals say it ("Service
   * charge (10%)"). Optional: a venue platform that does not say it leaves the label plain.
   */
  serviceChargePercent: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100 }))),
})
export type Venue = typeof Venue.Type

export const ServiceArea = Schema.Struct({
  id: Id,
  name: Schema.String,
  authType: AuthType,
  qrCode: Schema.Struct({ code: QrCode }),
})
export type ServiceArea = typeof ServiceArea.Type

/** What `GET /api/venue/{qrCode}` answers inside `body`. */
export const VenueAnswer = Schema.Struct({
  venue: Venue,
  selectedServiceArea: ServiceArea,
  tenant: Tenant,
})
export type VenueAnswer = typeof VenueAnswer.Type

/** Whether the URL parses, as https (try, not URL.canParse: older phones' browsers lack it). */
function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === "https:"
  } catch {
    return false
  }
}
