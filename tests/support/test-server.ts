import { startServer, type RunningServer } from "../../server/start"

/** The reference server in this process, API only, on a free port and a fresh in-memory database. */
export const startTestServer = (): Promise<RunningServer> =>
  startServer({ port: 0, host: "127.0.0.1", db: { kind: "pglite", dataDir: "memory://" }, staticDir: null, logRequests: false })
