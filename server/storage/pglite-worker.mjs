// The thread PGlite runs on (server/storage/pglite-thread.ts starts it and speaks to it). PGlite
// is PostgreSQL compiled to WebAssembly: each statement runs synchronously on the thread that
// calls it, and on the server's event loop a menu read or a commit held every diner's call for
// its whole length (issue 49). Here the event loop only waits for messages.
//
// Plain JavaScript, started without the process's own flags (tsx's loader): it needs none, and
// a test run starts one per database.
import { fsyncSync, readFileSync } from "node:fs"
import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"
import { NodeFS } from "@electric-sql/pglite/nodefs"

/** @typedef {import("./pglite-thread.ts").PgliteWorkerData} Options */
/** @typedef {import("./pglite-thread.ts").PgliteRequest} Request */
/** @typedef {import("@electric-sql/pglite").Transaction} Transaction */

/** Emscripten's errno for an I/O error: PostgreSQL then stops rather than trust unsynced data. */
const EIO = 29

/**
 * PGlite on a folder that survives a power cut: a commit returns once its WAL is on the disk.
 * PGlite starts PostgreSQL with `-F` (fsync off), and even with fsync on its Node filesystem
 * (Emscripten's NODEFS) has no fsync of its own and treats fdatasync as done. Here PostgreSQL
 * runs with fsync on and `wal_sync_method=fsync`, and NODEFS is given the fsync it lacks. The
 * cost is measured by `npm run bench` (PGlite cart adds, fsync off and on).
 */
class SyncingNodeFS extends NodeFS {
  /**
   * @override
   * @type {NodeFS["init"]}
   */
  async init(pg, options) {
    const { emscriptenOpts } = await super.init(pg, options)
    /** @param {{ readonly NODEFS: object }} module */
    const giveFsync = (module) => {
      const streamOps = Reflect.get(module.NODEFS, "stream_ops")
      if (typeof streamOps !== "object" || streamOps === null)
        throw new Error("PGlite's NODEFS has no stream_ops: cannot make it sync to disk")
      Reflect.set(streamOps, "fsync", (/** @type {{ readonly nfd: number }} */ stream) => {
        try {
          fsyncSync(stream.nfd)
          return 0
        } catch {
          return EIO
        }
      })
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } }
  }
}

/** @param {Options} options */
const open = (options) => {
  const loadDataDir = options.startFrom === undefined ? undefined : new Blob([readFileSync(options.startFrom)])
  const start = loadDataDir === undefined ? {} : { loadDataDir }
  // "memory://" keeps the database in memory (tests); a folder is synced to disk unless asked not to (the bench's "before").
  if (options.dataDir.startsWith("memory://") || !options.syncToDisk) return PGlite.create({ dataDir: options.dataDir, ...start })
  return PGlite.create({
    fs: new SyncingNodeFS(options.dataDir),
    ...start,
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync"],
  })
}

/** A rollback asked for by the main thread: PGlite's transaction ends with it, and it is nobody's error. */
class RollbackAsked extends Error {}

/**
 * What the main thread rebuilds (pglite-thread.ts): a database error keeps its SQLSTATE and
 * fields. Emscripten's own throwables (ErrnoError, ExitStatus) are plain objects, not Errors:
 * their name and fields are kept all the same.
 * @param {unknown} error
 */
const described = (error) => {
  if (typeof error !== "object" || error === null) return { name: "Error", message: String(error), fields: {}, wasmTrap: false }
  /** @type {Record<string, string | number | boolean | null>} */
  const fields = {}
  for (const [key, value] of Object.entries(error))
    if (value === null || ["string", "number", "boolean"].includes(typeof value))
      fields[key] = /** @type {string | number | boolean | null} */ (value)
  const name = Reflect.get(error, "name")
  const message = Reflect.get(error, "message")
  return {
    name: typeof name === "string" ? name : error.constructor.name,
    message: typeof message === "string" ? message : `${error.constructor.name} ${JSON.stringify(fields)}`,
    fields,
    wasmTrap: error instanceof WebAssembly.RuntimeError,
  }
}

const port = parentPort
if (port === null) throw new Error("pglite-worker.mjs runs as a worker thread")

/** @type {PGlite | Error} */
const db = await open(/** @type {Options} */ (workerData)).catch((/** @type {unknown} */ error) =>
  error instanceof Error ? error : new Error(String(error)),
)

/** The transactions open, by the id the main thread knows them by. */
/** @type {Map<number, { readonly tx: Transaction, readonly end: (commit: boolean) => void, readonly done: Promise<void> }>} */
const openTransactions = new Map()
let lastTransaction = 0

/** @param {PGlite} pglite */
const begin = (pglite) =>
  new Promise((resolve, reject) => {
    const id = ++lastTransaction
    /** @type {(commit: boolean) => void} */
    let end = () => undefined
    const ended = new Promise((commit, rollback) => {
      end = (wanted) => (wanted ? commit(undefined) : rollback(new RollbackAsked()))
    })
    const done = pglite.transaction(async (tx) => {
      openTransactions.set(id, { tx, end, done })
      resolve(id)
      await ended
    })
    // BEGIN itself failed: the main thread's begin fails. Once begun, its end answers for it.
    done.catch(reject)
  })

/** @param {number} id */
const transactionOf = (id) => {
  const open = openTransactions.get(id)
  if (open === undefined) throw new Error(`no open transaction ${id} on the PGlite thread`)
  return open
}

/**
 * @param {PGlite} pglite
 * @param {Request} request
 */
const answer = async (pglite, request) => {
  switch (request.op) {
    case "query": {
      const target = request.tx === null ? pglite : transactionOf(request.tx).tx
      return (await target.query(request.sql, request.params)).rows
    }
    case "exec": {
      const target = request.tx === null ? pglite : transactionOf(request.tx).tx
      return (await target.exec(request.sql)).map((result) => result.rows)
    }
    case "execTogether":
      return (await pglite.transaction((tx) => tx.exec(request.sql))).map((result) => result.rows)
    case "begin":
      return begin(pglite)
    case "end": {
      const open = transactionOf(request.tx)
      openTransactions.delete(request.tx)
      open.end(request.commit)
      await open.done.catch((/** @type {unknown} */ error) => {
        if (!(error instanceof RollbackAsked)) throw error
      })
      return null
    }
    case "dump":
      return (await pglite.dumpDataDir("none")).arrayBuffer()
    case "close":
      await pglite.close()
      return null
  }
}

// The thread's heartbeat, which pglite-thread.ts watches: it stops while a statement runs.
const beats = new Int32Array(/** @type {Options} */ (workerData).beats)
setInterval(() => Atomics.add(beats, 0, 1), 100).unref()

if (db instanceof Error) port.postMessage({ opened: false, error: described(db) })
else {
  const pglite = db
  port.on("message", (/** @type {Request} */ request) =>
    answer(pglite, request)
      .then(
        // A dump's bytes are moved, not copied.
        (value) => port.postMessage({ id: request.id, value }, value instanceof ArrayBuffer ? [value] : []),
        (/** @type {unknown} */ error) => port.postMessage({ id: request.id, error: described(error) }),
      )
      // An answer that cannot be sent (no row PGlite parses is such) still answers its call.
      .catch((/** @type {unknown} */ error) => port.postMessage({ id: request.id, error: described(error) }))
      // A beat per answer: a backlog of short statements, handed over in one turn of this
      // thread's loop, never reaches its timers, and is no stall.
      .finally(() => Atomics.add(beats, 0, 1)),
  )
  port.postMessage({ opened: true })
}
