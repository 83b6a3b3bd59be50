import type { ChargeOutcome, ChargeRequest, PaymentProvider } from "../../server/payments/payment-provider"

/**
 * A real provider (the demo, or the Stripe adapter against its double) with the moments a test
 * needs around it, for what the test is about, the server's side: a charge held at the provider
 * until the test lets it go, an answer lost after the provider did the work, and a ledger of what
 * the provider was asked (each charge's key and outcome, each refund's key).
 */
export interface GatedProvider extends PaymentProvider {
  /** The next charge waits at the provider: `started` once it is there, until `release()`. */
  hold(): { readonly started: Promise<void>; readonly release: () => void }
  /** The next `count` calls of this kind (charges unless told) are made, and their answers lost on the way back (the port throws). */
  loseNext(count: number, call?: "charge" | "confirm" | "refund"): void
  readonly charges: ReadonlyArray<{ readonly key: string; readonly amount: number; readonly outcome: ChargeOutcome["_tag"] }>
  readonly refunds: ReadonlyArray<string>
}

export const gated = (inner: PaymentProvider): GatedProvider => {
  const charges: Array<{ key: string; amount: number; outcome: ChargeOutcome["_tag"] }> = []
  const refunds: string[] = []
  let held: { arrived: () => void; gate: Promise<void> } | null = null
  const losing = { charge: 0, confirm: 0, refund: 0 }
  /** Throws as a lost answer does when this kind of call is to lose its answer. */
  const answerLost = (call: keyof typeof losing) => {
    if (losing[call] === 0) return
    losing[call] -= 1
    throw new Error("socket hang up")
  }
  return {
    ...inner,
    charges,
    refunds,
    hold: () => {
      let arrived = () => undefined as void
      let release = () => undefined as void
      const started = new Promise<void>((resolve) => (arrived = resolve))
      const gate = new Promise<void>((resolve) => (release = resolve))
      held = { arrived, gate }
      return { started, release }
    },
    loseNext: (count, call = "charge") => {
      losing[call] = count
    },
    charge: async (request: ChargeRequest) => {
      const waiting = held
      held = null
      if (waiting !== null) {
        waiting.arrived()
        await waiting.gate
      }
      const outcome = await inner.charge(request)
      charges.push({ key: request.idempotencyKey, amount: request.amount, outcome: outcome._tag })
      answerLost("charge")
      return outcome
    },
    confirm: async (ref, key) => {
      const outcome = await inner.confirm(ref, key)
      answerLost("confirm")
      return outcome
    },
    refund: async (ref, key) => {
      await inner.refund(ref, key)
      refunds.push(key)
      answerLost("refund")
    },
  }
}
