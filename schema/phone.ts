import { Schema } from "effect"

/** A phone number as the server takes it: exactly 10 digits starting with 0. */
export const PhoneNumber = Schema.String.check(Schema.isPattern(/^0[0-9]{9}$/u, { expected: "10 digits starting with 0" }))

/**
 * A verification code: the 6 digits sent. Anything else is refused (400) before it is checked,
 * so it never spends one of the code's tries.
 */
export const VerificationCode = Schema.String.check(Schema.isPattern(/^[0-9]{6}$/u, { expected: "a code of 6 digits" }))

export const PhoneSendAnswer = Schema.Struct({
  success: Schema.Boolean,
  /** How long before another code may be asked for this phone. */
  resendAfterSeconds: Schema.Number.check(Schema.isInt()),
  /** How long the code stays valid. */
  expiresInSeconds: Schema.Number.check(Schema.isInt()),
})
export type PhoneSendAnswer = typeof PhoneSendAnswer.Type

export const PhoneVerifyAnswer = Schema.Struct({
  success: Schema.Boolean,
  phoneNumber: PhoneNumber,
})
export type PhoneVerifyAnswer = typeof PhoneVerifyAnswer.Type
