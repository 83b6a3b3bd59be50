import { Result, Schema } from "effect"
import { dirname, isAbsolute, join, relative, resolve } from "node:path"
import { chargedCurrency, describeCurrency } from "./payments/currency"
import type { DbLocation } from "./storage/db"

/** The server's settings, read once from the environment and checked; a bad value stops the start. */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly db: DbLocation
  readonly staticDir: string
  readonly logRequests: boolean
  readonly firebaseProjectId: string
  /** "host:port" of a running Auth emulator, or null. */
  readonly authEmulatorHost: string | null
  /** Start an Auth emulator beside the server (local default for demo- projects). */
  readonly startAuthEmulator: boolean
  /** From OPERATOR_KEY; null: make one and keep it in the data folder. */
  readonly operatorKey: string | null
  readonly dataDir: string
  /** Mirror live changes to Firestore (production's live source) with firebase-admin. */
  readonly firestoreMirror: boolean
  /** Seed the benchmarks' 2,000-dish venue too (SEED_BIG_MENU=1). */
  readonly seedBigMenu: boolean
  /** The benchmarks' yardstick routes (BENCH_ROUTES=1), honoured for demo- projects only. */
  readonly benchRoutes: boolean
  /** Limits that keep one slow or greedy client from starving the server (see limitsOf). */
  readonly limits: ServerLimits
  /** Where the started Auth emulator keeps its accounts across restarts; null: nowhere. */
  readonly authEmulatorDataDir: string | null
  /** Who moves the money of payments at the table (PAYMENT_PROVIDER): the embedded demo, or Stripe with its keys. */
  readonly payments: PaymentsConfig
  /** Where e-mailed receipts go (SMTP_URL), and who sends them (MAIL_FROM). */
  readonly mail: MailConfig
  /** The origin the links of e-mailed receipts point at (PUBLIC_ORIGIN); null: the server's own, http://localhost:<port>. */
  readonly publicOrigin: string | null
}

/**
 * The mail server receipts are e-mailed through: the one at SMTP_URL; without it, a demo project
 * runs a local catcher (server/mail/mail-catcher.ts) and any other has none (a receipt cannot be
 * e-mailed there).
 */
export type MailConfig =
  | { readonly kind: "smtp"; readonly smtpUrl: string; readonly from: string }
  | { readonly kind: "catcher"; readonly from: string }
  | { readonly kind: "none" }

export type PaymentsConfig =
  | { readonly provider: "demo" }
  | {
      readonly provider: "stripe"
      readonly secretKey: string
      readonly webhookSecret: string
      readonly publishableKey: string
      readonly currency: string
    }

export interface ServerLimits {
  /** The longest a database call may take (503 after), and the longest the server may stall (exit after). */
  readonly queryTimeoutMs: number
  /** The longest a request may take to arrive, headers and body (408 after). */
  readonly requestTimeoutMs: number
  /** Live streams open at once per signed-in user, and per client address (429 beyond). */
  readonly liveStreamsPerUser: number
  readonly liveStreamsPerAddress: number
}

export const DEFAULT_LIMITS: ServerLimits = {
  queryTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  liveStreamsPerUser: 10,
  liveStreamsPerAddress: 200,
}

/**
 * The operator key's one rule: at least this many characters. The right key is never refused
 * (server/services/operator-guard.ts), so every operator call is a guess answered; a key this
 * long (a random one: 192 bits and more) is what keeps any number of guesses from finding it.
 */
export const OPERATOR_KEY_MIN_LENGTH = 32

/** A setting the server cannot start with: the start ends with this message, and no stack. */
export class BadSetting extends Error {}

const MAKE_A_KEY =
  "or a guesser could find it. Make a random one (for example `openssl rand -base64 32`), " +
  "or leave OPERATOR_KEY unset to have one made and kept in the data folder."

/**
 * Refuses a short key, naming where it came from and never showing it (it is a secret). Its
 * whitespace counts for nothing: 40 spaces are one guess, so a key needs as many characters
 * besides whitespace.
 */
export const checkOperatorKey = (key: string, from: string): string => {
  if (key.length < OPERATOR_KEY_MIN_LENGTH)
    throw new BadSetting(
      `Bad server setting: ${from} must be at least ${OPERATOR_KEY_MIN_LENGTH} characters long (it has ${key.length}), ${MAKE_A_KEY}`,
    )
  const visible = key.replace(/\s/gu, "").length
  if (visible < OPERATOR_KEY_MIN_LENGTH)
    throw new BadSetting(
      `Bad server setting: ${from} must have at least ${OPERATOR_KEY_MIN_LENGTH} characters besides whitespace ` +
        `(it has ${visible} of ${key.length}), ${MAKE_A_KEY}`,
    )
  return key
}

/** A venue as the start checks its currency: its name, its tenant and the tenant's currency label. */
export interface VenueCurrency {
  readonly venueName: string
  readonly tenantId: string
  readonly currency: string | null
}

/**
 * Stops the start when the card provider's currency (STRIPE_CURRENCY) disagrees with a venue's:
 * a venue is charged in its own currency, and the app's Payment Element shows the provider's, so
 * the two must be one (server/payments/currency.ts says when a label agrees). Checked by
 * startServer once the venues are in the database, before the server answers anything.
 */
export const checkVenueCurrencies = (configured: string, venues: ReadonlyArray<VenueCurrency>): void => {
  const disagreeing = venues.filter((venue) => chargedCurrency(venue.currency, configured) !== configured)
  if (disagreeing.length === 0) return
  const which = disagreeing.map(
    (venue) => `"${venue.venueName}" (${venue.tenantId}), whose currency is ${describeCurrency(venue.currency ?? "")}`,
  )
  throw new BadSetting(
    `Bad server setting: STRIPE_CURRENCY=${configured} disagrees with the currency of ${which.join("; and ")}. ` +
      "A venue is charged in its own currency: set STRIPE_CURRENCY to it (a venue whose currency is a symbol, such as " +
      '"Rs.", agrees with any ISO code the symbol is used for; see server/payments/currency.ts).',
  )
}

const positiveInt = (minimum: number, maximum: number) =>
  Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum, maximum }))

const Env = Schema.Struct({
  PORT: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 }))),
  HOST: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1))),
  DATABASE_URL: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^postgres(ql)?:\/\//))),
  DATA_DIR: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1))),
  DATA_DIR_START_FROM: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1))),
  LOG_REQUESTS: Schema.optionalKey(Schema.Literals(["0", "1"])),
  FIREBASE_PROJECT_ID: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[a-z0-9-]{4,40}$/))),
  FIREBASE_AUTH_EMULATOR_HOST: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[\w.-]+:\d+$/))),
  AUTH_EMULATOR: Schema.optionalKey(Schema.Literals(["start", "off"])),
  // Its length is checked below, by a rule whose message never shows the key.
  OPERATOR_KEY: Schema.optionalKey(Schema.String),
  FIRESTORE_MIRROR: Schema.optionalKey(Schema.Literals(["0", "1"])),
  SEED_BIG_MENU: Schema.optionalKey(Schema.Literals(["0", "1"])),
  BENCH_ROUTES: Schema.optionalKey(Schema.Literals(["0", "1"])),
  QUERY_TIMEOUT_MS: Schema.optionalKey(positiveInt(100, 600_000)),
  REQUEST_TIMEOUT_MS: Schema.optionalKey(positiveInt(100, 600_000)),
  LIVE_STREAMS_PER_USER: Schema.optionalKey(positiveInt(1, 10_000)),
  LIVE_STREAMS_PER_ADDRESS: Schema.optionalKey(positiveInt(1, 100_000)),
  PAYMENT_PROVIDER: Schema.optionalKey(Schema.Literals(["demo", "stripe"])),
  STRIPE_SECRET_KEY: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(sk|rk)_(test|live)_\w+$/))),
  STRIPE_WEBHOOK_SECRET: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^whsec_\w+$/))),
  STRIPE_PUBLISHABLE_KEY: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^pk_(test|live)_\w+$/))),
  STRIPE_CURRENCY: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[a-z]{3}$/))),
  // Checked below, by a rule whose message never shows it (it may hold the mail account's password).
  SMTP_URL: Schema.optionalKey(Schema.String),
  MAIL_FROM: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200), Schema.isPattern(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/))),
  PUBLIC_ORIGIN: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^https?:\/\/[^/?#\s]+$/))),
})

export const projectRoot = resolve(import.meta.dirname, "..")

/** Where the built app is served from (`npm run build` writes it). */
export const builtAppDir = resolve(projectRoot, "dist")

export const DEMO_PROJECT_ID = "demo-tableside"

/** Whether only this machine can reach a server bound to this host. */
export const isLoopbackHost = (host: string): boolean => host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host)

/**
 * Where a client on this machine (the staff CLI) reaches the server: TABLESIDE_URL when given,
 * else the HOST and PORT `npm start` reads from the same settings. A server bound to every
 * address (0.0.0.0, ::) is reached on the loopback.
 */
export const serverUrlFor = (env: Readonly<Record<string, string | undefined>>): string => {
  const told = env["TABLESIDE_URL"]
  if (told !== undefined && told !== "") {
    if (!URL.canParse(told) || !/^https?:$/.test(new URL(told).protocol))
      throw new Error(`Bad setting TABLESIDE_URL: "${told}" is not an http(s) URL`)
    return told.replace(/\/+$/, "")
  }
  const { host, port } = readConfig(env)
  return `http://${hostForClient(host)}:${port}`
}

const hostForClient = (host: string): string => {
  if (host === "0.0.0.0") return "127.0.0.1"
  if (host === "::" || host === "[::]") return "[::1]"
  // A bare IPv6 address needs brackets in a URL.
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host
}

/** A Firebase demo project never reaches Google: emulators and local stand-ins only. */
export const isDemoProject = (projectId: string): boolean => projectId.startsWith("demo-")

export const readConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const picked = Object.fromEntries(
    Object.keys(Env.fields).flatMap((key) => (env[key] === undefined || env[key] === "" ? [] : [[key, env[key]]])),
  )
  const decoded = Schema.decodeUnknownResult(Env)(picked)
  if (Result.isFailure(decoded)) throw new BadSetting(`Bad server setting: ${decoded.failure.message}`)
  const values = decoded.success
  const projectId = values.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID
  const emulatorHost = values.FIREBASE_AUTH_EMULATOR_HOST ?? null
  const dataDir = values.DATA_DIR ?? ".data/pglite"
  if (values.DATA_DIR_START_FROM !== undefined && values.DATABASE_URL !== undefined)
    throw new BadSetting("Bad server setting: DATA_DIR_START_FROM starts a PGlite database only, not the one at DATABASE_URL")
  return {
    port: values.PORT ?? 8080,
    // This machine only unless told: locally the Auth emulator's sign-in is served here too.
    host: values.HOST ?? "127.0.0.1",
    db:
      values.DATABASE_URL !== undefined
        ? { kind: "postgres", url: values.DATABASE_URL }
        : {
            kind: "pglite",
            dataDir: pgliteDir(dataDir),
            ...(values.DATA_DIR_START_FROM === undefined ? {} : { startFrom: resolve(projectRoot, values.DATA_DIR_START_FROM) }),
          },
    staticDir: builtAppDir,
    logRequests: values.LOG_REQUESTS === "1",
    firebaseProjectId: projectId,
    authEmulatorHost: emulatorHost,
    // Only a demo- project may run against an emulator started here: it never reaches Google.
    startAuthEmulator: emulatorHost === null && isDemoProject(projectId) && values.AUTH_EMULATOR !== "off",
    operatorKey: values.OPERATOR_KEY === undefined ? null : checkOperatorKey(values.OPERATOR_KEY, "OPERATOR_KEY"),
    dataDir: resolve(projectRoot, ".data"),
    firestoreMirror: values.FIRESTORE_MIRROR === "1",
    seedBigMenu: values.SEED_BIG_MENU === "1",
    // Never in production: a real project ignores the setting.
    benchRoutes: values.BENCH_ROUTES === "1" && isDemoProject(projectId),
    payments: paymentsOf(values),
    mail: mailOf(values, projectId),
    publicOrigin: values.PUBLIC_ORIGIN ?? null,
    limits: {
      queryTimeoutMs: values.QUERY_TIMEOUT_MS ?? DEFAULT_LIMITS.queryTimeoutMs,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS ?? DEFAULT_LIMITS.requestTimeoutMs,
      liveStreamsPerUser: values.LIVE_STREAMS_PER_USER ?? DEFAULT_LIMITS.liveStreamsPerUser,
      liveStreamsPerAddress: values.LIVE_STREAMS_PER_ADDRESS ?? DEFAULT_LIMITS.liveStreamsPerAddress,
    },
    // Beside the DATA_DIR folder (.data/auth-emulator by default); with DATA_DIR=memory:// nothing is kept.
    authEmulatorDataDir: dataDir.startsWith("memory://") ? null : join(dirname(pgliteDir(dataDir)), "auth-emulator"),
  }
}

/** The database of the start banner: PostgreSQL (never its URL, which may hold a password) or the PGlite folder in use. */
/** The payment provider's settings: Stripe needs its three keys, else the start ends naming the one missing. */
const paymentsOf = (values: typeof Env.Type): PaymentsConfig => {
  if (values.PAYMENT_PROVIDER !== "stripe") return { provider: "demo" }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PUBLISHABLE_KEY: publishableKey } = values
  const missing = [
    ["STRIPE_SECRET_KEY", secretKey],
    ["STRIPE_WEBHOOK_SECRET", webhookSecret],
    ["STRIPE_PUBLISHABLE_KEY", publishableKey],
  ].flatMap(([name, value]) => (value === undefined ? [name] : []))
  if (secretKey === undefined || webhookSecret === undefined || publishableKey === undefined)
    throw new BadSetting(`Bad server setting: PAYMENT_PROVIDER=stripe needs ${missing.join(", ")}`)
  return { provider: "stripe", secretKey, webhookSecret, publishableKey, currency: values.STRIPE_CURRENCY ?? "lkr" }
}

/** Who e-mailed receipts come from unless MAIL_FROM says. */
export const DEFAULT_MAIL_FROM = "Tableside receipts <receipts@localhost>"

const mailOf = (values: typeof Env.Type, projectId: string): MailConfig => {
  const from = values.MAIL_FROM ?? DEFAULT_MAIL_FROM
  if (values.SMTP_URL !== undefined) return { kind: "smtp", smtpUrl: checkSmtpUrl(values.SMTP_URL), from }
  return isDemoProject(projectId) ? { kind: "catcher", from } : { kind: "none" }
}

/** An SMTP_URL the start can use: smtp:// or smtps://, with a host; a bad one is refused without being shown. */
export const checkSmtpUrl = (url: string): string => {
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (parsed === null || !["smtp:", "smtps:"].includes(parsed.protocol) || parsed.hostname === "")
    throw new BadSetting(
      "Bad server setting: SMTP_URL must be the mail server's URL, smtp:// or smtps:// with a host " +
        "(for example smtp://user:password@mail.example.com:587); the value given is not one (it is not shown: it may hold a password).",
    )
  return url
}

export const storageInUse = (db: ServerConfig["db"]): string => {
  if (db.kind === "postgres") return "PostgreSQL"
  if (db.dataDir.startsWith("memory://")) return "PGlite in memory"
  const shown = relative(projectRoot, db.dataDir)
  return `PGlite in ${shown === "" || shown.startsWith("..") || isAbsolute(shown) ? db.dataDir : shown}`
}

// "memory://" keeps PGlite in memory (tests); a path is taken from the project root.
const pgliteDir = (dir: string): string => (dir.startsWith("memory://") ? dir : resolve(projectRoot, dir))
