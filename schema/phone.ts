import { Schema } from "effect"

/** A phone number as the server takes it: exactly 10 digits starting with 0. */
export const PhoneNumber = Schema.String.check(Schema.isPattern(/^0\d{9}$/))

/** A verification code as typed: 1 to 6 characters. */
export const VerificationCode = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(6))

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
