import { randomBytes } from "node:crypto"
import pg from "pg"
import type { DbLocation } from "../../server/storage/db"

/**
 * The databases contract tests run against: PGlite always, and PostgreSQL when one answers
 * at TEST_DATABASE_URL (default: the local server on 127.0.0.1:5432). Each PostgreSQL suite
 * gets a database of its own, dropped afterwards.
 */
export interface TestDatabase {
  readonly name: "pglite" | "postgres"
  readonly location: () => Promise<DbLocation>
  readonly drop: () => Promise<void>
}

const adminUrl = process.env["TEST_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test"

const postgresAnswers = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query("select 1")
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

const hasPostgres = await postgresAnswers()

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

/** PGlite in memory: nothing to create or drop. */
export const pgliteDatabase = (): TestDatabase => ({ name: "pglite", location: async () => ({ kind: "pglite", dataDir: "memory://" }), drop: async () => undefined })

/** A fresh PostgreSQL database, or null when none answers (tests of PostgreSQL alone). */
export const postgresDatabase = (): TestDatabase | null => (hasPostgres ? postgres() : null)

/** One fresh database of each available kind, for `describe.each`. */
export const testDatabases = (): ReadonlyArray<TestDatabase> => (hasPostgres ? [pgliteDatabase(), postgres()] : [pgliteDatabase()])
