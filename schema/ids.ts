import { Schema } from "effect"
import { isWellFormedText } from "./text"

/**
 * Ids are opaque, non-empty strings chosen by the venue platform, well-formed (schema/text.ts)
 * and without control characters (a NUL, a newline, C1 codes): the databases refuse some of
 * them, and no platform's id has any.
 */
export const Id = Schema.String.check(
  isWellFormedText,
  Schema.isMinLength(1),
  Schema.isMaxLength(128),
  // The control characters (Unicode's Cc: C0, DEL and C1) spelled out, not as `\P{Cc}`: a class
  // that ECMA-262, JSON Schema validators and Postman all read alike. Generators (property
  // tests) draw ids as any text, kept when it passes, not from this pattern.
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  Schema.isPattern(/^[^\u0000-\u001F\u007F-\u009F]*$/u, { expected: "an id without control characters", arbitraryConstraint: {} }),
)
export type Id = typeof Id.Type

/** The code printed in a table's QR link: `/{qrCode}`. Letters, digits, `-` and `_` only. */
export const QrCode = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_-]+$/u))
export type QrCode = typeof QrCode.Type

/** An image reference; the app shows it from `/img/{url}`. */
export const Image = Schema.Struct({ url: Schema.String.check(Schema.isMinLength(1)) })
export type Image = typeof Image.Type
