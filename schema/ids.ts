import { Schema } from "effect"

/**
 * Ids are opaque, non-empty strings chosen by the venue platform, without control characters
 * (a NUL, a newline, C1 codes): the databases refuse some of them, and no platform's id has any.
 */
export const Id = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(128),
  // Generators (property tests) draw ids as any text, kept when it passes, not from this pattern.
  Schema.isPattern(/^\P{Cc}*$/u, { expected: "an id without control characters", arbitraryConstraint: {} }),
)
export type Id = typeof Id.Type

/** The code printed in a table's QR link: `/{qrCode}`. Letters, digits, `-` and `_` only. */
export const QrCode = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(64),
  Schema.isPattern(/^[A-Za-z0-9_-]+$/),
)
export type QrCode = typeof QrCode.Type

/** An image reference; the app shows it from `/img/{url}`. */
export const Image = Schema.Struct({ url: Schema.String.check(Schema.isMinLength(1)) })
export type Image = typeof Image.Type
