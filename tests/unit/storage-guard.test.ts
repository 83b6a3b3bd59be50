import { describe, expect, it, vi } from "vitest"
import type { Db, Queryable } from "../../server/storage/db"
import { guardStorage, StorageUnavailable } from "../../server/storage/storage-guard"

/**
 * How guardStorage sorts what the database throws: storage failures become StorageUnavailable
 * (503) and, on PGlite alone, tell the server it cannot go on; anything else passes unchanged.
 * The database is a fake that throws what it is told: the real failures are the contract
 * tests' (storage-fault, storage-timeout, database-outage).
 */

const TIMEOUT_MS = 50

/** An error as pg and PGlite throw it: a message and a SQLSTATE `code`. */
const sqlError = (code: string, message = `failed with ${code}`) => Object.assign(new Error(message), { code })

/** A database of this kind whose every query (in a transaction too) does `answer`. */
const fakeDb = (kind: Db["kind"], answer: () => Promise<unknown[]>) => {
  const run = async <Row extends object>() => (await answer()) as Row[]
  const queryable: Queryable = { query: run, queryInlined: run }
  const db: Db = {
    kind,
    ...queryable,
    transaction: (work) => work(queryable),
    exclusively: (_lockId, work) => work(),
    close: async () => undefined,
  }
  const onStorageFailure = vi.fn<(reason: string) => void>()
  return { guarded: guardStorage(db, { timeoutMs: TIMEOUT_MS, onStorageFailure }), onStorageFailure }
}
const failing = (kind: Db["kind"], error: unknown) => fakeDb(kind, () => Promise.reject(error))

const errnoError = Object.assign(new Error("FS error"), { name: "ErrnoError" })

describe("guardStorage on PGlite", () => {
  it.each([
    ["53100 disk full", sqlError("53100", 'could not extend file "base/5/16644": No space left on device')],
    ["58030 I/O error", sqlError("58030")],
    ["XX000 internal error", sqlError("XX000")],
    ["a WebAssembly trap", new WebAssembly.RuntimeError("unreachable")],
    ["a filesystem error of the engine", errnoError],
  ])("turns %s into StorageUnavailable (503) and tells the server it cannot store", async (_name, error) => {
    const { guarded, onStorageFailure } = failing("pglite", error)
    const thrown = await guarded.query("insert into orders default values").catch((caught: unknown) => caught)
    expect(thrown).toBeInstanceOf(StorageUnavailable)
    expect(thrown).toMatchObject({ error: { _tag: "StorageUnavailable" }, reason: error.message })
    expect(onStorageFailure).toHaveBeenCalledExactlyOnceWith(`${error.message} (PGlite)`)
  })

  it("sorts a failure inside a transaction the same way", async () => {
    const { guarded, onStorageFailure } = failing("pglite", sqlError("53100"))
    await expect(guarded.transaction((tx) => tx.query("insert into orders default values"))).rejects.toBeInstanceOf(StorageUnavailable)
    // Once from the query in the transaction; the transaction passes the sorted error on as it is.
    expect(onStorageFailure).toHaveBeenCalledOnce()
  })
})

describe("guardStorage on PostgreSQL", () => {
  it.each([
    ["08006 connection failure", sqlError("08006")],
    ["57P01 terminated by an administrator", sqlError("57P01")],
    ["57014 cancelled by statement_timeout", sqlError("57014")],
    ["3D000 the database gone", sqlError("3D000", 'database "venue" does not exist')],
    ["28P01 the login refused", sqlError("28P01")],
    ["53300 too many connections", sqlError("53300")],
    ["a refused socket", new Error("connect ECONNREFUSED 127.0.0.1:5432")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["no connection free in time", new Error("timeout exceeded when trying to connect")],
  ])("turns %s into StorageUnavailable (503) without stopping the server: PostgreSQL recovers by itself", async (_name, error) => {
    const { guarded, onStorageFailure } = failing("postgres", error)
    await expect(guarded.query("select 1")).rejects.toMatchObject({ error: { _tag: "StorageUnavailable" }, reason: error.message })
    expect(onStorageFailure).not.toHaveBeenCalled()
  })
})

describe.each(["pglite", "postgres"] as const)("guardStorage on %s", (kind) => {
  it.each([
    ["23505 a unique key taken", sqlError("23505", 'duplicate key value violates unique constraint "orders_pkey"')],
    ["42P01 a bug in the SQL", sqlError("42P01", 'relation "ordres" does not exist')],
    ["an error of the server's own", new TypeError("cannot read properties of undefined")],
  ])("passes %s on unchanged", async (_name, error) => {
    const { guarded, onStorageFailure } = failing(kind, error)
    await expect(guarded.query("insert into orders default values")).rejects.toBe(error)
    await expect(guarded.transaction((tx) => tx.query("insert into orders default values"))).rejects.toBe(error)
    expect(onStorageFailure).not.toHaveBeenCalled()
  })

  it("answers what the database answers in time", async () => {
    const { guarded } = fakeDb(kind, async () => [{ id: 1 }])
    expect(await guarded.query("select 1 as id")).toEqual([{ id: 1 }])
    expect(await guarded.transaction((tx) => tx.query("select 1 as id"))).toEqual([{ id: 1 }])
  })

  it("turns a query or a transaction slower than timeoutMs into StorageUnavailable (503), the server going on", async () => {
    const { guarded, onStorageFailure } = fakeDb(kind, () => new Promise<never>(() => undefined))
    await expect(guarded.query("select pg_sleep(60)")).rejects.toMatchObject({
      error: { _tag: "StorageUnavailable" },
      reason: `a query took longer than ${TIMEOUT_MS} ms`,
    })
    await expect(guarded.transaction(async () => new Promise<never>(() => undefined))).rejects.toMatchObject({
      error: { _tag: "StorageUnavailable" },
      reason: `a transaction took longer than ${TIMEOUT_MS} ms`,
    })
    expect(onStorageFailure).not.toHaveBeenCalled()
  })

  it("guards an inlined statement (a cart add's) as it guards a query: in time, too slow, failing", async () => {
    expect(await fakeDb(kind, async () => [{ id: 1 }]).guarded.queryInlined("select $1 as id", [1])).toEqual([{ id: 1 }])
    await expect(fakeDb(kind, () => new Promise<never>(() => undefined)).guarded.queryInlined("select $1", [1])).rejects.toMatchObject({
      error: { _tag: "StorageUnavailable" },
      reason: `a query took longer than ${TIMEOUT_MS} ms`,
    })
    const error = sqlError("23505")
    await expect(failing(kind, error).guarded.transaction((tx) => tx.queryInlined("select $1", [1]))).rejects.toBe(error)
  })
})
