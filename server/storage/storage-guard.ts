import { StorageUnavailable as StorageUnavailableError } from "../../schema/errors"
import { Failure } from "../failure"
import type { Db, Queryable } from "./db"
import { PgliteThreadStopped } from "./pglite-thread"

/** The database could not answer (in time, or at all): the call gets a 503, never a hang. */
export class StorageUnavailable extends Failure {
  constructor(readonly reason: string) {
    super({
      _tag: StorageUnavailableError.tag,
      message: "The venue's server cannot reach its storage just now. Please try again in a moment.",
    })
  }
}

export interface StorageGuard {
  /** The longest one query or one transaction may take. */
  readonly timeoutMs: number
  /** PGlite only: its writes failed (a full disk, an I/O error); the server cannot go on safely. */
  readonly onStorageFailure: (reason: string) => void
}

/**
 * Every call to the database with a time limit, and its failures sorted: a timeout, a lost
 * connection or a full disk is StorageUnavailable (503); any other error (a constraint, a bug)
 * passes unchanged. On PGlite, which writes from inside this process, a failed write also tells
 * `onStorageFailure`: PostgreSQL's own server recovers by itself, this one cannot.
 */
export const guardStorage = (db: Db, guard: StorageGuard): Db => {
  const checked = async <T>(what: string, work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new StorageUnavailable(`${what} took longer than ${guard.timeoutMs} ms`)), guard.timeoutMs)
    })
    try {
      return await Promise.race([work, late])
    } catch (error) {
      throw sorted(db.kind, error, guard)
    } finally {
      clearTimeout(timer)
    }
  }
  const guardedQueryable = (target: Queryable): Queryable => ({
    query: (sql, params) => checked("a query", target.query(sql, params)),
    queryInlined: (sql, params) => checked("a query", target.queryInlined(sql, params)),
  })
  return {
    kind: db.kind,
    ...guardedQueryable(db),
    transaction: (work) =>
      checked(
        "a transaction",
        db.transaction((tx) => work(guardedQueryable(tx))),
      ),
    // Not timed: it waits for other instances' setup, and `work`'s own queries are guarded.
    exclusively: (lockId, work) => db.exclusively(lockId, work),
    close: () => db.close(),
  }
}

const sorted = (kind: Db["kind"], error: unknown, guard: StorageGuard): unknown => {
  if (error instanceof StorageUnavailable) return error
  // A lost PGlite thread was reported as it was lost (db.ts's onStopped): its calls are only 503s.
  if (error instanceof PgliteThreadStopped) return new StorageUnavailable(error.message)
  const failure = kind === "pglite" ? pgliteFailure(error) : postgresFailure(error)
  if (failure === null) return error
  if (kind === "pglite") guard.onStorageFailure(`${failure} (PGlite)`)
  return new StorageUnavailable(failure)
}

// SQLSTATE classes: 53 insufficient resources (disk full), 58 system error (I/O), XX internal.
const STORAGE_CLASSES = ["53", "58", "XX"]

const pgliteFailure = (error: unknown): string | null => {
  const code = sqlState(error)
  if (code !== null) return STORAGE_CLASSES.includes(code.slice(0, 2)) ? messageOf(error) : null
  // Not a database error at all: the WebAssembly engine itself failed (a trap, a file error).
  return error instanceof WebAssembly.RuntimeError || nameOf(error) === "ErrnoError" ? messageOf(error) : null
}

// Also 08 connection exceptions, 57014 a statement cancelled by statement_timeout, 57P0x shutdowns,
// and what refuses a new connection: 28 (the login refused), 3D000 (the database is gone).
const postgresFailure = (error: unknown): string | null => {
  const code = sqlState(error)
  if (code !== null)
    return [...STORAGE_CLASSES, "08", "28"].includes(code.slice(0, 2)) || code === "57014" || code === "3D000" || code.startsWith("57P0")
      ? messageOf(error)
      : null
  // pg's own: the socket refused or dropped, no connection free in time, the query timer.
  const text = messageOf(error)
  return /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded|Query read timeout|is not queryable/i.test(
    text,
  )
    ? text
    : null
}

const sqlState = (error: unknown): string | null => {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && /\d/.test(code) ? code : null
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const nameOf = (error: unknown): string => (error instanceof Error ? error.name : "")
