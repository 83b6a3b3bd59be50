import { spawnSync } from "node:child_process"
import { afterEach, describe, expect, it, vi } from "vitest"
import { projectRoot } from "../../server/config"
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

  it("takes a thread stopped past the time limit for a storage failure, told once: every call after is a 503, and it still closes", async () => {
    const onStorageFailure = vi.fn<(reason: string) => void>()
    const database = await opened(300, onStorageFailure)
    // pg_sleep holds PGlite's thread in its WebAssembly, as a write on a full disk spinning did.
    const stalled = await database.query("select pg_sleep(3)").catch((error: unknown) => error)
    // The guard's time limit or the thread's loss, whichever is first: a 503 either way.
    expect(stalled).toBeInstanceOf(StorageUnavailable)
    await vi.waitFor(() =>
      expect(onStorageFailure).toHaveBeenCalledExactlyOnceWith(
        expect.stringMatching(/^PGlite's thread stopped turning for \d+ ms \(PGlite\)$/),
      ),
    )
    await expect(database.query("select 1")).rejects.toBeInstanceOf(StorageUnavailable)
    expect(onStorageFailure).toHaveBeenCalledOnce()
    await database.close()
  })

  it("takes a burst of short statements, longer together than the time limit, for no stall", async () => {
    const onStorageFailure = vi.fn<(reason: string) => void>()
    const database = await opened(1_000, onStorageFailure)
    // 150 statements of 10 ms asked at once: the thread is handed them in one turn of its loop.
    const answers = await Promise.allSettled(Array.from({ length: 150 }, () => database.query("select pg_sleep(0.01)")))
    // Those that waited past the limit in the queue are 503s; the thread is not lost.
    for (const answer of answers) if (answer.status === "rejected") expect(answer.reason).toBeInstanceOf(StorageUnavailable)
    expect(await database.query("select 1 as alive")).toEqual([{ alive: 1 }])
    expect(onStorageFailure).not.toHaveBeenCalled()
  })

  it("refuses a parameter that cannot cross to the thread, and goes on answering", async () => {
    const database = await opened()
    await expect(database.query("select $1::text", [() => "a function"])).rejects.toThrow(/could not be cloned/)
    expect(await database.query("select 1 as alive")).toEqual([{ alive: 1 }])
  })

  it("fails a call after close as a closed database, not as a storage failure", async () => {
    const onStorageFailure = vi.fn<(reason: string) => void>()
    const database = await opened(10_000, onStorageFailure)
    await database.close()
    const late = await database.query("select 1").catch((error: unknown) => error)
    expect(late).not.toBeInstanceOf(PgliteThreadStopped)
    expect(onStorageFailure).not.toHaveBeenCalled()
  })

  it("keeps a process alive while an answer is awaited, and not once the database is idle", () => {
    // A script that opens a database, asks one thing without awaiting it, and never closes it.
    const result = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `import { openDb } from "./server/storage/db.ts"
         const db = await openDb({ kind: "pglite", dataDir: "memory://" })
         void db.query("select 'answered' as said").then((rows) => console.log(rows[0].said))`,
      ],
      { cwd: projectRoot, encoding: "utf8", timeout: 40_000 },
    )
    expect(result.signal).toBeNull()
    expect(result.status).toBe(0)
    expect(result.stdout.trim()).toBe("answered")
  })
})
