import { inject } from "vitest"
import { DEMO_PROJECT_ID } from "../../server/config"
import { startServer, type RunningServer, type StartOptions } from "../../server/start-server"

export const TEST_OPERATOR_KEY = "test-operator-key-0123456789-abcdefghijklmnop"

/**
 * What a test may choose of the server's options (server/start-server.ts); the rest is fixed
 * below. `firebaseProjectId`: a project other than the demo one has no local SMS outbox;
 * `authEmulatorHost`: the run's own emulator unless told (a closed port: an outage).
 */
export type TestServerOptions = Partial<
  Pick<
    StartOptions,
    | "db"
    | "now"
    | "firestoreMirror"
    | "seedBigMenu"
    | "firebaseProjectId"
    | "announceSms"
    | "limits"
    | "staticDir"
    | "tokenClock"
    | "onRoundTrip"
    | "payments"
    | "reconcileAfterMs"
    | "mail"
    | "publicOrigin"
  >
> & {
  readonly authEmulatorHost?: string
}

/**
 * The reference server in this process, API only, on a free port, verifying tokens against
 * the run's Auth emulator; a fresh in-memory database (from the run's seeded dump) unless told otherwise.
 */
export const startTestServer = (options: TestServerOptions = {}): Promise<RunningServer> =>
  startServer({
    port: 0,
    host: "127.0.0.1",
    db: options.db ?? { kind: "pglite", dataDir: "memory://", startFrom: inject("pgliteTemplate") },
    staticDir: options.staticDir ?? null,
    logRequests: false,
    firebaseProjectId: options.firebaseProjectId ?? DEMO_PROJECT_ID,
    authEmulatorHost: options.authEmulatorHost ?? inject("authEmulatorHost"),
    operatorKey: TEST_OPERATOR_KEY,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.tokenClock === undefined ? {} : { tokenClock: options.tokenClock }),
    firestoreMirror: options.firestoreMirror ?? false,
    seedBigMenu: options.seedBigMenu ?? false,
    announceSms: options.announceSms ?? (() => undefined),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    ...(options.onRoundTrip === undefined ? {} : { onRoundTrip: options.onRoundTrip }),
    ...(options.payments === undefined ? {} : { payments: options.payments }),
    ...(options.reconcileAfterMs === undefined ? {} : { reconcileAfterMs: options.reconcileAfterMs }),
    ...(options.mail === undefined ? {} : { mail: options.mail }),
    ...(options.publicOrigin === undefined ? {} : { publicOrigin: options.publicOrigin }),
  })
