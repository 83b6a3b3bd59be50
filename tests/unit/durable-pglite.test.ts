import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { openDb } from "../../server/storage/db"

const folder = mkdtempSync(join(tmpdir(), "durable-pglite-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** PGlite on a folder syncs its commits to the disk; in memory (tests) nothing changes. */
// Starting PGlite takes seconds on a busy machine.
describe("PGlite on disk", { timeout: 60_000 }, () => {
  it("runs PostgreSQL with fsync on, its WAL synced by fsync (its filesystem is given one, or the thread does not open)", async () => {
    const db = await openDb({ kind: "pglite", dataDir: join(folder, "settings") })
    try {
      expect(await db.query("show fsync")).toEqual([{ fsync: "on" }])
      expect(await db.query("show wal_sync_method")).toEqual([{ wal_sync_method: "fsync" }])
    } finally {
      await db.close()
    }
  })

  it("keeps what was committed when opened again, through the server's own door", async () => {
    const location = { kind: "pglite", dataDir: join(folder, "reopen") } as const
    const first = await openDb(location)
    await first.query("create table kept (id integer primary key)")
    await first.transaction(async (tx) => {
      await tx.query("insert into kept (id) values (1), (2)")
    })
    await first.close()
    const second = await openDb(location)
    try {
      expect(await second.query("select id from kept order by id")).toEqual([{ id: 1 }, { id: 2 }])
      expect(await second.query("show fsync")).toEqual([{ fsync: "on" }])
    } finally {
      await second.close()
    }
  })

  it("leaves an in-memory database as PGlite makes it", async () => {
    const memory = await openDb({ kind: "pglite", dataDir: "memory://" })
    try {
      expect(await memory.query("show fsync")).toEqual([{ fsync: "off" }])
    } finally {
      await memory.close()
    }
  })
})
