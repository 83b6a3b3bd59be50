import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { checkOperatorKey } from "./config"

/**
 * The operator key `npm start` makes when OPERATOR_KEY is unset: made once (32 random bytes,
 * 43 characters), kept in `<dataDir>/operator-key` (owner only) for the operator CLI, and
 * held to the same rule when read back, so an edited file cannot bring a short key in.
 */
export const keptOperatorKey = (dataDir: string): string => {
  const file = join(dataDir, "operator-key")
  if (existsSync(file)) return checkOperatorKey(readFileSync(file, "utf8").trim(), `the operator key kept in ${file} (OPERATOR_KEY unset)`)
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32).toString("base64url")
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  return key
}
