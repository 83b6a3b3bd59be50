import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { openDb } from "../../server/storage/db"
import { createDurablePglite } from "../../server/storage/durable-pglite"

const folder = mkdtempSync(join(tmpdir(), "durable-pglite-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** PGlite on a folder syncs its commits to the disk; in memory (tests) nothing changes. */
// Starting PGlite takes seconds on a busy machine.
describe("PGlite on disk", { timeout: 60_000 }, () => {
  it("runs PostgreSQL with fsync on, its WAL synced by fsync, which its filesystem now has", async () => {
    const pglite = await createDurablePglite(join(folder, "settings"))
    try {
      expect((await pglite.query<{ fsync: string }>("show fsync")).rows).toEqual([{ fsync: "on" }])
      expect((await pglite.query<{ wal_sync_method: string }>("show wal_sync_method")).rows).toEqual([{ wal_sync_method: "fsync" }])
      const nodeFs: unknown = Reflect.get(Reflect.get(pglite, "Module") as object, "NODEFS")
      expect(typeof Reflect.get(Reflect.get(nodeFs as object, "stream_ops") as object, "fsync")).toBe("function")
    } finally {
      await pglite.close()
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
