import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, afterEach, describe, expect, it, vi } from "vitest"
import { api } from "../../schema/api"
import type { RunningServer } from "../../server/start-server"
import type { DbLocation } from "../../server/storage/db"
import { pgliteFolder, testDatabases } from "../support/databases"
import { signInDiner } from "../support/diner"
import { codeSentTo } from "../support/sms-outbox"
import { storedRows } from "../support/stored-rows"
import { startTestServer } from "../support/test-server"

const folder = mkdtempSync(join(tmpdir(), "tableside-sms-sweep-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** How often the server sweeps the outbox (server/http/app.ts). */
const SWEEP_EVERY_MS = 60_000
const CODE_TTL_MS = 5 * 60_000
const PHONE = "0779990042"

/**
 * The text of a sent code is deleted from storage once the code expires, even when no one
 * sends or reads again: the server's periodic sweep drops it. Checked in the database itself,
 * not through the outbox call (which hides expired texts whether or not they are stored).
 * The sweep's timer is faked to fire at once; the clock that decides expiry is the server's.
 */
describe.each(testDatabases())("the SMS outbox's sweep on $name", (database) => {
  let server: RunningServer | null = null
  afterEach(async () => {
    await server?.close()
    vi.useRealTimers()
  })
  afterAll(() => database.drop())

  it("deletes the stored text of an expired code by itself, with no one sending or reading", async () => {
    // PGlite on a folder, so that its rows can be read once the server has stopped.
    const location: DbLocation = database.name === "pglite" ? pgliteFolder(join(folder, "pglite")) : await database.location()
    const outbox = () => storedRows<{ body: string }>(location, "select body from sms_outbox")
    let clock = Date.parse("2026-11-24T18:00:00Z")
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] })
    server = await startTestServer({ db: location, now: () => clock })
    const diner = await signInDiner(server.origin)
    try {
      expect(await diner.rpc(api.phoneSend, { params: { phone: PHONE } })).toMatchObject({ _tag: "Ok" })
      const code = await codeSentTo(server.origin, PHONE)

      clock += CODE_TTL_MS // expired: the outbox call would now hide it
      if (location.kind === "postgres") {
        // Nothing has swept yet: the text is still stored, so what follows is the sweep's work.
        expect((await outbox()).map((row) => row.body)).toEqual([expect.stringMatching(new RegExp(`^${code} is your`))])
      }
      vi.advanceTimersByTime(SWEEP_EVERY_MS)
      // No more sweeps from here on (vi.waitFor would advance fake timers itself).
      vi.useRealTimers()
    } finally {
      await diner.close()
    }
    // PostgreSQL: read while the server runs, once its sweep has run. PGlite: closing waits for
    // the queries already queued (the sweep's delete among them), then its folder can be read.
    if (location.kind === "postgres") await vi.waitFor(async () => expect(await outbox()).toEqual([]), { timeout: 5_000 })
    else {
      await server.close()
      server = null
      expect(await outbox()).toEqual([])
    }
  })
})
