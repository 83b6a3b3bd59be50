import { afterEach, describe, expect, it, vi } from "vitest"
import { openDb, type Db } from "../../server/storage/db"
import { PgliteThreadStopped } from "../../server/storage/pglite-thread"
import { StorageUnavailable } from "../../server/storage/storage-guard"

/**
 * PGlite on its own thread, through the server's door (openDb): what crosses between the threads
 * (rows with their parsed types, a database error with its SQLSTATE), transactions as PGlite
 * keeps them (statements outside one wait for its end; a failure rolls it back), and a thread
 * that stops turning taken for a storage failure.
 */
// Starting PGlite takes seconds on a busy machine.
describe("PGlite on its own thread", { timeout: 60_000 }, () => {
  let db: Db | null = null
  afterEach(async () => {
    await db?.close().catch(() => undefined)
    db = null
  })
  const opened = async (timeoutMs = 10_000, onStorageFailure: (reason: string) => void = () => undefined) =>
    (db = await openDb({ kind: "pglite", dataDir: "memory://" }, { timeoutMs, onStorageFailure }))

  it("answers rows with PGlite's parsed types: numbers, dates, JSON, bytes and null", async () => {
    const database = await opened()
    const [row] = await database.query<Record<string, unknown>>(
      "select 7::int as n, '2026-11-30T05:00:00Z'::timestamptz as at, '{\"a\":[1]}'::jsonb as doc, '\\x0102'::bytea as bytes, null::text as nothing",
    )
    expect(row).toEqual({ n: 7, at: new Date("2026-11-30T05:00:00Z"), doc: { a: [1] }, bytes: new Uint8Array([1, 2]), nothing: null })
    expect(await database.queryInlined("select $1::text as said", ["it's"])).toEqual([{ said: "it's" }])
  })

  it("passes a database error on with its SQLSTATE, constraint and message", async () => {
    const database = await opened()
    await database.query("create table dishes (id text constraint dishes_key primary key)")
    await database.query("insert into dishes values ($1)", ["hoppers"])
    const failure = await database.query("insert into dishes values ($1)", ["hoppers"]).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).toMatchObject({ code: "23505", constraint: "dishes_key", message: expect.stringContaining("duplicate key") })
  })

  it("keeps a transaction whole: its work committed together, or rolled back when it fails", async () => {
    const database = await opened()
    await database.query("create table orders (id int primary key)")
    await database.transaction(async (tx) => {
      await tx.query("insert into orders values (1)")
      await tx.queryInlined("insert into orders values ($1)", [2])
    })
    const refused = database.transaction(async (tx) => {
      await tx.query("insert into orders values (3)")
      throw new Error("the charge was declined")
    })
    await expect(refused).rejects.toThrow("the charge was declined")
    expect(await database.query("select id from orders order by id")).toEqual([{ id: 1 }, { id: 2 }])
  })

  it("lets a statement outside a transaction wait for its end, as PGlite itself does", async () => {
    const database = await opened()
    await database.query("create table tables (id int)")
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = database.transaction(async (tx) => {
      await tx.query("insert into tables values (1)")
      await held
      await tx.query("insert into tables values (2)")
    })
    // Asked while the transaction is open: it sees both rows, or neither, never one.
    const outside = database.query<{ count: number }>("select count(*)::int as count from tables")
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    await transaction
    expect(await outside).toEqual([{ count: 2 }])
  })

  it("takes a thread stopped past the time limit for a storage failure: every call after is a 503", async () => {
    const onStorageFailure = vi.fn<(reason: string) => void>()
    const database = await opened(300, onStorageFailure)
    // pg_sleep holds PGlite's thread in its WebAssembly, as a write on a full disk spinning did.
    const stalled = await database.query("select pg_sleep(3)").catch((error: unknown) => error)
    expect(stalled).toBeInstanceOf(StorageUnavailable)
    expect(onStorageFailure).toHaveBeenCalledWith(expect.stringMatching(/PGlite's thread stopped turning for \d+ ms \(PGlite\)/))
    await expect(database.query("select 1")).rejects.toBeInstanceOf(StorageUnavailable)
  })

  it("fails a call after close as a closed database, not as a storage failure", async () => {
    const onStorageFailure = vi.fn<(reason: string) => void>()
    const database = await opened(10_000, onStorageFailure)
    await database.close()
    const late = await database.query("select 1").catch((error: unknown) => error)
    expect(late).not.toBeInstanceOf(PgliteThreadStopped)
    expect(onStorageFailure).not.toHaveBeenCalled()
  })
})
