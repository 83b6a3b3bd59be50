import { describe, expect, inject, it } from "vitest"
import { DEMO_PROJECT_ID } from "../../server/config"
import { startServer } from "../../server/start-server"
import { startServerProcess } from "../support/server-process"

// 31 characters: one short of the rule.
const SHORT_KEY = "short-operator-key-0123456789ab"

/**
 * The right operator key is never refused, so its length is what keeps guessing hopeless: the
 * server refuses to start with a key under 32 characters, saying which setting and why, and
 * never printing the key.
 */
describe("the operator key's length", () => {
  it("ends `npm start` with a short OPERATOR_KEY, naming the setting and the rule, without the key or a stack", async () => {
    expect(SHORT_KEY).toHaveLength(31)
    const outcome = await startServerProcess({ OPERATOR_KEY: SHORT_KEY }).then(
      async (started) => {
        await started.stop()
        return "started"
      },
      (error: unknown) => String(error),
    )
    expect(outcome).toContain("OPERATOR_KEY must be at least 32 characters long (it has 31)")
    expect(outcome).not.toContain(SHORT_KEY)
    expect(outcome).not.toContain("    at ")
  }, 120_000)

  it("is refused by the server started as a library too (tests, benchmarks), before it opens anything", async () => {
    expect(await startWithKey(SHORT_KEY)).toContain("OPERATOR_KEY (the operator key) must be at least 32 characters long (it has 31)")
  })

  it("ends `npm start` with an OPERATOR_KEY of 40 spaces, and is refused by the library too (issue 49, finding 13)", async () => {
    const outcome = await startServerProcess({ OPERATOR_KEY: " ".repeat(40) }).then(
      async (started) => {
        await started.stop()
        return "started"
      },
      (error: unknown) => String(error),
    )
    expect(outcome).toContain("OPERATOR_KEY must have at least 32 characters besides whitespace (it has 0 of 40)")
    expect(outcome).not.toContain("    at ")
    expect(await startWithKey(" ".repeat(40))).toContain(
      "OPERATOR_KEY (the operator key) must have at least 32 characters besides whitespace (it has 0 of 40)",
    )
  }, 120_000)
})

/** The server started as a library with this operator key: "started", or why it would not start. */
const startWithKey = (operatorKey: string): Promise<string> =>
  startServer({
    port: 0,
    host: "127.0.0.1",
    db: { kind: "pglite", dataDir: "memory://", startFrom: inject("pgliteTemplate") },
    staticDir: null,
    logRequests: false,
    firebaseProjectId: DEMO_PROJECT_ID,
    authEmulatorHost: inject("authEmulatorHost"),
    operatorKey,
  }).then(
    async (started) => {
      await started.close()
      return "started"
    },
    (error: unknown) => String(error),
  )
