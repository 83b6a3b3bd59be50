import { Result, Schema } from "effect"
import { resolve } from "node:path"
import type { DbLocation } from "./storage/db"

/** The server's settings, read once from the environment and checked; a bad value stops the start. */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly db: DbLocation
  readonly staticDir: string
  readonly logRequests: boolean
}

const Env = Schema.Struct({
  PORT: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 }))),
  HOST: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1))),
  DATABASE_URL: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^postgres(ql)?:\/\//))),
  DATA_DIR: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1))),
  LOG_REQUESTS: Schema.optionalKey(Schema.Literals(["0", "1"])),
})

export const projectRoot = resolve(import.meta.dirname, "..")

export const readConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const picked = Object.fromEntries(Object.keys(Env.fields).flatMap((key) => (env[key] === undefined || env[key] === "" ? [] : [[key, env[key]]])))
  const decoded = Schema.decodeUnknownResult(Env)(picked)
  if (Result.isFailure(decoded)) throw new Error(`Bad server setting: ${decoded.failure.message}`)
  const values = decoded.success
  return {
    port: values.PORT ?? 8080,
    host: values.HOST ?? "0.0.0.0",
    db: values.DATABASE_URL !== undefined ? { kind: "postgres", url: values.DATABASE_URL } : { kind: "pglite", dataDir: pgliteDir(values.DATA_DIR ?? ".data/pglite") },
    staticDir: resolve(projectRoot, "dist"),
    logRequests: values.LOG_REQUESTS === "1",
  }
}

// "memory://" keeps PGlite in memory (tests); a path is taken from the project root.
const pgliteDir = (dir: string): string => (dir.startsWith("memory://") ? dir : resolve(projectRoot, dir))
