import { createHash } from "node:crypto"
import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import pg from "pg"
import { committedTogether } from "./group-commit"
import { LOCK_CLASS } from "./locks"
import { startPgliteThread, type PgliteThread } from "./pglite-thread"
import { guardStorage, type StorageGuard } from "./storage-guard"

/**
 * The one door to the database. PGlite (PostgreSQL compiled to WebAssembly, on disk, on a thread
 * of its own: pglite-thread.ts) by default, so the demo needs nothing installed; a real
 * PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL, so everything above this file is written once.
 */
export interface Queryable {
  query<Row extends object>(sql: string, params?: ReadonlyArray<unknown>): Promise<Row[]>
  /**
   * One statement of the hot path whose parameters are plain text, whole numbers or null: on
   * PGlite they are written into it as literals (inlined) and it is sent as one message of the
   * simple query protocol, where `query` sends five (parse, describe, bind, describe, execute),
   * each a trip into the engine; that was a fifth of a cart add's CPU (issue 34). Outside a
   * transaction, statements sent while the database is busy are committed together, on either
   * database (group-commit.ts).
   */
  queryInlined<Row extends object>(sql: string, params: ReadonlyArray<InlinedParam>): Promise<Row[]>
}

/** A parameter `queryInlined` can write as a literal. */
export type InlinedParam = string | number | null

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres"
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs `work` while holding a session advisory lock (locks.ts), however long it takes: on
   * PostgreSQL other processes on the database wait for it; PGlite has one process.
   */
  exclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** What a service needs to read and to change things atomically. */
export type Transactional = Pick<Db, "query" | "queryInlined" | "transaction">

export type DbLocation =
  | {
      readonly kind: "pglite"
      readonly dataDir: string
      /**
       * An in-memory database, or a folder PostgreSQL has not made yet, starts from this dump of a
       * data folder (PGlite's `dumpDataDir`, uncompressed) instead of an empty one: the tests start
       * each database from one migrated and seeded for the run, skipping PostgreSQL's initdb
       * (seconds of CPU each time). A folder already made is opened as it is.
       */
      readonly startFrom?: string
    }
  | { readonly kind: "postgres"; readonly url: string }

/** Opens the database; every call then has `guard.timeoutMs` to answer (storage-guard.ts). */
export const openDb = async (
  location: DbLocation,
  guard: StorageGuard = { timeoutMs: 10_000, onStorageFailure: () => undefined },
): Promise<Db> =>
  guardStorage(location.kind === "pglite" ? await openPglite(location, guard) : await openPostgres(location.url, guard.timeoutMs), guard)

const openPglite = async ({ dataDir, startFrom }: Extract<DbLocation, { kind: "pglite" }>, guard: StorageGuard): Promise<Db> => {
  // "memory://" keeps the database in memory (tests); anything else is a folder on disk, synced.
  const inMemory = dataDir.startsWith("memory://")
  // A folder PostgreSQL has made already is opened as it is; a new one, or memory, starts from the dump, if one is given.
  const made = !inMemory && existsSync(join(dataDir, "PG_VERSION"))
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const thread = await startPgliteThread({
    dataDir,
    syncToDisk: !inMemory,
    ...(made || startFrom === undefined ? {} : { startFrom }),
    // A statement that stops PGlite's thread for longer than a call may take is a stall, as one
    // that stopped the event loop was (stall-watchdog.ts): the server cannot store, and restarts.
    stallLimitMs: guard.timeoutMs,
    onStopped: (reason) => guard.onStorageFailure(`${reason} (PGlite)`),
  })
  return pgliteDb(thread)
}

/** The Db over PGlite on its thread. */
export const pgliteDb = (thread: PgliteThread): Db => ({
  kind: "pglite",
  ...pgliteQueryable(thread, null),
  queryInlined: inlinedTogether(
    committedTogether({
      alone: async (sql) => firstRows(await thread.exec(sql, null)),
      together: (sqls) => thread.execTogether(sqls.join(";\n")),
    }),
  ),
  transaction: async (work) => {
    const tx = await thread.begin()
    let result: Awaited<ReturnType<typeof work>>
    try {
      result = await work(pgliteQueryable(thread, tx))
    } catch (error) {
      // The work's own failure is the one to report; a rollback that fails too (a lost thread) says nothing more.
      await thread.end(tx, false).catch(() => undefined)
      throw error
    }
    await thread.end(tx, true)
    return result
  },
  exclusively: (_lockId, work) => work(),
  close: () => thread.close(),
})

const pgliteQueryable = (thread: PgliteThread, tx: number | null): Queryable => ({
  // Sound: the rows of the statement the caller typed.
  query: async <Row extends object>(sql: string, params: ReadonlyArray<unknown> = []) => (await thread.query(sql, params, tx)) as Row[],
  queryInlined: async <Row extends object>(sql: string, params: ReadonlyArray<InlinedParam>) =>
    // Sound: the rows of the statement the caller typed.
    firstRows(await thread.exec(inlined(sql, params), tx)) as Row[],
})

/** One statement's answer from `exec`: its rows, parsed by type as `query` parses them. */
const firstRows = (results: ReadonlyArray<object[]>): object[] => results[0] ?? []

/** `queryInlined` through a group commit (group-commit.ts): the statement inlined, then run with those that wait beside it. */
const inlinedTogether =
  (run: (sql: string) => Promise<object[]>) =>
  async <Row extends object>(sql: string, params: ReadonlyArray<InlinedParam>): Promise<Row[]> =>
    // Sound: the rows of the statement the caller typed.
    (await run(inlined(sql, params))) as Row[]

/**
 * `sql` with each `$n` replaced by the n-th parameter as a literal. Every literal is a quoted
 * string, whose type PostgreSQL infers from where it stands as it infers an untyped parameter's
 * (a number too: '7' for an integer argument); an escape string (E'...'), whose quotes and
 * backslashes are escaped, reads the same whatever standard_conforming_strings says. A NUL,
 * which no text value may hold (a parameter holding one is refused by the database), is refused here.
 */
export const inlined = (sql: string, params: ReadonlyArray<InlinedParam>): string =>
  sql.replace(/\$(\d+)/g, (_placeholder, index: string) => {
    const position = Number(index) - 1
    if (position >= params.length) throw new Error(`no parameter $${index} for an inlined statement`)
    return literal(params[position] ?? null)
  })

const literal = (value: InlinedParam): string => {
  if (value === null) return "null"
  if (typeof value === "number" && !Number.isSafeInteger(value)) throw new Error(`an inlined number must be a whole number: ${value}`)
  const text = String(value)
  if (text.includes("\0")) throw new Error("an inlined parameter holds a NUL character")
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`
}

const openPostgres = async (url: string, timeoutMs: number): Promise<Db> => {
  // The server cancels a statement past the limit; the client gives up on a silent socket or
  // an exhausted pool a little later, so a dead database is a 503 and never a hang.
  const pool = new pg.Pool({
    Client: HeardClient,
    connectionString: url,
    max: 10,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1_000,
    connectionTimeoutMillis: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs * 2,
  })
  // An idle connection the database closes (a restart, an administrator, a dropped test
  // database) is only logged: unheard, the pool's error would end the process.
  pool.on("error", (error) =>
    console.warn(`PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed.`),
  )
  await pool.query("select 1")
  const query = async <Row extends object>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await pool.query<Row>(statement(sql, params))).rows
  // In a transaction of a connection of its own; a connection that cannot even roll back is
  // broken: the pool drops it, not reuses it.
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const { client, release } = await checkOut(pool)
    try {
      await client.query("begin")
      const result = await work(client)
      await client.query("commit")
      release()
      return result
    } catch (error) {
      const broken = await client.query("rollback").then(
        () => false,
        () => true,
      )
      release(broken ? error : undefined)
      throw error
    }
  }
  return {
    kind: "postgres",
    query,
    queryInlined: inlinedTogether(
      committedTogether({
        alone: async (sql) => (await pool.query(sql)).rows,
        together: (sqls) =>
          inTransaction(async (client) => {
            // Sound: several statements in one query answer one result each (pg's multi-statement answer).
            const results = (await client.query(sqls.join(";\n"))) as unknown as pg.QueryResult | pg.QueryResult[]
            return (Array.isArray(results) ? results : [results]).map((result) => result.rows)
          }),
      }),
    ),
    transaction: (work) =>
      inTransaction((client) => {
        const query = async <Row extends object>(sql: string, params: ReadonlyArray<unknown> = []) =>
          (await client.query<Row>(statement(sql, params))).rows
        return work({ query, queryInlined: query })
      }),
    exclusively: async (lockId, work) => {
      // A connection of its own, without the pool's time limits: waiting for another
      // instance's migrations and seed is expected to take a while. Its loss is the next
      // query's error; heard here, so that it is not the process's end.
      const client = new pg.Client({ connectionString: url })
      client.on("error", (error) => console.warn(`PostgreSQL closed the setup lock's connection (${error.message}).`))
      await client.connect()
      try {
        await client.query("select pg_advisory_lock($1, $2)", [LOCK_CLASS, lockId])
        return await work()
      } finally {
        // Closing the session releases its locks.
        await client.end()
      }
    },
    close: () => pool.end(),
  }
}

/**
 * The pool's connections, each heard from the moment it is made. PostgreSQL ending a
 * connection (a failover, a restart, pg_terminate_backend: FATAL 57P01) makes pg emit 'error'
 * on it as well as fail its query. pg-pool listens only while a connection is idle in it, and
 * hands a new one over in the very read that ends its handshake: a FATAL in that same read
 * reached a connection nobody heard yet, and an unheard 'error' ends the process (CI saw it;
 * tests/fault/pool-terminations.test.ts makes it happen dozens of times a second). Heard from
 * its making, a lost connection is only noted: its query's error goes on to the caller (a 503,
 * storage-guard.ts), and pg-pool drops it rather than lending it again.
 */
class HeardClient extends pg.Client {
  /** What PostgreSQL ended this connection with, if it did. */
  lost: Error | null = null
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    this.on("error", (error) => {
      this.lost ??= error
    })
  }
}

/** A connection checked out of the pool; `release` hands back the failure it met, if any, so the pool drops a broken one. */
const checkOut = async (pool: pg.Pool): Promise<{ client: pg.PoolClient; release: (failure?: unknown) => void }> => {
  const client = await pool.connect()
  return {
    client,
    release: (failure) => {
      const lost = client instanceof HeardClient ? client.lost : null
      client.release(lost ?? (failure === undefined ? undefined : failure instanceof Error ? failure : new Error(String(failure))))
    },
  }
}

/**
 * A statement with parameters is prepared once per connection, under a name made from its
 * text, and then only bound and run: PostgreSQL parses and plans a cart add's statements once,
 * not on every add. Every such text here is one of a fixed set (the repositories'), so the
 * names are too. A text without parameters (migrations, several statements) is sent as it is.
 */
const statement = (sql: string, params: ReadonlyArray<unknown>): pg.QueryConfig => {
  if (params.length === 0) return { text: sql }
  let name = preparedNames.get(sql)
  if (name === undefined) {
    name = `s${createHash("sha1").update(sql).digest("base64url").slice(0, 20)}`
    preparedNames.set(sql, name)
  }
  return { name, text: sql, values: [...params] }
}

const preparedNames = new Map<string, string>()
