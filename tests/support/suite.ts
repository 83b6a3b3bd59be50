import { afterAll, beforeAll } from "vitest"
import type { RunningServer } from "../../server/start-server"
import { pgliteDatabase, type TestDatabase } from "./databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "./diner"
import { startTestServer, type TestServerOptions } from "./test-server"

export interface ServerAndDiner {
  readonly server: RunningServer
  readonly diner: TestDiner
}

export interface ServerAndDiners {
  readonly server: RunningServer
  /** A diner signed in at `table` (the demo table unless told), closed with the server. */
  readonly diner: (table?: { tenantId: string; qrCode: string }, googleEmail?: string | null) => Promise<TestDiner>
}

/**
 * For a describe block: a reference server on a fresh database of the given kind (PGlite in
 * memory unless told), and diners signed in as the tests ask; the diners and the server closed
 * (and the database dropped) afterwards.
 */
export const setupServerAndDiners = (
  database: TestDatabase = pgliteDatabase(),
  options: Omit<TestServerOptions, "db"> = {},
): ServerAndDiners => {
  let server: RunningServer | undefined
  const diners: TestDiner[] = []
  const started = () => {
    if (server === undefined) throw new Error("the server starts in beforeAll")
    return server
  }
  beforeAll(async () => {
    server = await startTestServer({ ...options, db: await database.location() })
  })
  afterAll(async () => {
    await Promise.all(diners.map((diner) => diner.close()))
    await server?.close()
    await database.drop()
  })
  return {
    get server() {
      return started()
    },
    diner: async (table = DEMO_TABLE, googleEmail = null) => {
      const diner = await signInDiner(started().origin, table, googleEmail)
      diners.push(diner)
      return diner
    },
  }
}

/** As setupServerAndDiners, with one diner signed in at the demo table before the tests. */
export const setupServerAndDiner = (
  database: TestDatabase = pgliteDatabase(),
  options: Omit<TestServerOptions, "db"> = {},
): ServerAndDiner => {
  const suite = setupServerAndDiners(database, options)
  let diner: TestDiner | undefined
  beforeAll(async () => {
    diner = await suite.diner()
  })
  return {
    get server() {
      return suite.server
    },
    get diner() {
      if (diner === undefined) throw new Error("the diner signs in in beforeAll")
      return diner
    },
  }
}
