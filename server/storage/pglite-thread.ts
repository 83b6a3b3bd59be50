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
   * PgliteThreadStopped (a 503, storage-guard.ts), and `onStopped` is told.
   */
  readonly stallLimitMs: number
  /** The thread was lost once open (it stalled, failed or ended, but not by `close`): the server cannot store, and restarts. */
  readonly onStopped: (reason: string) => void
}

/** The data the thread starts with: where its database is, and the counter it beats while it turns (the watch is this side's). */
export interface PgliteWorkerData extends Pick<PgliteThreadOptions, "dataDir" | "startFrom" | "syncToDisk"> {
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
    const workerData: PgliteWorkerData = {
      dataDir: options.dataDir,
      syncToDisk: options.syncToDisk,
      ...(options.startFrom === undefined ? {} : { startFrom: options.startFrom }),
      beats: beats.buffer,
    }
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { execArgv: [], workerData })
    const waiting = new Map<number, { readonly resolve: (value: unknown) => void; readonly reject: (error: unknown) => void }>()
    let lastId = 0
    let isOpen = false
    let stopped: Error | null = null
    // Once open, the thread keeps the process alive only while an answer is awaited, as a socket
    // would (a 'message' listener refs the worker again: unref'd only after it is added, below).
    const holdProcess = () => {
      if (!isOpen || stopped !== null || waiting.size === 0) worker.unref()
      else worker.ref()
    }
    const stop = (reason: string) => {
      if (stopped !== null) return
      const lost = new PgliteThreadStopped(reason)
      stopped = lost
      notOpened(lost)
      for (const { reject } of waiting.values()) reject(lost)
      waiting.clear()
      clearInterval(watch)
      holdProcess()
      if (isOpen) options.onStopped(reason)
    }
    const ask = <T>(request: PgliteAsk): Promise<T> => {
      if (stopped !== null) return Promise.reject(stopped)
      return new Promise<T>((resolve, reject) => {
        const id = ++lastId
        // The thread has been given work from now on, whenever it last beat.
        if (waiting.size === 0) lastBeat = { count: Atomics.load(beats, 0), at: performance.now() }
        try {
          worker.postMessage({ ...request, id } satisfies PgliteRequest)
        } catch (error) {
          // A parameter that cannot be cloned: nothing was sent.
          reject(error)
          return
        }
        // Sound: the thread answers each op with its own kind of value (pglite-worker.mjs's `answer`).
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
        holdProcess()
      })
    }
    worker.on("message", (message: ThreadMessage) => {
      if ("opened" in message) {
        if (message.opened) {
          isOpen = true
          holdProcess()
          opened(thread)
        } else {
          notOpened(rebuilt(message.error))
          void worker.terminate()
        }
        return
      }
      const asker = waiting.get(message.id)
      if (asker === undefined) return
      waiting.delete(message.id)
      holdProcess()
      if ("error" in message) asker.reject(rebuilt(message.error))
      else asker.resolve(message.value)
    })
    worker.on("error", (error) => stop(`PGlite's thread failed: ${error.message}`))
    worker.on("exit", (code) => stop(`PGlite's thread ended (exit code ${code})`))
    // The thread beats as it turns and as it answers (pglite-worker.mjs), looked at while an
    // answer is awaited: one statement that holds it past the limit is a stall; many short ones
    // in a row, answered one by one, are not. (Setup too: a migration or the seed that outlasts
    // the limit fails the start, as PostgreSQL's statement_timeout makes it fail there.)
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
        // A thread already lost has nothing to close: it is only ended (its loss was reported when it happened).
        if (stopped === null)
          await ask({ op: "close" }).catch((error: unknown) => {
            if (!(error instanceof PgliteThreadStopped)) throw error
          })
        // Closed on purpose: a later call fails as on a closed PGlite, not as a lost thread.
        stopped = new Error("the database is closed")
        clearInterval(watch)
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
