import type { Queryable } from "./db"

/** Whether the database answers a query at all (health checks). */
export const databaseAnswers = (db: Queryable): Promise<boolean> =>
  db.query("select 1").then(
    () => true,
    () => false,
  )
