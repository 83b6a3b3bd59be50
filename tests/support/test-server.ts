import { inject } from "vitest"
import { DEMO_PROJECT_ID, type ServerLimits } from "../../server/config"
import { startServer, type RunningServer } from "../../server/start-server"
import type { DbLocation } from "../../server/storage/db"

export const TEST_OPERATOR_KEY = "test-operator-key-0123456789"

export interface TestServerOptions {
  readonly db?: DbLocation
  readonly now?: () => number
  readonly firestoreMirror?: boolean
  /** Also seed the 2,000-dish venue (table big-menu-1, tenant-bench). */
  readonly seedBigMenu?: boolean
  /** A project other than the demo one (no local SMS outbox then). */
  readonly firebaseProjectId?: string
  /** Where the demo's SMS are printed; nowhere unless told. */
  readonly announceSms?: (line: string) => void
  readonly limits?: ServerLimits
  /** The identity provider's emulator; the run's own unless told (a closed port: an outage). */
  readonly authEmulatorHost?: string
}

/**
 * The reference server in this process, API only, on a free port, verifying tokens against
 * the run's Auth emulator; a fresh in-memory database unless told otherwise.
 */
export const startTestServer = (options: TestServerOptions = {}): Promise<RunningServer> =>
  startServer({
    port: 0,
    host: "127.0.0.1",
    db: options.db ?? { kind: "pglite", dataDir: "memory://" },
    staticDir: null,
    logRequests: false,
    firebaseProjectId: options.firebaseProjectId ?? DEMO_PROJECT_ID,
    authEmulatorHost: options.authEmulatorHost ?? inject("authEmulatorHost"),
    operatorKey: TEST_OPERATOR_KEY,
    ...(options.now === undefined ? {} : { now: options.now }),
    firestoreMirror: options.firestoreMirror ?? false,
    seedBigMenu: options.seedBigMenu ?? false,
    announceSms: options.announceSms ?? (() => undefined),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  })
