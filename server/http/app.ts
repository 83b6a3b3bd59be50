import { existsSync } from "node:fs"
import { join } from "node:path"
import fastifyStatic from "@fastify/static"
import Fastify, { type FastifyInstance } from "fastify"
import { api } from "../../schema/api"
import { devApi, operatorApi } from "../../schema/operator-api"
import type { IdentityProvider } from "../auth/identity"
import { drawImage } from "../images/food-art"
import type { StaffAdmissions } from "../live/firestore-staff"
import type { LiveBus, LiveEvent } from "../live/live-bus"
import type { Db } from "../storage/db"
import { DEFAULT_LIMITS, type ServerLimits } from "../config"
import { accessChecks, type AccessDeps } from "./access"
import { clientErrorHandler } from "./client-errors"
import { registerBenchRoutes } from "./bench-routes"
import { registerHealth } from "./health"
import { loggableError, loggableUrl, registerHardening } from "./hardening"
import { registerAuthEmulatorProxy } from "./auth-emulator-proxy"
import { dinerHandlers } from "./diner-handlers"
import { registerLiveRoutes } from "./live-routes"
import { keptMenus } from "./kept-menus"
import { ResponseCache } from "./response-cache"
import { loadTablePages, type TablePages } from "./table-pages"
import { openApiDocument } from "./openapi"
import { operatorHandlers } from "./operator-handlers"
import { staffHandlers } from "./staff-handlers"
import { staffApi } from "../../schema/staff-api"
import { demoProvider } from "../payments/demo-provider"
import { reconcilePayments } from "../services/payment-outcomes"
import type { PaymentProvider } from "../payments/payment-provider"
import type { StripeProvider } from "../payments/stripe-provider"
import { registerStripeWebhook } from "./stripe-webhook"
import { noSmsProvider, outboxSms, readOutbox } from "../services/sms-outbox"
import { BadRequest, NoSuchCall, ServerFault } from "../../schema/errors"
import { fail, Failure } from "../failure"
import { startBackgroundJobs } from "../background-jobs"
import { refuse, registerCalls } from "./routes"
import { isFilePath } from "./static-paths"
import type { Mailer } from "../mail/mailer"
import { registerReceiptLinks } from "./receipt-links"
import { registerStaffPage } from "./staff-page"

export interface AppOptions {
  readonly db: Db
  readonly identity: IdentityProvider
  readonly live: LiveBus
  readonly operatorKey: string
  /** The built app (vite build output); null serves the API only. */
  readonly staticDir: string | null
  readonly logger: boolean
  readonly now: () => number
  /**
   * The local SMS outbox of a demo project (no SMS leaves the machine): codes are printed with
   * `announce` and read with the operator key. null: no SMS provider, no code can be sent.
   */
  readonly smsOutbox: { readonly announce: (line: string) => void } | null
  /** The Auth emulator to expose on this origin (local mode), or null. */
  readonly authEmulatorHost: string | null
  readonly limits?: ServerLimits
  /** The benchmarks' yardstick routes (bench-routes.ts); never in production. */
  readonly benchRoutes?: boolean
  /** Records that a diner was let in at a table (production's Firestore rules read it). */
  readonly admit?: AccessDeps["admit"]
  /** Records and withdraws staff admissions (production's Firestore rules read them). */
  readonly staffAdmissions?: StaffAdmissions
  /** The SSR build of a table's first screen (server/http/table-pages.ts); dist-ssr beside staticDir unless told. */
  readonly rendererDir?: string
  /** Who moves the money of payments at the table (server/payments/); the demo provider unless told. */
  readonly payments?: PaymentProvider
  /** How long a payment may wait for its provider's answer before the reconcile asks for it (30 s unless told). */
  readonly reconcileAfterMs?: number
  /** The mail server receipts are e-mailed through (server/mail/); null: none, a receipt cannot be e-mailed. */
  readonly mailer: Mailer | null
  /** The origin the links of e-mailed receipts point at (the server's public origin, from its settings). */
  readonly linkOrigin: () => string
}

/** An idle live stream gets a comment this often: the app calls a feed offline after 10 s of silence. */
const LIVE_KEEP_ALIVE_MS = 4_000

/** Largest request body accepted: a cart line is a few hundred bytes. */
const BODY_LIMIT = 64 * 1024

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { db, staticDir } = options
  const limits = options.limits ?? DEFAULT_LIMITS
  // forceCloseConnections: live streams stay open until the server closes them on shutdown.
  const app = Fastify({
    // Tokens are never logged (no headers), phone numbers and codes are masked in paths.
    // Failures (500s) are always logged; every request only with LOG_REQUESTS=1.
    logger: {
      level: options.logger ? "info" : "error",
      serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: loggableUrl(request.url) }) },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    forceCloseConnections: true,
    // A request must arrive whole in time, so slow bodies cannot hold sockets and files open
    // (408). Node only honours it given at creation, hence under `http` too; it checks every
    // connection this often (its default is 30 s).
    requestTimeout: limits.requestTimeoutMs,
    http: { requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: Math.min(1_000, limits.requestTimeoutMs) },
    // What the HTTP parser refuses (a NUL in a header, say) is answered in the API's error shape too.
    clientErrorHandler,
  })
  const payments = options.payments ?? demoProvider()
  registerHardening(app, payments.name)
  // Set before any route: Fastify binds a route to the error handler in force when it is added.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    // An error of the contract outside a call's handler (StorageUnavailable, IdentityUnavailable, in a hook or a live route): its own status and message.
    if (error instanceof Failure) return refuse(reply.headers(error.headers), error.error)
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) {
      request.log.error({ method: request.method, url: loggableUrl(request.url), error: loggableError(error) }, "request failed")
      return refuse(reply, fail(ServerFault, "Something went wrong on our side. Please try again.").error)
    }
    // The framework's own refusals (a body too large, unreadable JSON, too slow) keep their status.
    return refuse(reply, fail(BadRequest, `Bad request: ${error.message ?? "unreadable"}`).error, BadRequest, status)
  })
  const access = accessChecks({
    db,
    identity: options.identity,
    operatorKey: options.operatorKey,
    now: options.now,
    ...(options.admit === undefined ? {} : { admit: options.admit }),
    ...(options.staffAdmissions === undefined ? {} : { staffAdmissions: options.staffAdmissions }),
  })

  const publicAnswers = new ResponseCache()
  // The menus are kept apart from the other public answers, per venue, and revised in place when
  // a dish is taken off or put back (kept-menus.ts). The kept public answers and the tables'
  // rendered pages (table-pages.ts), which carry a menu, are dropped and made again from them:
  // on every instance (each keeps its own) when the change reaches it, and on the instance that
  // made it as soon as it commits, so its own next answer is already fresh (on PostgreSQL the
  // delivery comes back through LISTEN a moment later).
  const menus = keptMenus(db)
  let tablePages: TablePages | null = null
  // On one instance the event committed here is then delivered as it is: revised once, not twice.
  const revised = new WeakSet<object>()
  const reviseMenusOn = (event: LiveEvent) => {
    if (event.kind !== "availability" || revised.has(event)) return
    revised.add(event)
    menus.availabilityChanged(event.channel, event.payload.type)
    publicAnswers.clear()
    tablePages?.clear()
  }
  options.live.onCommitted(reviseMenusOn)
  options.live.onDelivered(reviseMenusOn)
  const sms = options.smsOutbox === null ? noSmsProvider : outboxSms(options.now, options.smsOutbox.announce)
  if (isStripe(payments)) registerStripeWebhook(app, payments, { db, live: options.live, provider: payments, now: options.now })
  // A mail server's failure is logged by its code alone: its message may quote the address.
  const mail = { mailer: options.mailer, linkOrigin: options.linkOrigin, report: (line: string) => app.log.error(line) }
  registerCalls(app, api, dinerHandlers({ ...options, sms, payments, mail }), access, publicAnswers, {
    menuPick: ({ qrCode }) => menus.answerJson(qrCode),
  })
  registerCalls(app, operatorApi, operatorHandlers({ ...options, payments }), access)
  registerCalls(app, staffApi, staffHandlers({ ...options, payments }), access)
  if (options.smsOutbox !== null) {
    registerCalls(app, devApi, { devSmsOutbox: async ({ query }) => readOutbox(db, query.phone, options.now()) }, access)
  }
  const stopJobs = startBackgroundJobs({
    db,
    now: options.now,
    smsOutbox: options.smsOutbox !== null,
    onError: (error) => app.log.error(error),
    // A payment left Pending this long had its answer lost (a crash, a time-out): asked again by its key.
    reconcilePayments: () =>
      reconcilePayments({ db, live: options.live, provider: payments }, options.reconcileAfterMs ?? RECONCILE_AFTER_MS, Date.now()),
  })
  app.addHook("onClose", async () => stopJobs())
  registerLiveRoutes(app, {
    db,
    live: options.live,
    access,
    keepAliveMs: LIVE_KEEP_ALIVE_MS,
    perUser: limits.liveStreamsPerUser,
    perAddress: limits.liveStreamsPerAddress,
  })
  if (options.authEmulatorHost !== null) await registerAuthEmulatorProxy(app, options.authEmulatorHost)

  // The local outbox is no call a venue platform answers: it stays out of the description.
  const openApi = JSON.stringify(openApiDocument([api, operatorApi, staffApi]))
  registerHealth(app, { db, identity: options.identity })
  if (options.benchRoutes === true) await registerBenchRoutes(app, db)
  app.get("/api/openapi.json", async (_request, reply) => reply.type("application/json").send(openApi))

  app.get<{ Params: { "*": string } }>("/img/*", async (request, reply) => {
    const svg = drawImage(request.params["*"])
    if (svg === null) return refuse(reply, fail(NoSuchCall, `No image at '${request.params["*"]}'.`).error)
    return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg)
  })

  registerReceiptLinks(app, db)

  app.all("/api/*", async (request, reply) =>
    refuse(reply, fail(NoSuchCall, `No call ${request.method} ${request.url.split("?")[0]}.`).error),
  )

  if (staticDir !== null && existsSync(join(staticDir, "index.html"))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // Built text files have .br and .gz copies beside them (tools/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (response, path) => {
        // Vite names built assets by content hash: they never change under the same name (the staff screen's too).
        if (path.includes(join(staticDir, "assets")) || path.includes(join(staticDir, "staff", "assets")))
          response.header("cache-control", "public, max-age=31536000, immutable")
      },
    })
    registerStaffPage(app, staticDir)
    // A missing file is a 404, never the app's page (a service worker would keep it under a
    // script's name). A table's link (/demo-table-1) is its first screen, rendered; every other
    // path is a route of the single-page app (/venue/cart, ...), as is a table's when nothing renders it.
    const pages = await loadTablePages(app, { staticDir, rendererDir: options.rendererDir ?? join(staticDir, "..", "dist-ssr") })
    tablePages = pages
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0] ?? ""
      if (isFilePath(path)) return refuse(reply, fail(NoSuchCall, `No file at '${path}'.`).error)
      return (await pages?.answer(request, reply)) === true ? reply : reply.header("cache-control", "no-cache").sendFile("index.html")
    })
  }
  return app
}

/** How long a payment may wait for its provider's answer before the reconcile asks for it. */
const RECONCILE_AFTER_MS = 30_000

/** The Stripe adapter, which has a webhook to serve (the demo provider has none). */
const isStripe = (provider: PaymentProvider): provider is StripeProvider => provider.name === "stripe" && "verifiedEvent" in provider
