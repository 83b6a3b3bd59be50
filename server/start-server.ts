/**
 * The server itself, as a library: `startServer` opens the database, migrates and seeds it,
 * wires the live bus (across instances on PostgreSQL) and serves the API and the built app on a
 * port, answering a handle to close it all. No process concerns (no emulator, no exit, no
 * signals): those are boot.ts's, and the entry points are main.ts (`npm start`) and dev.ts.
 */
import { randomUUID } from "node:crypto"
import type { AddressInfo } from "node:net"
import { initializeApp } from "firebase-admin/app"
import { getFirestore } from "firebase-admin/firestore"
import { firestoreAdmissions, firestoreMirror } from "./live/firestore-mirror"
import { firestoreStaffAdmissions, firestoreStaffFeed, type StaffAdmissions } from "./live/firestore-staff"
import { firebaseIdentity } from "./auth/firebase-identity"
import { checkOperatorKey, checkVenueCurrencies, DEFAULT_LIMITS, isDemoProject, type ServerLimits } from "./config"
import { buildApp } from "./http/app"
import { LiveBus } from "./live/live-bus"
import { pruneLiveEventsDaily } from "./live/live-pruning"
import { feedAcrossInstances } from "./live/pg-listener"
import { seedDemoVenue } from "./seed/seed"
import { openDb, type DbLocation } from "./storage/db"
import { migrate } from "./storage/migrations"
import { listVenueCurrencies } from "./storage/venue-repo"
import { findVenueOfArea } from "./storage/staff-repo"
import type { PaymentProvider } from "./payments/payment-provider"
import { heardDb } from "./storage/round-trips"
import { smtpMailer } from "./mail/mailer"

export interface StartOptions {
  readonly port: number
  readonly host: string
  readonly db: DbLocation
  readonly staticDir: string | null
  readonly logRequests: boolean
  readonly firebaseProjectId: string
  /** The Auth emulator to verify tokens against, or null for Firebase itself. */
  readonly authEmulatorHost: string | null
  readonly operatorKey: string
  readonly now?: () => number
  /** The clock ID tokens are judged by (server/auth/firebase-identity.ts); real time unless a test moves it. */
  readonly tokenClock?: () => number
  /** Mirror the live changes to Firestore, the diners' and the staff's (FIRESTORE_EMULATOR_HOST locally). */
  readonly firestoreMirror?: boolean
  /** Also seed the benchmarks' 2,000-dish venue (table big-menu-1). */
  readonly seedBigMenu?: boolean
  /** The benchmarks' yardstick routes (server/http/bench-routes.ts). */
  readonly benchRoutes?: boolean
  /** Where a demo project's SMS are printed (the console unless told). */
  readonly announceSms?: (line: string) => void
  readonly limits?: ServerLimits
  /** PGlite could not write (a full disk): `npm start` exits; in tests the call only gets a 503. */
  readonly onStorageFailure?: (reason: string) => void
  /** Hears every round trip to the database (storage/round-trips.ts): a test counts what one call costs. */
  readonly onRoundTrip?: (statement: string) => void
  /** Who moves the money of payments at the table: the embedded demo provider unless told (server/payments/). */
  readonly payments?: PaymentProvider
  /** How long a payment may wait for its provider's answer before the reconcile asks for it (30 s unless told). */
  readonly reconcileAfterMs?: number
  /** The mail server receipts are e-mailed through (SMTP_URL) and their sender; none unless told: a receipt cannot be e-mailed. */
  readonly mail?: MailSettings | null
  /** The origin the links of e-mailed receipts point at (PUBLIC_ORIGIN); this server's own, http://localhost:<port>, unless told. */
  readonly publicOrigin?: string
}

export interface MailSettings {
  readonly smtpUrl: string
  /** The sender, as the mail's From says it. */
  readonly from: string
}

export interface RunningServer {
  /** e.g. http://localhost:8080 */
  readonly origin: string
  close(): Promise<void>
}

/** Opens the database, migrates and seeds it, and serves the API (and the built app). */
export const startServer = async (options: StartOptions): Promise<RunningServer> => {
  // Whoever starts the server (npm start, a test, a benchmark), before anything is opened.
  checkOperatorKey(options.operatorKey, "OPERATOR_KEY (the operator key)")
  const limits = options.limits ?? DEFAULT_LIMITS
  const opened = await openDb(options.db, {
    timeoutMs: limits.queryTimeoutMs,
    onStorageFailure: options.onStorageFailure ?? (() => undefined),
  })
  const db = options.onRoundTrip === undefined ? opened : heardDb(opened, options.onRoundTrip)
  await migrate(db, () => seedDemoVenue(db, { bigMenu: options.seedBigMenu === true }))
  // A card provider's currency (STRIPE_CURRENCY) that disagrees with a venue's stops the start.
  const providerCurrency = options.payments?.appSetup?.currency
  if (providerCurrency !== undefined) {
    const venues = await listVenueCurrencies(db)
    try {
      checkVenueCurrencies(providerCurrency, venues)
    } catch (error) {
      await db.close()
      throw error
    }
  }
  const live = new LiveBus(db)
  let admit: ReturnType<typeof firestoreAdmissions> | undefined
  let staffAdmissions: StaffAdmissions | undefined
  if (options.firestoreMirror === true) {
    const firestore = getFirestore(initializeApp({ projectId: options.firebaseProjectId }, `tableside-mirror-${randomUUID()}`))
    const report = (message: string) => console.error(message)
    const mirror = firestoreMirror(firestore, report)
    const staffFeed = firestoreStaffFeed(firestore, (serviceAreaId) => findVenueOfArea(db, serviceAreaId), options.now ?? Date.now, report)
    live.onCommitted((event) => void mirror(event))
    live.onCommitted((event) => void staffFeed(event))
    admit = firestoreAdmissions(firestore, options.now ?? Date.now, report)
    staffAdmissions = firestoreStaffAdmissions(firestore, options.now ?? Date.now, report)
  }
  // On PostgreSQL other instances may share the database: their changes reach this one's
  // subscribers through LISTEN/NOTIFY. PGlite is one process: the in-process path is enough.
  const crossInstance =
    options.db.kind === "postgres" ? await feedAcrossInstances(options.db.url, live, (message) => console.error(message)) : null
  const pruning = pruneLiveEventsDaily(db, (message) => console.error(message))
  const mailer = options.mail === undefined || options.mail === null ? null : smtpMailer(options.mail.smtpUrl, options.mail.from)
  // Known once the server listens (a port of 0 is chosen then); a link is only made after.
  let ownOrigin = ""
  const app = await buildApp({
    db,
    identity: firebaseIdentity({
      projectId: options.firebaseProjectId,
      emulatorHost: options.authEmulatorHost,
      ...(options.tokenClock === undefined ? {} : { now: options.tokenClock }),
    }),
    live,
    operatorKey: options.operatorKey,
    staticDir: options.staticDir,
    logger: options.logRequests,
    now: options.now ?? Date.now,
    // Only a demo project has the local outbox: elsewhere a code needs a real SMS provider.
    smsOutbox: isDemoProject(options.firebaseProjectId) ? { announce: options.announceSms ?? ((line) => console.log(line)) } : null,
    authEmulatorHost: options.authEmulatorHost,
    benchRoutes: options.benchRoutes === true,
    limits,
    ...(admit === undefined ? {} : { admit }),
    ...(staffAdmissions === undefined ? {} : { staffAdmissions }),
    ...(options.payments === undefined ? {} : { payments: options.payments }),
    ...(options.reconcileAfterMs === undefined ? {} : { reconcileAfterMs: options.reconcileAfterMs }),
    mailer,
    linkOrigin: () => options.publicOrigin ?? ownOrigin,
  })
  await app.listen({ port: options.port, host: options.host })
  const { port } = app.server.address() as AddressInfo
  ownOrigin = `http://localhost:${port}`
  return {
    origin: ownOrigin,
    close: async () => {
      pruning.stop()
      await app.close()
      mailer?.close()
      await crossInstance?.stop()
      await db.close()
    },
  }
}
