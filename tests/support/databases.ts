import { randomBytes } from "node:crypto"
import pg from "pg"
import { inject } from "vitest"
import { injected } from "./injected"
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

/** The run's migrated and seeded PostgreSQL database to copy, when run-services.ts made one. */
const runPostgresTemplate = (): string | null => injected("postgresTemplate") ?? null

const postgres = (template: string | null): TestDatabase => {
  const name = `tableside_test_${randomBytes(6).toString("hex")}`
  return {
    name: "postgres",
    location: async () => {
      // A copy of the run's seeded template is a file copy; migrating and seeding an empty one took 0.5-1.6 s.
      const from = template === null ? "" : ` template ${template}`
      await withAdmin((client) => client.query(`create database ${name}${from}`).then(() => undefined))
      return { kind: "postgres", url: urlOf(name) }
    },
    drop: () => dropPostgres(name),
  }
}

const urlOf = (database: string): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

const dropPostgres = (name: string): Promise<void> =>
  withAdmin((client) => client.query(`drop database if exists ${name} with (force)`).then(() => undefined))

/**
 * For run-services.ts: a PostgreSQL database that `prepare` migrates and seeds once per run, which
 * every PostgreSQL test database is then created from (CREATE DATABASE ... TEMPLATE); null when
 * no PostgreSQL answers.
 */
export const seededPostgresTemplate = async (
  prepare: (location: DbLocation) => Promise<void>,
): Promise<{ readonly name: string; readonly drop: () => Promise<void> } | null> => {
  if (!hasPostgres) return null
  const name = `tableside_template_${randomBytes(6).toString("hex")}`
  await withAdmin((client) => client.query(`create database ${name}`).then(() => undefined))
  try {
    await prepare({ kind: "postgres", url: urlOf(name) })
  } catch (error) {
    await dropPostgres(name)
    throw error
  }
  return { name, drop: () => dropPostgres(name) }
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

/** PGlite in a folder not made yet, for a test that reads it from outside once its server has stopped: started from the run's dump too. */
export const pgliteFolder = (dataDir: string): DbLocation => ({ kind: "pglite", dataDir, startFrom: inject("pgliteTemplate") })

/**
 * A PostgreSQL database of its own, a copy of the run's migrated and seeded template (`empty`:
 * created empty, for a test of migrating itself), or null when none answers (tests of PostgreSQL alone).
 */
export const postgresDatabase = ({ empty = false }: { readonly empty?: boolean } = {}): TestDatabase | null =>
  hasPostgres ? postgres(empty ? null : runPostgresTemplate()) : null

/**
 * One fresh database of each available kind, for `describe.each`. A global setup, which has no
 * `inject`, hands in the run's templates (run-services.ts).
 */
export const testDatabases = (templates?: RunTemplates): ReadonlyArray<TestDatabase> => {
  const pglite = pgliteDatabase(templates?.pglite)
  return hasPostgres ? [pglite, postgres(templates === undefined ? runPostgresTemplate() : templates.postgres)] : [pglite]
}

/** What run-services.ts made once for the run: every test database starts as a copy of one. */
export interface RunTemplates {
  readonly pglite: string
  readonly postgres: string | null
}
