/**
 * The process-level start shared by the two entry points (server/main.ts for `npm start`,
 * server/dev.ts for `npm run dev`): locks the PGlite data folder, finds or makes the operator
 * key, starts the Auth emulator when the settings ask for one, starts the server
 * (start-server.ts) and its stall watchdog, and exits for a restart when storage fails. Tests
 * skip this layer and call startServer directly.
 */
import { startAuthEmulator, type RunningEmulator } from "./auth/auth-emulator"
import { stripeProvider } from "./payments/stripe-provider"
import { BadSetting, readConfig, type ServerConfig } from "./config"
import { keptOperatorKey } from "./operator-key"
import { startServer, type MailSettings, type RunningServer } from "./start-server"
import { watchForStalls } from "./stall-watchdog"
import { FolderInUse, lockDataFolder } from "./storage/folder-lock"
import { startMailCatcher, type RunningCatcher } from "./mail/mail-catcher"

export interface Booted {
  readonly server: RunningServer
  readonly emulator: RunningEmulator | null
  /** The local mail catcher, when the settings name no mail server (a demo project): where its mail is read. */
  readonly mailCatcher: RunningCatcher | null
  readonly operatorKey: string
  stop(): Promise<void>
}

/**
 * What `npm start` and `npm run dev` share: the operator key, the Auth emulator when the
 * settings ask for one, and the server. Stopping stops both.
 */
export const boot = async (
  config: ServerConfig,
  overrides: { readonly port?: number; readonly host?: string; readonly staticDir?: string | null } = {},
): Promise<Booted> => {
  // Before the lock: a key that cannot be used ends the start with nothing to undo.
  const operatorKey = config.operatorKey ?? keptOperatorKey(config.dataDir)
  // First of the rest: a second server on the folder would corrupt it (and its emulator's accounts).
  const lock = config.db.kind === "pglite" && !config.db.dataDir.startsWith("memory://") ? lockDataFolder(config.db.dataDir) : null
  let emulator: RunningEmulator | null = null
  let mailCatcher: RunningCatcher | null = null
  try {
    emulator = config.startAuthEmulator
      ? await startAuthEmulator(config.firebaseProjectId, 0, { keepAccountsIn: config.authEmulatorDataDir })
      : null
    mailCatcher = config.mail.kind === "catcher" ? await startMailCatcher() : null
    const server = await startServer({
      port: overrides.port ?? config.port,
      host: overrides.host ?? config.host,
      db: config.db,
      staticDir: overrides.staticDir === undefined ? config.staticDir : overrides.staticDir,
      logRequests: config.logRequests,
      firebaseProjectId: config.firebaseProjectId,
      authEmulatorHost: emulator?.host ?? config.authEmulatorHost,
      operatorKey,
      firestoreMirror: config.firestoreMirror,
      seedBigMenu: config.seedBigMenu,
      benchRoutes: config.benchRoutes,
      limits: config.limits,
      onStorageFailure: exitForRestart,
      mail: mailOf(config.mail, mailCatcher),
      ...(config.publicOrigin === null ? {} : { publicOrigin: config.publicOrigin }),
      ...(config.payments.provider === "stripe" ? { payments: stripeProvider(config.payments) } : {}),
    })
    const watchdog = watchForStalls(config.limits.queryTimeoutMs)
    const started = emulator
    const catcher = mailCatcher
    return {
      server,
      emulator,
      mailCatcher,
      operatorKey,
      stop: async () => {
        watchdog.stop()
        await server.close()
        await started?.stop()
        await catcher?.stop()
        lock?.release()
      },
    }
  } catch (error) {
    await emulator?.stop()
    await mailCatcher?.stop()
    lock?.release()
    throw error
  }
}

/** The mail server of the settings, or the local catcher started in its place; null: none. */
const mailOf = (mail: ServerConfig["mail"], catcher: RunningCatcher | null): MailSettings | null => {
  if (mail.kind === "smtp") return { smtpUrl: mail.smtpUrl, from: mail.from }
  return mail.kind === "catcher" && catcher !== null ? { smtpUrl: catcher.smtpUrl, from: mail.from } : null
}

/** A server that cannot store answers nothing right: it exits, and its supervisor starts it again. */
const exitForRestart = (reason: string): void => {
  console.error(`Tableside cannot store its data and stops so that it can be restarted: ${reason}`)
  process.exit(1)
}

/** boot() for `npm start` and `npm run dev`: a folder in use or a bad setting ends the start with its message alone. */
export const bootOrExit = async (...args: Parameters<typeof boot>): Promise<Booted> => {
  try {
    return await boot(...args)
  } catch (error) {
    exitIfExpected(error)
    throw error
  }
}

/** readConfig() for `npm start` and `npm run dev`: a bad setting ends the start with its message alone. */
export const readConfigOrExit = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  try {
    return readConfig(env)
  } catch (error) {
    exitIfExpected(error)
    throw error
  }
}

// A refusal whose message says all (what is wrong, what to do): printed alone, without a stack.
const exitIfExpected = (error: unknown): void => {
  if (!(error instanceof FolderInUse || error instanceof BadSetting)) return
  console.error(error.message)
  process.exit(1)
}
