import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operatorApi } from "../../schema/operator-api"
import { OPERATOR_FAILURE_WINDOW_MS, OPERATOR_FAILURES_PER_WINDOW } from "../../server/services/operator-guard"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { startTestServer, TEST_OPERATOR_KEY } from "../support/test-server"

/**
 * Guessing the operator key: wrong keys are counted per network in the database (on PostgreSQL
 * a second instance shares the count); beyond OPERATOR_FAILURES_PER_WINDOW of them a network's
 * wrong keys answer 429 with Retry-After until the window has passed. The right key is always
 * admitted: diners and staff share the venue's network, and a burst of wrong keys must not lock
 * the staff out. Every operator answer names the allowance (RateLimit-* headers).
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
  const windowSeconds = OPERATOR_FAILURE_WINDOW_MS / 1000

  it("names the allowance of wrong keys on every operator answer, the right key's and a wrong one's", async () => {
    expect(await ask(first(), TEST_OPERATOR_KEY)).toMatchObject({
      answer: "200",
      limit: String(OPERATOR_FAILURES_PER_WINDOW),
      remaining: String(OPERATOR_FAILURES_PER_WINDOW),
      reset: "0",
      policy: `${OPERATOR_FAILURES_PER_WINDOW};w=${windowSeconds}`,
    })
    const wrong = await ask(first(), "a-typo-in-the-key-0123456789-abcdefgh")
    expect(wrong).toMatchObject({ answer: "401 NotOperator", remaining: String(OPERATOR_FAILURES_PER_WINDOW - 1) })
    expect(Number(wrong.reset)).toBeGreaterThan(0)
    expect(Number(wrong.reset)).toBeLessThanOrEqual(windowSeconds)
    // Counted in the database: the other instance tells the same, and the right key costs nothing.
    expect(await ask(second(), TEST_OPERATOR_KEY)).toMatchObject({ answer: "200", remaining: String(OPERATOR_FAILURES_PER_WINDOW - 1) })
    expect(await ask(second(), TEST_OPERATOR_KEY)).toMatchObject({ answer: "200", remaining: String(OPERATOR_FAILURES_PER_WINDOW - 1) })
    // A new window for the test below.
    clock += OPERATOR_FAILURE_WINDOW_MS + 1_000
  })

  it("answers a network's wrong keys beyond the allowance 429 with Retry-After, on every instance, yet always admits the right key", async () => {
    // Concurrent guesses on both instances: each wrong key counts once, atomically.
    const guesses = await Promise.all(
      Array.from({ length: OPERATOR_FAILURES_PER_WINDOW }, (_unused, i) =>
        ask(i % 2 === 0 ? first() : second(), `wrong-key-${i}-0123456789-abcdefghijkl`),
      ),
    )
    expect(guesses.map((guess) => guess.answer)).toEqual(Array.from({ length: OPERATOR_FAILURES_PER_WINDOW }, () => "401 NotOperator"))
    expect(guesses.map((guess) => Number(guess.remaining)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: OPERATOR_FAILURES_PER_WINDOW }, (_unused, i) => i),
    )

    const refused = await ask(second(), "one-more-wrong-key-0123456789-abcdefg")
    expect(refused).toMatchObject({ answer: "429 OperatorLimited", remaining: "0" })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(windowSeconds)
    // The staff, on the same network as the guesser, are not locked out, on either instance.
    expect(await ask(first(), TEST_OPERATOR_KEY)).toMatchObject({ answer: "200", remaining: "0" })
    expect(await ask(second(), TEST_OPERATOR_KEY)).toMatchObject({ answer: "200", remaining: "0" })
    // Nor does the right key give the guesser a fresh allowance.
    expect((await ask(first(), "and-another-wrong-key-0123456789-abc")).answer).toBe("429 OperatorLimited")

    clock += OPERATOR_FAILURE_WINDOW_MS + 1_000
    expect(await ask(first(), "a-wrong-key-again-0123456789-abcdefgh")).toMatchObject({
      answer: "401 NotOperator",
      remaining: String(OPERATOR_FAILURES_PER_WINDOW - 1),
    })
  })
})

/** An operator call with this key: its status (and error tag), and the headers that name the allowance. */
const ask = async (origin: string, key: string) => {
  const response = await fetch(`${origin}${operatorApi.operatorRequests.path}`, { headers: { "x-operator-key": key } })
  const body = (await response.json()) as { readonly error?: { readonly _tag: string } }
  return {
    answer: body.error === undefined ? `${response.status}` : `${response.status} ${body.error._tag}`,
    limit: response.headers.get("ratelimit-limit"),
    remaining: response.headers.get("ratelimit-remaining"),
    reset: response.headers.get("ratelimit-reset"),
    policy: response.headers.get("ratelimit-policy"),
    retryAfter: response.headers.get("retry-after"),
  }
}
