import { openDb } from "../../server/storage/db"

/**
 * The ids of every order stored in a PGlite folder, read from the database itself once its
 * server has stopped (one process per folder). The staff's order list answers only the newest
 * 200, fewer than a load test acknowledges on a fast machine.
 */
export const storedOrderIds = async (dataDir: string): Promise<ReadonlyArray<string>> => {
  const db = await openDb({ kind: "pglite", dataDir })
  try {
    return (await db.query<{ id: string }>("select id from orders")).map((row) => row.id)
  } finally {
    await db.close()
  }
}
