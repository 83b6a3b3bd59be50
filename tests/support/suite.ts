import { afterAll, beforeAll } from "vitest"
import type { RunningServer } from "../../server/start-server"
import { pgliteDatabase, type TestDatabase } from "./databases"
import { signInDiner, type TestDiner } from "./diner"
import { startTestServer, type TestServerOptions } from "./test-server"

export interface ServerAndDiner {
  readonly server: RunningServer
  readonly diner: TestDiner
}

/**
 * For a describe block: a reference server on a fresh database of the given kind (PGlite in
 * memory unless told) and one diner signed in at the demo table, both closed (and the
 * database dropped) afterwards.
 */
export const setupServerAndDiner = (
  database: TestDatabase = pgliteDatabase(),
  options: Omit<TestServerOptions, "db"> = {},
): ServerAndDiner => {
  let server: RunningServer | undefined
  let diner: TestDiner | undefined
  beforeAll(async () => {
    server = await startTestServer({ ...options, db: await database.location() })
    diner = await signInDiner(server.origin)
  })
  afterAll(async () => {
    await diner?.close()
    await server?.close()
    await database.drop()
  })
  return {
    get server() {
      if (server === undefined) throw new Error("the server starts in beforeAll")
      return server
    },
    get diner() {
      if (diner === undefined) throw new Error("the diner signs in in beforeAll")
      return diner
    },
  }
}
