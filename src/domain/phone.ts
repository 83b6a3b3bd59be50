/** Phone and code rules of spec section 5. */

export const PHONE_DIGITS = 10
export const OTP_LENGTH = 6

/** What the phone field keeps of any input: digits only, at most 10. */
export const phoneDigits = (input: string): string => input.replace(/\D/g, "").slice(0, PHONE_DIGITS)

/**
 * Shown grouped 4-3-3 with spaces: "0771234567" → "0771 234 567". A number that is not digits
 * (redacted in an exported log, src/domain/replay.ts) is shown as it is.
 */
export const formatPhone = (digits: string): string =>
  /^\d*$/.test(digits)
    ? [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7, PHONE_DIGITS)].filter((group) => group !== "").join(" ")
    : digits

/** Sendable only when exactly 10 digits starting with 0. */
export const isPhoneSubmittable = (digits: string): boolean => /^0\d{9}$/.test(digits)

/** What the code field keeps of any input: at most 6 characters. */
export const otpInput = (input: string): string => input.slice(0, OTP_LENGTH)

/** A code may be sent when it is non-empty after trimming, at most 6 characters. */
export const isOtpSubmittable = (code: string): boolean => code.trim().length > 0 && code.length <= OTP_LENGTH
