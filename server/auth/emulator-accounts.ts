import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

/**
 * After the Auth emulator imported its accounts, every one of them reads as signed out on the
 * server: the import stamps each account "tokens valid since now", and firebase-admin, which
 * against the emulator always checks revocation, then refuses every token issued before the
 * restart (auth/id-token-revoked, a 401). Nothing here revokes tokens, so each account gets
 * back the stamp it had: its creation time.
 */
export const restoreSessions = async (host: string, projectId: string, keptIn: string): Promise<void> => {
  const file = join(keptIn, "auth_export", "accounts.json")
  if (!existsSync(file)) return
  const exported = JSON.parse(readFileSync(file, "utf8")) as { users?: ReadonlyArray<{ localId: string; createdAt?: string }> }
  const users = exported.users ?? []
  for (let start = 0; start < users.length; start += 20) {
    await Promise.all(
      users.slice(start, start + 20).map(async (user) => {
        const validSince = String(Math.floor(Number(user.createdAt ?? "0") / 1000))
        // "Bearer owner" is the emulator's administrator; this request never leaves the machine.
        const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: "Bearer owner" },
          body: JSON.stringify({ localId: user.localId, validSince }),
        })
        if (!response.ok)
          throw new Error(`The Auth emulator refused to restore account ${user.localId}: ${response.status} ${await response.text()}`)
      }),
    )
  }
}
