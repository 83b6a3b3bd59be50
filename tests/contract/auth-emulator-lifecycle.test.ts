import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { startServerProcess, type ServerProcess } from "../support/server-process"

const root = mkdtempSync(join(tmpdir(), "tableside-emulator-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// No emulator given: the server starts its own, as `npm start` does, keeping accounts beside DATA_DIR.
const env = { DATA_DIR: join(root, "pglite"), FIREBASE_AUTH_EMULATOR_HOST: "" }

/**
 * The Auth emulator `npm start` runs goes when the server goes, even by SIGKILL, and keeps its
 * accounts: a diner signed in before the restart refreshes their token and is served after it.
 */
describe("the Auth emulator beside npm start", () => {
  it("exits when the server is killed, and keeps its accounts across the restart", async () => {
    let server: ServerProcess = await startServerProcess(env)
    let emulator = emulatorOf(server)
    try {
      const signedUp = (await (
        await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).json()) as { idToken: string; refreshToken: string; localId: string }
      expect(await cartStatus(server.origin, signedUp.idToken)).toMatch(/^(200|404) /)

      await server.kill()
      // The emulator notices within a second or so; it exports its accounts on the way out.
      let listening = true
      for (let waited = 0; waited < 30_000 && listening; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        listening = await answers(emulator)
      }
      expect(listening, "the emulator still answers after its server was killed").toBe(false)

      server = await startServerProcess(env)
      emulator = emulatorOf(server)
      const refreshed = await fetch(`http://${emulator}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: signedUp.refreshToken }).toString(),
      })
      const token = (await refreshed.json()) as { id_token?: string; user_id?: string }
      expect(refreshed.status, JSON.stringify(token)).toBe(200)
      expect(token.user_id).toBe(signedUp.localId)
      expect(await cartStatus(server.origin, token.id_token ?? "")).toMatch(/^(200|404) /)
    } finally {
      await server.stop()
    }
    expect(await answers(emulator), "a stopped server stops its emulator").toBe(false)
  }, 180_000)
})

const emulatorOf = (server: ServerProcess): string => {
  const host = /Firebase Auth emulator on (\S+)/.exec(server.output())?.[1]
  if (host === undefined) throw new Error(`the server did not say where its emulator is:\n${server.output()}`)
  return host
}

/** The cart call's status and body, e.g. "404 {...}": a 401 says why in the body. */
const cartStatus = async (origin: string, token: string): Promise<string> => {
  const response = await fetch(`${origin}${api.cartGet.path}`, {
    headers: { authorization: `Bearer ${token}`, tenant: "tenant-lotus", qr: "demo-table-1" },
  })
  return `${response.status} ${await response.text()}`
}

const answers = async (host: string): Promise<boolean> => {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) })
    return true
  } catch {
    return false
  }
}
