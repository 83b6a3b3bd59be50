import type { TestProject } from "vitest/node"
import { DEMO_PROJECT_ID } from "../../server/config"
import { startServer } from "../../server/start-server"
import { testDatabases } from "./databases"
import { TEST_OPERATOR_KEY } from "./test-server"

/** Where a spec-only client (tests/spec/) finds a server: its base URL, and the demo's table. */
export interface SpecTarget {
  readonly database: string
  readonly baseUrl: string
  /** The QR code printed on the demo's plain table. */
  readonly qrCode: string
  /** Reads the SMS outbox (GET /api/dev/sms-outbox), standing in for the diner's phone. */
  readonly operatorKey: string
}

declare module "vitest" {
  export interface ProvidedContext {
    specTargets: ReadonlyArray<SpecTarget>
  }
}

/**
 * For the spec-only client: a reference server on each database (PGlite, and PostgreSQL when
 * it answers), started here so that the client's test file imports nothing of the project;
 * it gets what a venue would print and tell (a base URL, a QR code) from the provided context.
 * Runs after run-services.ts, whose emulator the servers verify tokens against.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { authEmulatorHost, pgliteTemplate, postgresTemplate } = project.getProvidedContext()
  // Both at once: they start before any test of the run, while every other file waits.
  const started = await Promise.allSettled(
    testDatabases({ pglite: pgliteTemplate, postgres: postgresTemplate }).map(async (database) => ({
      database,
      server: await startServer({
        port: 0,
        host: "127.0.0.1",
        db: await database.location(),
        staticDir: null,
        logRequests: false,
        firebaseProjectId: DEMO_PROJECT_ID,
        authEmulatorHost,
        operatorKey: TEST_OPERATOR_KEY,
        announceSms: () => undefined,
      }),
    })),
  )
  const running = started.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []))
  const stop = async () => {
    for (const { server, database } of running) {
      await server.close()
      await database.drop()
    }
  }
  const failed = started.find((start) => start.status === "rejected")
  if (failed !== undefined) {
    // The one that did start stops: a failed setup has no teardown.
    await stop()
    throw failed.reason
  }
  project.provide(
    "specTargets",
    running.map(({ server, database }) => ({
      database: database.name,
      baseUrl: server.origin,
      qrCode: "demo-table-1",
      operatorKey: TEST_OPERATOR_KEY,
    })),
  )
  return stop
}
