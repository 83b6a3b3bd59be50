import { existsSync } from "node:fs"
import { join } from "node:path"
import type { FastifyInstance } from "fastify"
import { NoSuchCall } from "../../schema/errors"
import { fail } from "../failure"
import { refuse } from "./routes"
import { isFilePath } from "./static-paths"

/** Where the staff screen's page is, in the built app (vite.staff.config.ts builds it there). */
export const STAFF_PAGE = join("staff", "staff.html")

/**
 * The venue's staff screen: `/staff` and every path under it that names no file is its page (its
 * sections are routes of its own, after `#`), never revalidated from a stale copy. Its scripts
 * and styles, under /staff/assets/, are files of the built app like the diner's (served by the
 * static files' handler, immutable). The hardening headers are every answer's (hardening.ts).
 * Registered only when the build has the page: an API-only server has no staff screen either.
 */
export const registerStaffPage = (app: FastifyInstance, staticDir: string): void => {
  if (!existsSync(join(staticDir, STAFF_PAGE))) return
  app.get("/staff", async (_request, reply) => reply.header("cache-control", "no-cache").sendFile(STAFF_PAGE, { cacheControl: false }))
  app.get("/staff/*", async (request, reply) => {
    const path = request.url.split("?")[0] ?? ""
    if (isFilePath(path)) return refuse(reply, fail(NoSuchCall, `No file at '${path}'.`).error)
    return reply.header("cache-control", "no-cache").sendFile(STAFF_PAGE, { cacheControl: false })
  })
}
