import { describe, expect, it } from "vitest"
import { committedTogether, type GroupRunner } from "../../server/storage/group-commit"

/**
 * When a group's transaction fails (server/storage/group-commit.ts): its statements are run
 * again alone only when the database surely kept nothing of it. The database itself is the
 * contract test's (tests/contract/group-commit.test.ts); here a runner that records its calls.
 */
const recording = (failure: unknown) => {
  const alone: string[] = []
  const runner: GroupRunner = {
    alone: async (sql) => {
      alone.push(sql)
      return [{ sql }]
    },
    together: async () => {
      throw failure
    },
  }
  return { alone, send: committedTogether(runner) }
}

describe("a failed group", () => {
  it("runs each statement again alone after the database refused one (an SQLSTATE)", async () => {
    const { alone, send } = recording(Object.assign(new Error("duplicate key"), { code: "23505" }))
    // Sent in one turn of the event loop: one group.
    expect(await Promise.all([send("a"), send("b"), send("c")])).toEqual([[{ sql: "a" }], [{ sql: "b" }], [{ sql: "c" }]])
    expect(alone).toEqual(["a", "b", "c"])
  })

  it("fails every statement, running none again, when the connection was lost (the commit may have happened)", async () => {
    for (const lost of [
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
      new Error("Connection terminated"),
      Object.assign(new Error("terminating connection"), { code: "57P01" }),
    ]) {
      const { alone, send } = recording(lost)
      const outcomes = await Promise.allSettled([send("a"), send("b"), send("c")])
      expect(outcomes).toEqual(Array(3).fill({ status: "rejected", reason: lost }))
      expect(alone).toEqual([])
    }
  })
})
