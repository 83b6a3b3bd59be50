import { openDb, type DbLocation } from "../../server/storage/db"

/**
 * Rows read from a server's database itself, not through its API. A PGlite folder only once
 * its server has stopped (one process per folder); PostgreSQL at any time.
 */
export const storedRows = async <Row extends object>(location: DbLocation, sql: string): Promise<ReadonlyArray<Row>> => {
  const db = await openDb(location)
  try {
    return await db.query<Row>(sql)
  } finally {
    await db.close()
  }
}

/**
 * The ids of every order stored in a PGlite folder. The staff's order list answers only the
 * newest 200, fewer than a load test acknowledges on a fast machine.
 */
export const storedOrderIds = async (dataDir: string): Promise<ReadonlyArray<string>> =>
  (await storedRows<{ id: string }>({ kind: "pglite", dataDir }, "select id from orders")).map((row) => row.id)
