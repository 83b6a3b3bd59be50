import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { startAuthEmulator, type RunningEmulator } from "./auth/auth-emulator"
import type { ServerConfig } from "./config"
import { startServer, type RunningServer } from "./start"

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
export const boot = async (config: ServerConfig, overrides: { readonly port?: number; readonly host?: string; readonly staticDir?: string | null } = {}): Promise<Booted> => {
  const operatorKey = config.operatorKey ?? localOperatorKey(config.dataDir)
  const emulator = config.startAuthEmulator ? await startAuthEmulator(config.firebaseProjectId, 0) : null
  try {
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
    })
    return {
      server,
      emulator,
      operatorKey,
      stop: async () => {
        await server.close()
        await emulator?.stop()
      },
    }
  } catch (error) {
    await emulator?.stop()
    throw error
  }
}

/** The local operator key: made once, kept in .data/operator-key for the operator CLI. */
export const localOperatorKey = (dataDir: string): string => {
  const file = join(dataDir, "operator-key")
  if (existsSync(file)) return readFileSync(file, "utf8").trim()
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(24).toString("base64url")
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  return key
}
