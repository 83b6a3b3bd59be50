import type { AddressInfo } from "node:net"
import { buildApp } from "./http/app"
import { seedDemoVenue } from "./seed/seed"
import { openDb, type DbLocation } from "./storage/db"
import { migrate } from "./storage/migrations"

export interface StartOptions {
  readonly port: number
  readonly host: string
  readonly db: DbLocation
  readonly staticDir: string | null
  readonly logRequests: boolean
}

export interface RunningServer {
  /** e.g. http://localhost:8080 */
  readonly origin: string
  close(): Promise<void>
}

/** Opens the database, migrates and seeds it, and serves the API (and the built app). */
export const startServer = async (options: StartOptions): Promise<RunningServer> => {
  const db = await openDb(options.db)
  await migrate(db)
  await seedDemoVenue(db)
  const app = await buildApp({ db, staticDir: options.staticDir, logger: options.logRequests })
  await app.listen({ port: options.port, host: options.host })
  const { port } = app.server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    close: async () => {
      await app.close()
      await db.close()
    },
  }
}
