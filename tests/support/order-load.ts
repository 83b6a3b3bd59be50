import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { RpcError } from "../../streams/rpc"
import type { TestDiner } from "./diner"
import { operatorCall } from "./operator"

/**
 * Diners ordering as fast as they can while something breaks: each adds a dish and submits,
 * every change under an idempotency key of its own, and a call answered 503 (the declared
 * StorageUnavailable) or not answered at all is sent again with the same key, as the app's
 * queue does. Staff advance the acknowledged orders meanwhile, so the table's live feed has
 * status changes to carry. Every answer is decoded by its schema (the app's typed client).
 */
export interface LoadOutcome {
  /** Order id by the submit's idempotency key, for each submit answered 200. */
  readonly acknowledged: ReadonlyMap<string, string>
  /** Answers by status (0: no answer, the connection refused or reset). */
  readonly statuses: ReadonlyMap<number, number>
  /** Answers that are neither success nor a declared 503: what, and the call. */
  readonly unexpected: ReadonlyArray<string>
  /** When each call that succeeded was sent (ms since the epoch). */
  readonly successesSentAt: ReadonlyArray<number>
  /** When each call answered 503 or not at all was sent. */
  readonly failuresSentAt: ReadonlyArray<number>
}

export interface Load {
  /** How many calls sent at or after `at` (ms since the epoch) have succeeded. */
  successCountSince(at: number): number
  /** Stops the loops after their current call (retries included) and answers the outcome. */
  stop(): Promise<LoadOutcome>
  /** Stops the loops at once, their calls unfinished (the test failed already). */
  abandon(): Promise<void>
}

/** How long one call is retried with its key before the load gives up on it. */
const GIVE_UP_MS = 30_000

export const startLoad = (origin: string, diners: ReadonlyArray<TestDiner>): Load => {
  let stopping = false
  let abandoned = false
  const acknowledged = new Map<string, string>()
  const statuses = new Map<number, number>()
  const unexpected: string[] = []
  const successesSentAt: number[] = []
  const failuresSentAt: number[] = []
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)

  /** The call until it succeeds, the same input (and key) each time; null when it was refused. */
  const untilAnswered = async <A>(
    what: string,
    call: () => Promise<A>,
    accept: (error: unknown) => boolean = () => false,
  ): Promise<A | null> => {
    const started = Date.now()
    while (!abandoned) {
      const sentAt = Date.now()
      try {
        const answer = await call()
        count(200)
        successesSentAt.push(sentAt)
        return answer
      } catch (error) {
        const status = statusOf(error)
        count(status)
        if (accept(error)) return null
        const retryable = status === 0 || (status === 503 && tagOf(error) === "StorageUnavailable")
        if (retryable) failuresSentAt.push(sentAt)
        if (!retryable) {
          unexpected.push(`${what}: ${error instanceof Error ? error.message : String(error)}`)
          return null
        }
        if (Date.now() - started > GIVE_UP_MS) {
          unexpected.push(`${what}: no success within ${GIVE_UP_MS} ms, last ${status}`)
          abandoned = true
        } else await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    return null
  }

  const ordering = diners.map(async (diner, d) => {
    for (let i = 0; !stopping && !abandoned; i++) {
      const added = await untilAnswered(`diner ${d} add ${i}`, () =>
        diner.rpc(api.cartAdd, {
          payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 },
          idempotencyKey: `fault-add-${d}-${i}`,
        }),
      )
      if (added === null) continue
      const key = `fault-submit-${d}-${i}`
      const submitted = await untilAnswered(`diner ${d} submit ${i}`, () => diner.rpc(api.cartSubmit, { idempotencyKey: key }))
      if (submitted?._tag === "Ok") acknowledged.set(key, submitted.body.id)
      else if (submitted !== null) unexpected.push(`diner ${d} submit ${i}: answered 404`)
    }
  })

  // Staff move each acknowledged order on twice (Placed → Accepted → Preparing); a 409 (the
  // order already further on: a retried advance that had committed) is the staff's to read.
  const staff = (async () => {
    const advanced = new Map<string, number>()
    while (!stopping && !abandoned) {
      const next = [...acknowledged.values()].find((id) => (advanced.get(id) ?? 0) < 2)
      if (next === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        continue
      }
      advanced.set(next, (advanced.get(next) ?? 0) + 1)
      await untilAnswered(
        `advance ${next}`,
        async () => {
          const answer = await operatorCall(origin, operatorApi.operatorAdvance, { params: { orderId: next }, payload: {} })
          if (answer._tag === "Ok") return answer.body
          throw new OperatorAnswer(answer.status, answer._tag === "Refused" ? answer.error._tag : answer._tag)
        },
        (error) => error instanceof OperatorAnswer && error.status === 409,
      )
    }
  })()

  return {
    successCountSince: (at) => successesSentAt.filter((sentAt) => sentAt >= at).length,
    stop: async () => {
      stopping = true
      await Promise.all([...ordering, staff])
      return { acknowledged, statuses, unexpected, successesSentAt, failuresSentAt }
    },
    abandon: async () => {
      abandoned = true
      await Promise.all([...ordering, staff])
    },
  }
}

class OperatorAnswer extends Error {
  constructor(
    readonly status: number,
    readonly tag: string,
  ) {
    super(`operator answered ${status} ${tag}`)
  }
}

/** The declared error's tag of a refusal. */
const tagOf = (error: unknown): string | null => {
  if (error instanceof RpcError) return error.error?._tag ?? null
  if (error instanceof OperatorAnswer) return error.tag
  return null
}

const statusOf = (error: unknown): number => {
  if (error instanceof RpcError) return error.status ?? 0
  if (error instanceof OperatorAnswer) return error.status
  return 0
}
