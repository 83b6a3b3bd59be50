import pg from "pg"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { signInDiner } from "../support/diner"
import { startServerProcess } from "../support/server-process"

const postgres = testDatabases().find((database) => database.name === "postgres")

/**
 * A failure is logged even without LOG_REQUESTS=1, and the log line keeps no token, phone number
 * or code. The failure is made by breaking the PostgreSQL database under a running server (a
 * PGlite in memory cannot be reached from outside its process; the redaction itself is a unit
 * test, tests/unit/loggable-error.test.ts).
 */
describe.skipIf(postgres === undefined)("500s in the log", () => {
  // A server process of its own starts in 10 to 20 s on a busy machine.
  it("logs a failed request with its cause, masking the phone number the database's error carries", { timeout: 120_000 }, async () => {
    if (postgres === undefined) return
    const location = await postgres.location()
    if (location.kind !== "postgres") throw new Error("expected a PostgreSQL database")
    const server = await startServerProcess({ DATABASE_URL: location.url, LOG_REQUESTS: "0" })
    const diner = await signInDiner(server.origin)
    try {
      const admin = new pg.Client({ connectionString: location.url })
      await admin.connect()
      // Every new send now breaks a constraint; PostgreSQL's error names the failing row, number included.
      await admin
        .query("alter table phone_sends add constraint refuse_every_send check (phone_number = 'none') not valid")
        .finally(() => admin.end())
      const failure = await diner.rpc(api.phoneSend, { params: { phone: "0771234567" } }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(RpcError)
      expect(failure).toMatchObject({ status: 500 })
      await expect.poll(() => server.output()).toContain("request failed")
      const logged = server.output()
      expect(logged).toContain('"url":"/api/user/phone/[redacted]"')
      expect(logged).toContain("refuse_every_send")
      expect(logged).toContain('"code":"23514"')
      expect(logged).not.toContain("0771234567")
      expect(logged).not.toContain(diner.token())
      // Only the failure: requests themselves are not logged without LOG_REQUESTS=1.
      expect(logged).not.toContain("incoming request")
    } finally {
      await diner.close()
      await server.stop()
      await postgres.drop()
    }
  })
})
