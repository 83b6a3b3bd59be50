import { describe, expect, it } from "vitest"
import { loggableError } from "../../server/http/hardening"
import { redactSecrets } from "../../src/domain/redact"

/** What a failure leaves in the log: its cause, never a token, a phone number or a code. */
describe("loggableError", () => {
  it("keeps the kind, SQLSTATE code, message and stack, and drops what drivers attach", () => {
    const error = Object.assign(new Error('new row for relation "phone_sends" violates check constraint "c"'), {
      code: "23514",
      detail: "Failing row contains (1, 0771234567, 10.0.0.1).",
      params: ["0771234567", "123456"],
      query: "insert into phone_sends ...",
    })
    const logged = loggableError(error)
    expect(Object.keys(logged)).toEqual(["type", "code", "message", "stack"])
    expect(logged).toMatchObject({
      type: "Error",
      code: "23514",
      message: 'new row for relation "phone_sends" violates check constraint "c"',
    })
    expect(JSON.stringify(logged)).not.toContain("0771234567")
  })

  it("masks tokens, phone numbers and codes inside messages", () => {
    const token = "eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.c2ln"
    const text = redactSecrets(`invalid input "0771234567" with code 123456 for Bearer abc.def and ${token}`)
    expect(text).toBe('invalid input "[redacted]" with code [redacted] for Bearer [redacted] and [redacted]')
    expect(loggableError("thrown 0771234567")).toEqual({ message: "thrown [redacted]" })
    // A Stripe client secret (a PaymentIntent's, or a SetupIntent's) quoted in a message.
    expect(redactSecrets("No such payment_intent: pi_3Abc_secret_Xyz9; seti_1Q_secret_R2 too")).toBe(
      "No such payment_intent: [redacted]; [redacted] too",
    )
  })
})
