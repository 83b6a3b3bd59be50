import type { FastifyInstance } from "fastify"
import type { Db } from "../storage/db"
import { createBenchTable, insertBenchRow } from "../storage/bench-repo"

/**
 * Yardsticks for `npm run bench` (BENCH_ROUTES=1 on a demo project only): a route that does
 * nothing, and one that commits one insert. A cart add is measured against the second (the
 * same server, database and connection pool), a menu pick against the first.
 */
export const registerBenchRoutes = async (app: FastifyInstance, db: Db): Promise<void> => {
  await createBenchTable(db)
  app.get("/api/bench/trivial", async () => ({ ok: true }))
  app.post("/api/bench/insert", async () => {
    await insertBenchRow(db, "bench")
    return { ok: true }
  })
}
