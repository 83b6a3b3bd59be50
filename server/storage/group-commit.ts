import { setImmediate } from "node:timers/promises"

/**
 * Group commit for the hot path's statements (`queryInlined`, issue 34). Under load, a cart
 * add was one transaction and one commit each: on PGlite, one engine on one thread, a whole
 * commit and a trip into the engine per add; on PostgreSQL, a transaction, a round trip and a
 * WAL flush per add (grouped, CPU per add fell by about half on both: bench notes). Here the statements that arrive
 * while the database is busy wait, then run in one transaction, one after the other, and are
 * answered once it is committed: each sees the ones before it as it would have run alone after
 * them, and none is answered before its commit. A quiet server runs each at once, alone. When
 * one statement of a group fails, nothing of the group was kept (its transaction rolled back),
 * and each is run again alone, so a statement fails only for itself (a raced key, a deadlock
 * between two instances' groups). A connection lost meanwhile fails the whole group, as it
 * would have failed each statement.
 */
export interface GroupRunner {
  /** One statement in a transaction of its own: its rows. */
  readonly alone: (sql: string) => Promise<object[]>
  /** The statements in one transaction, in order: each one's rows. */
  readonly together: (sqls: ReadonlyArray<string>) => Promise<object[][]>
}

/** A bound on one transaction's size, so that one group holds its locks for milliseconds, not seconds. */
const MOST_IN_ONE_GROUP = 100

interface Waiting {
  readonly sql: string
  readonly resolve: (rows: object[]) => void
  readonly reject: (error: unknown) => void
}

export const committedTogether = (runner: GroupRunner) => {
  const waiting: Waiting[] = []
  let running = false
  const alone = async ({ sql, resolve, reject }: Waiting): Promise<void> => {
    try {
      resolve(await runner.alone(sql))
    } catch (error) {
      reject(error)
    }
  }
  const together = async (group: ReadonlyArray<Waiting>): Promise<void> => {
    let results: object[][]
    try {
      results = await runner.together(group.map((statement) => statement.sql))
    } catch (error) {
      if (undone(error)) for (const statement of group) await alone(statement)
      else for (const statement of group) statement.reject(error)
      return
    }
    group.forEach((statement, index) => statement.resolve(results[index] ?? []))
  }
  const drain = async (): Promise<void> => {
    running = true
    while (waiting.length > 0) {
      // Requests that came in while the database ran are read only once the event loop turns
      // (their sockets' reads, PGlite's answer are each a turn of it): the group is taken after
      // one turn, not at once.
      await setImmediate()
      const group = waiting.splice(0, MOST_IN_ONE_GROUP)
      const [only] = group
      if (group.length === 1 && only !== undefined) await alone(only)
      else await together(group)
    }
    running = false
  }
  /** A statement's rows, once the transaction it ran in is committed. */
  return (sql: string): Promise<object[]> =>
    new Promise<object[]>((resolve, reject) => {
      waiting.push({ sql, resolve, reject })
      if (!running) void drain()
    })
}

/**
 * Whether a group's failure surely kept nothing: the database refused a statement or the commit
 * (an SQLSTATE), not a connection lost on the way, after which the commit may have happened,
 * and running the group's statements again could make an unkeyed change twice.
 */
const undone = (error: unknown): boolean => {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith("08") && !code.startsWith("57P")
}
