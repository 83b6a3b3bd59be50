import type { Db, Queryable } from "./db"

/**
 * The database as `db`, telling `heard` of every round trip the server makes to it: each query,
 * and a transaction's `begin` and its `commit` (or `rollback`), which are round trips of their
 * own on PostgreSQL. A test counts what one call costs with it; the SQL goes through unchanged.
 */
export const heardDb = (db: Db, heard: (statement: string) => void): Db => {
  const heardQueryable = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      heard(sql)
      return target.query(sql, params)
    },
    queryInlined: (sql, params) => {
      heard(sql)
      return target.queryInlined(sql, params)
    },
  })
  return {
    kind: db.kind,
    ...heardQueryable(db),
    transaction: async (work) => {
      heard("begin")
      try {
        const result = await db.transaction((tx) => work(heardQueryable(tx)))
        heard("commit")
        return result
      } catch (error) {
        heard("rollback")
        throw error
      }
    },
    exclusively: (lockId, work) => db.exclusively(lockId, work),
    close: () => db.close(),
  }
}
