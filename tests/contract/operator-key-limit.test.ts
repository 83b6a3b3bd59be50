import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operatorApi } from "../../schema/operator-api"
import { OPERATOR_FAILURE_WINDOW_MS, OPERATOR_FAILURES_PER_WINDOW } from "../../server/services/operator-guard"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { operatorCall } from "../support/operator"
import { startTestServer } from "../support/test-server"

/**
 * Guessing the operator key: wrong keys are counted per network in the database, so after
 * OPERATOR_FAILURES_PER_WINDOW of them every operator call from that network is refused with
 * 429 and Retry-After, on every instance (on PostgreSQL a second instance shares the count), the
 * right key too, until the window has passed.
 */
describe.each(testDatabases())("wrong operator keys on $name", (database) => {
  let clock = Date.now()
  const servers: RunningServer[] = []
  beforeAll(async () => {
    const location = await database.location()
    servers.push(await startTestServer({ db: location, now: () => clock }))
    // PGlite is one process on one database: there the one instance is both.
    if (location.kind === "postgres") servers.push(await startTestServer({ db: location, now: () => clock }))
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await database.drop()
  })
  const first = () => servers[0]?.origin ?? ""
  const second = () => servers.at(-1)?.origin ?? ""

  it("takes the right key from a network that sent a few wrong ones", async () => {
    for (let i = 0; i < OPERATOR_FAILURES_PER_WINDOW - 1; i++)
      expect((await operatorCall(first(), operatorApi.operatorRequests, { query: {} }, `a-typo-${i}-0123456789`)).status).toBe(401)
    expect((await operatorCall(second(), operatorApi.operatorRequests, { query: {} })).status).toBe(200)
    // A new window for the test below.
    clock += OPERATOR_FAILURE_WINDOW_MS + 1_000
  })

  it("refuses every operator call from a network that sent too many wrong keys, with 429 and Retry-After, on every instance, until the window passes", async () => {
    const answerOf = async (origin: string, key: string) => {
      const answer = await operatorCall(origin, operatorApi.operatorRequests, { query: {} }, key)
      return answer._tag === "Refused" ? `${answer.status} ${answer.error._tag}` : `${answer.status}`
    }
    // Concurrent guesses on both instances: each wrong key counts once, atomically.
    const guesses = await Promise.all(
      Array.from({ length: OPERATOR_FAILURES_PER_WINDOW }, (_unused, i) =>
        answerOf(i % 2 === 0 ? first() : second(), `wrong-key-${i}-0123456789`),
      ),
    )
    expect(guesses).toEqual(Array.from({ length: OPERATOR_FAILURES_PER_WINDOW }, () => "401 NotOperator"))

    const response = await fetch(`${second()}${operatorApi.operatorRequests.path}`, {
      headers: { "x-operator-key": "one-more-wrong-key-012345" },
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(OPERATOR_FAILURE_WINDOW_MS / 1000)
    expect(((await response.json()) as { error: { _tag: string } }).error._tag).toBe("OperatorLimited")
    // The right key too: an answer must not tell a right guess from a wrong one.
    expect(await answerOf(first(), "test-operator-key-0123456789")).toBe("429 OperatorLimited")
    expect(await answerOf(second(), "test-operator-key-0123456789")).toBe("429 OperatorLimited")

    clock += OPERATOR_FAILURE_WINDOW_MS + 1_000
    expect(await answerOf(second(), "test-operator-key-0123456789")).toBe("200")
    expect(await answerOf(first(), "a-wrong-key-again-0123456")).toBe("401 NotOperator")
  })
})
