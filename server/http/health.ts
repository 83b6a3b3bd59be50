import type { FastifyInstance } from "fastify"
import type { IdentityProvider } from "../auth/identity"
import type { Queryable } from "../storage/db"
import { databaseAnswers } from "../storage/health-repo"

export interface HealthDeps {
  readonly db: Queryable
  readonly identity: IdentityProvider
}

/**
 * `/api/health` for load balancers, supervisors and uptime checks: 200 when the database and
 * the identity provider both answer, else 503 naming what is down, e.g.
 * `{ ok: false, database: "down", identity: "up", message: "The database is not answering." }`.
 */
export const registerHealth = (app: FastifyInstance, deps: HealthDeps): void => {
  app.get("/api/health", async (_request, reply) => {
    const [database, identity] = await Promise.all([
      databaseAnswers(deps.db).then((answers) => (answers ? ("up" as const) : ("down" as const))),
      deps.identity.reachable().then((answers) => (answers ? ("up" as const) : ("down" as const))),
    ])
    const down = [database === "down" ? "the database" : null, identity === "down" ? "the identity provider" : null].filter(
      (name) => name !== null,
    )
    reply.header("cache-control", "no-store")
    if (down.length === 0) return reply.send({ ok: true, database, identity })
    return reply.code(503).send({ ok: false, database, identity, message: `Not answering: ${down.join(" and ")}.` })
  })
}
