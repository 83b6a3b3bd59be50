import { TEST_OPERATOR_KEY } from "../support/test-server"
import { testDatabases } from "../support/databases"
import { startServerProcess } from "../support/server-process"
import type { Figure } from "./figures"
import { serverLoad, twoInstancesLoad } from "./server-load"

/**
 * A server process as `npm start` runs it, with the benchmarks' yardstick routes, and room for
 * the live-latency bench's 501 streams from one diner on one address (the caps per user and per
 * address would refuse all but the first 10: the bench measures the fan-out, not the caps).
 */
export const startBenchServer = (
  authEmulatorHost: string,
  env: Readonly<Record<string, string>> = {},
  nodeOptions: ReadonlyArray<string> = [],
) =>
  startServerProcess(
    { OPERATOR_KEY: TEST_OPERATOR_KEY, BENCH_ROUTES: "1", LIVE_STREAMS_PER_USER: "1000", LIVE_STREAMS_PER_ADDRESS: "1000", ...env },
    authEmulatorHost,
    null,
    nodeOptions,
  )

/**
 * The server's load figures on PostgreSQL, when one answers here (the production database):
 * one instance against its yardsticks, then two instances on the database side by side with one.
 */
export const postgresServerFigures = async (authEmulatorHost: string): Promise<Figure[]> => {
  const [, postgres] = testDatabases()
  if (postgres === undefined) return []
  const location = await postgres.location()
  const env = { DATABASE_URL: location.kind === "postgres" ? location.url : "" }
  const first = await startBenchServer(authEmulatorHost, env)
  try {
    const figures = await serverLoad(first, authEmulatorHost, "PostgreSQL")
    const second = await startBenchServer(authEmulatorHost, env)
    try {
      return [...figures, ...(await twoInstancesLoad(first, second, authEmulatorHost))]
    } finally {
      await second.stop()
    }
  } finally {
    await first.stop()
    await postgres.drop()
  }
}
