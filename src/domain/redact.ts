/**
 * What must never leave a device or reach a log in clear: an event's secret fields, and the
 * secrets an error's text may quote. Its own small module, so that the app's first script (a
 * failed source's message, streams/sources/sourced.ts) does not carry the replay with it.
 */

const REDACTED = "[redacted]"
/** Fields that may hold a secret or a person's number: never exported in clear. */
const SECRET_FIELDS = new Set(["token", "idToken", "phone", "phoneNumber", "code", "otp", "email", "clientSecret"])

/** Objects whose fields are public whatever their names: a table's `qrCode: { code }`. */
const PUBLIC_PARENTS = new Set(["qrCode"])

export const redact = (value: unknown, parent = ""): unknown => {
  if (Array.isArray(value)) return value.map((inner) => redact(inner, parent))
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_FIELDS.has(key) && inner !== null && !PUBLIC_PARENTS.has(parent) ? REDACTED : redact(inner, key),
      ]),
    )
  }
  return value
}

/**
 * A text that may quote a secret (an error's message), fit for a log: bearer tokens, JWTs,
 * Stripe client secrets (`pi_..._secret_...`) and runs of 6 or more digits (codes, phone numbers)
 * masked.
 */
export const redactSecrets = (text: string): string =>
  text
    .replace(/\bBearer\s+\S+/gi, `Bearer ${REDACTED}`)
    .replace(/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, REDACTED)
    .replace(/\b\w+_secret_\w+/g, REDACTED)
    .replace(/\d{6,}/g, REDACTED)
