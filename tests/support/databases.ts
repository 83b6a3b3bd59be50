import { randomBytes } from "node:crypto"
import pg from "pg"
import { inject } from "vitest"
import type { DbLocation } from "../../server/storage/db"

/**
 * The databases contract tests run against: PGlite always, and PostgreSQL when one answers
 * at TEST_DATABASE_URL (default: the local server on 127.0.0.1:5432). Each PostgreSQL suite
 * gets a database of its own, dropped afterwards. With REQUIRE_POSTGRES=1 (CI) a PostgreSQL
 * that does not answer fails every contract test instead of leaving it out unseen.
 */
export interface TestDatabase {
  readonly name: "pglite" | "postgres"
  readonly location: () => Promise<DbLocation>
  readonly drop: () => Promise<void>
}

const adminUrl = process.env["TEST_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test"

/** Why PostgreSQL cannot be used, or null when it answers. */
const postgresProblem = async (): Promise<string | null> => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query("select 1")
    return null
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error)
  } finally {
    await client.end().catch(() => undefined)
  }
}

const problem = await postgresProblem()
if (problem !== null && process.env["REQUIRE_POSTGRES"] === "1") {
  const where = new URL(adminUrl)
  where.password = ""
  throw new Error(
    `REQUIRE_POSTGRES=1, but no PostgreSQL answers at ${where.toString()} (${problem}). ` +
      "Start PostgreSQL there, point TEST_DATABASE_URL at one, or unset REQUIRE_POSTGRES to test on PGlite alone.",
  )
}
const hasPostgres = problem === null

const withAdmin = async (work: (client: pg.Client) => Promise<void>) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

const postgres = (): TestDatabase => {
  const name = `tableside_test_${randomBytes(6).toString("hex")}`
  return {
    name: "postgres",
    location: async () => {
      await withAdmin((client) => client.query(`create database ${name}`).then(() => undefined))
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return { kind: "postgres", url: url.toString() }
    },
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`).then(() => undefined)),
  }
}

/**
 * PGlite in memory, started from the run's migrated and seeded dump (tests/support/run-services.ts;
 * a global setup, which has no `inject`, hands it in): nothing to create or drop.
 */
export const pgliteDatabase = (startFrom?: string): TestDatabase => ({
  name: "pglite",
  location: async () => ({ kind: "pglite", dataDir: "memory://", startFrom: startFrom ?? inject("pgliteTemplate") }),
  drop: async () => undefined,
})

/** A fresh PostgreSQL database, or null when none answers (tests of PostgreSQL alone). */
export const postgresDatabase = (): TestDatabase | null => (hasPostgres ? postgres() : null)

/** One fresh database of each available kind, for `describe.each`. */
export const testDatabases = (pgliteStartFrom?: string): ReadonlyArray<TestDatabase> =>
  hasPostgres ? [pgliteDatabase(pgliteStartFrom), postgres()] : [pgliteDatabase(pgliteStartFrom)]
