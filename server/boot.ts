/**
 * The process-level start shared by the two entry points (server/main.ts for `npm start`,
 * server/dev.ts for `npm run dev`): locks the PGlite data folder, finds or makes the operator
 * key, starts the Auth emulator when the settings ask for one, starts the server
 * (start-server.ts) and its stall watchdog, and exits for a restart when storage fails. Tests
 * skip this layer and call startServer directly.
 */
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { startAuthEmulator, type RunningEmulator } from "./auth/auth-emulator"
import type { ServerConfig } from "./config"
import { startServer, type RunningServer } from "./start-server"
import { watchForStalls } from "./stall-watchdog"
import { FolderInUse, lockDataFolder } from "./storage/folder-lock"

export interface Booted {
  readonly server: RunningServer
  readonly emulator: RunningEmulator | null
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
  // First of all: a second server on the folder would corrupt it (and its emulator's accounts).
  const lock = config.db.kind === "pglite" && !config.db.dataDir.startsWith("memory://") ? lockDataFolder(config.db.dataDir) : null
  const operatorKey = config.operatorKey ?? localOperatorKey(config.dataDir)
  let emulator: RunningEmulator | null = null
  try {
    emulator = config.startAuthEmulator
      ? await startAuthEmulator(config.firebaseProjectId, 0, { keepAccountsIn: config.authEmulatorDataDir })
      : null
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
    })
    const watchdog = watchForStalls(config.limits.queryTimeoutMs)
    const started = emulator
    return {
      server,
      emulator,
      operatorKey,
      stop: async () => {
        watchdog.stop()
        await server.close()
        await started?.stop()
        lock?.release()
      },
    }
  } catch (error) {
    await emulator?.stop()
    lock?.release()
    throw error
  }
}

/** A server that cannot store answers nothing right: it exits, and its supervisor starts it again. */
const exitForRestart = (reason: string): void => {
  console.error(`Tableside cannot store its data and stops so that it can be restarted: ${reason}`)
  process.exit(1)
}

/** boot() for `npm start` and `npm run dev`: a folder in use ends the start with its message alone. */
export const bootOrExit = async (...args: Parameters<typeof boot>): Promise<Booted> => {
  try {
    return await boot(...args)
  } catch (error) {
    if (!(error instanceof FolderInUse)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** The local operator key: made once, kept in .data/operator-key for the operator CLI. */
const localOperatorKey = (dataDir: string): string => {
  const file = join(dataDir, "operator-key")
  if (existsSync(file)) return readFileSync(file, "utf8").trim()
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(24).toString("base64url")
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  return key
}
