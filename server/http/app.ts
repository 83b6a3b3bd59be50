import { existsSync } from "node:fs"
import { join } from "node:path"
import fastifyStatic from "@fastify/static"
import Fastify, { type FastifyInstance } from "fastify"
import { drawImage } from "../images/food-art"
import type { Db } from "../storage/db"
import { findMenuByQr, findVenueByQr } from "../storage/venue-repo"
import { Refusal, refuse, registerApi } from "./routes"

export interface AppOptions {
  readonly db: Db
  /** The built app (vite build output); null serves the API only. */
  readonly staticDir: string | null
  readonly logger: boolean
}

export const buildApp = async ({ db, staticDir, logger }: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger: logger ? { level: "info" } : false })

  registerApi(app, {
    venueByQr: async ({ params }) => (await findVenueByQr(db, params.qrCode)) ?? notFound(`No venue has the QR code '${params.qrCode}'.`),
    menuPick: async ({ params }) => {
      const items = await findMenuByQr(db, params.qrCode)
      return items === null ? notFound(`No venue has the QR code '${params.qrCode}'.`) : { items }
    },
  })

  app.get<{ Params: { "*": string } }>("/img/*", async (request, reply) => {
    const svg = drawImage(request.params["*"])
    if (svg === null) return refuse(reply, new Refusal(404, `No image at '${request.params["*"]}'.`))
    return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg)
  })

  app.all("/api/*", async (request, reply) => refuse(reply, new Refusal(404, `No call ${request.method} ${request.url}.`)))

  if (staticDir !== null && existsSync(join(staticDir, "index.html"))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      setHeaders: (response, path) => {
        // Vite names built assets by content hash: they never change under the same name.
        if (path.includes(`${join(staticDir, "assets")}`)) response.header("cache-control", "public, max-age=31536000, immutable")
      },
    })
    // Every other path is a route of the single-page app: /demo-table-1, /venue/cart, ...
    app.setNotFoundHandler((_request, reply) => reply.header("cache-control", "no-cache").sendFile("index.html"))
  }
  return app
}

const notFound = (message: string): never => {
  throw new Refusal(404, message)
}
