import { Worker } from "node:worker_threads"

/**
 * PGlite on a thread of its own (pglite-worker.mjs), spoken to by messages. PGlite runs each
 * statement synchronously on the thread that calls it: on the event loop, the 2,000-dish menu's
 * read or a burst of commits held every other diner's call for as long (issue 49, item 7). The
 * event loop now only posts a statement and reads its rows. Rows cross by structured clone,
 * which keeps what PGlite parsed (numbers, dates, JSON, bytes).
 */
export interface PgliteThread {
  /** One statement with parameters (the extended protocol): its rows. In a transaction when `tx` is one `begin` answered. */
  readonly query: (sql: string, params: ReadonlyArray<unknown>, tx: number | null) => Promise<object[]>
  /** Statements without parameters (the simple protocol): each one's rows. */
  readonly exec: (sql: string, tx: number | null) => Promise<object[][]>
  /** Statements without parameters in one transaction of their own: each one's rows, once committed. */
  readonly execTogether: (sql: string) => Promise<object[][]>
  /** Opens a transaction: statements outside it wait until it ends, as on PGlite itself. */
  readonly begin: () => Promise<number>
  /** Commits or rolls back a transaction `begin` opened; a failed commit (an aborted transaction) fails. */
  readonly end: (tx: number, commit: boolean) => Promise<void>
  /** The database's files (PGlite's `dumpDataDir`, uncompressed), which a new database can start from. */
  readonly dump: () => Promise<ArrayBuffer>
  /** Closes the database and ends the thread. */
  readonly close: () => Promise<void>
}

export interface PgliteThreadOptions {
  /** A folder, or "memory://" for a database in memory (tests). */
  readonly dataDir: string
  /** A dump (PGlite's `dumpDataDir`) a new database starts from, read by the thread, instead of PostgreSQL's initdb. */
  readonly startFrom?: string
  /** A folder's commits return once on the disk (pglite-worker.mjs); false only for the bench's "before". */
  readonly syncToDisk: boolean
  /**
   * How long the thread may stop turning while an answer is awaited before it is taken for lost
   * (PGlite spinning on a write it cannot make, a full disk): every call then fails with
   * PgliteThreadStopped, a storage failure (storage-guard.ts), and the server exits for a restart.
   */
  readonly stallLimitMs: number
}

/** The data the thread starts with: its options, and the counter it beats while it turns. */
export interface PgliteWorkerData extends PgliteThreadOptions {
  readonly beats: SharedArrayBuffer
}

/** How often the thread beats, and how often a stall is looked for. */
const BEAT_MS = 100

/** A message to the thread. */
export type PgliteRequest = { readonly id: number } & PgliteAsk

type PgliteAsk =
  | { readonly op: "query"; readonly sql: string; readonly params: unknown[]; readonly tx: number | null }
  | { readonly op: "exec"; readonly sql: string; readonly tx: number | null }
  | { readonly op: "execTogether"; readonly sql: string }
  | { readonly op: "begin" }
  | { readonly op: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly op: "dump" }
  | { readonly op: "close" }

/** An error as the thread describes it: what storage-guard.ts and the services read of it survives the crossing. */
interface DescribedError {
  readonly name: string
  readonly message: string
  /** Its own fields of plain values: a database error's `code` (SQLSTATE), `detail`, `constraint`... */
  readonly fields: Readonly<Record<string, string | number | boolean | null>>
  /** A WebAssembly trap: PGlite's engine itself failed. */
  readonly wasmTrap: boolean
}

type ThreadMessage =
  | { readonly opened: true }
  | { readonly opened: false; readonly error: DescribedError }
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: DescribedError }

/** The thread is gone (it failed, or was ended): nothing more can be asked of this database. */
export class PgliteThreadStopped extends Error {
  override readonly name = "PgliteThreadStopped"
}

export const startPgliteThread = (options: PgliteThreadOptions): Promise<PgliteThread> =>
  new Promise((opened, notOpened) => {
    // Plain JavaScript, started without the process's own flags (tsx's loader): it needs none.
    const beats = new Int32Array(new SharedArrayBuffer(4))
    const workerData: PgliteWorkerData = { ...options, beats: beats.buffer }
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { execArgv: [], workerData })
    const waiting = new Map<number, { readonly resolve: (value: unknown) => void; readonly reject: (error: unknown) => void }>()
    let lastId = 0
    let stopped: Error | null = null
    // The thread keeps the process alive only while an answer is awaited, as a socket would.
    worker.unref()
    const stop = (reason: string) => {
      stopped ??= new PgliteThreadStopped(reason)
      notOpened(stopped)
      for (const { reject } of waiting.values()) reject(stopped)
      waiting.clear()
      worker.unref()
    }
    const ask = <T>(request: PgliteAsk): Promise<T> => {
      if (stopped !== null) return Promise.reject(stopped)
      return new Promise<T>((resolve, reject) => {
        const id = ++lastId
        // Sound: the thread answers each op with its own kind of value (pglite-worker.mjs's `answer`).
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
        if (waiting.size === 1) worker.ref()
        worker.postMessage({ ...request, id } satisfies PgliteRequest)
      })
    }
    worker.on("message", (message: ThreadMessage) => {
      if ("opened" in message) {
        if (message.opened) opened(thread)
        else {
          notOpened(rebuilt(message.error))
          void worker.terminate()
        }
        return
      }
      const asker = waiting.get(message.id)
      if (asker === undefined) return
      waiting.delete(message.id)
      if (waiting.size === 0) worker.unref()
      if ("error" in message) asker.reject(rebuilt(message.error))
      else asker.resolve(message.value)
    })
    worker.on("error", (error) => stop(`PGlite's thread failed: ${error.message}`))
    worker.on("exit", (code) => {
      clearInterval(watch)
      stop(`PGlite's thread ended (exit code ${code})`)
    })
    // The thread's beats, looked at while an answer is awaited: a statement may run long, but
    // one that stops the thread past the limit is a stall (the event loop here goes on turning).
    let lastBeat = { count: Atomics.load(beats, 0), at: performance.now() }
    const watch = setInterval(() => {
      const count = Atomics.load(beats, 0)
      const now = performance.now()
      if (count !== lastBeat.count || waiting.size === 0) lastBeat = { count, at: now }
      else if (now - lastBeat.at > options.stallLimitMs) {
        stop(`PGlite's thread stopped turning for ${Math.round(now - lastBeat.at)} ms`)
        void worker.terminate()
      }
    }, BEAT_MS)
    watch.unref()
    const thread: PgliteThread = {
      query: (sql, params, tx) => ask({ op: "query", sql, params: [...params], tx }),
      exec: (sql, tx) => ask({ op: "exec", sql, tx }),
      execTogether: (sql) => ask({ op: "execTogether", sql }),
      begin: () => ask({ op: "begin" }),
      end: (tx, commit) => ask({ op: "end", tx, commit }),
      dump: () => ask({ op: "dump" }),
      close: async () => {
        await ask({ op: "close" })
        // Closed on purpose: a later call fails as on a closed PGlite, not as a lost thread (which is a storage failure).
        stopped = new Error("the database is closed")
        await worker.terminate()
      },
    }
  })

/** The thread's error as an Error here, with its fields: a trap stays a WebAssembly.RuntimeError (storage-guard.ts tells it by its class). */
const rebuilt = (described: DescribedError): Error => {
  const error = described.wasmTrap ? new WebAssembly.RuntimeError(described.message) : new Error(described.message)
  Object.assign(error, described.fields)
  error.name = described.name
  return error
}
