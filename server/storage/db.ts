import { PGlite, type Transaction } from "@electric-sql/pglite"
import { mkdirSync } from "node:fs"
import pg from "pg"
import { createDurablePglite } from "./durable-pglite"

/**
 * The one door to the database. PGlite (PostgreSQL compiled to WebAssembly, on disk) by
 * default, so the demo needs nothing installed; a real PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL, so everything above this file is written once.
 */
export interface Queryable {
  query<Row extends object>(sql: string, params?: ReadonlyArray<unknown>): Promise<Row[]>
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres"
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** What a service needs to read and to change things atomically. */
export type Transactional = Pick<Db, "query" | "transaction">

export type DbLocation = { readonly kind: "pglite"; readonly dataDir: string } | { readonly kind: "postgres"; readonly url: string }

export const openDb = async (location: DbLocation): Promise<Db> =>
  location.kind === "pglite" ? openPglite(location.dataDir) : openPostgres(location.url)

const openPglite = async (dataDir: string): Promise<Db> => {
  // "memory://" keeps the database in memory (tests); anything else is a folder on disk.
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true })
  return pgliteDb(dataDir.startsWith("memory://") ? await PGlite.create(dataDir) : await createDurablePglite(dataDir))
}

/** The Db over an open PGlite. */
export const pgliteDb = (db: PGlite): Db => ({
  kind: "pglite",
  ...pgliteQueryable(db),
  transaction: (work) => db.transaction((tx) => work(pgliteQueryable(tx))),
  close: () => db.close(),
})

const pgliteQueryable = (target: PGlite | Transaction): Queryable => ({
  query: async <Row extends object>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await target.query<Row>(sql, [...params])).rows,
})

const openPostgres = async (url: string): Promise<Db> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the database closes (a restart, an administrator, a dropped test
  // database) is only logged: unheard, the pool's error would end the process.
  pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed.`))
  await pool.query("select 1")
  const query = async <Row extends object>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await pool.query<Row>(sql, [...params])).rows
  return {
    kind: "postgres",
    query,
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query("begin")
        const result = await work({ query: async (sql, params = []) => (await client.query(sql, [...params])).rows })
        await client.query("commit")
        return result
      } catch (error) {
        await client.query("rollback")
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
