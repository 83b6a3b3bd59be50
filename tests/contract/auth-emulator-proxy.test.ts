import { randomUUID } from "node:crypto"
import Fastify from "fastify"
import { deleteApp, initializeApp } from "firebase/app"
import { connectAuthEmulator, getAuth, GoogleAuthProvider, linkWithCredential, signInAnonymously } from "firebase/auth"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { freePort } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"
import { registerAuthEmulatorProxy } from "../../server/http/auth-emulator-proxy"
import type { RunningServer } from "../../server/start-server"
import { startServerProcess } from "../support/server-process"
import { startTestServer } from "../support/test-server"

const ADMIN = { authorization: "Bearer owner", "content-type": "application/json" }

/** The Auth emulator on the app's origin: the client's sign-in passes, its admin API never does. */
describe("the Auth emulator through the server's origin", () => {
  let server: RunningServer
  let uid: string
  const emulator = `http://${inject("authEmulatorHost")}`
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  /** What the emulator itself answers to its admin, bypassing the proxy: the user is there. */
  const accountExists = async (id: string) => {
    const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:lookup`, {
      method: "POST",
      headers: ADMIN,
      body: JSON.stringify({ localId: [id] }),
    })
    return ((await response.json()) as { users?: unknown[] }).users?.length === 1
  }

  it("signs in with the Firebase SDK pointed at the server: anonymous, then linked to Google, with a token refresh", async () => {
    const app = initializeApp({ apiKey: "demo-api-key", projectId: DEMO_PROJECT_ID }, `proxy-${randomUUID()}`)
    try {
      const auth = getAuth(app)
      connectAuthEmulator(auth, server.origin, { disableWarnings: true })
      const { user } = await signInAnonymously(auth)
      const email = `proxy-${randomUUID().slice(0, 8)}@example.com`
      const linked = await linkWithCredential(
        user,
        GoogleAuthProvider.credential(JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: "Proxy Diner" })),
      )
      expect([linked.user.uid, linked.user.isAnonymous, linked.user.email]).toEqual([user.uid, false, email])
      // A forced refresh goes to securetoken through the proxy (the SDK throws if it is refused).
      const refreshed = await linked.user.getIdTokenResult(true)
      expect(refreshed.signInProvider).toBe("google.com")
      uid = user.uid
      expect(await accountExists(uid)).toBe(true)
    } finally {
      await deleteApp(app)
    }
  })

  it("refuses the emulator's admin and control paths, with or without Bearer owner", async () => {
    const attempts: Array<[string, string, string | null]> = [
      ["POST", `/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:query`, "{}"],
      ["POST", `/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:batchGet`, null],
      [
        "POST",
        "/identitytoolkit.googleapis.com/v1/accounts:update",
        JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ phoneNumberVerified: true }) }),
      ],
      ["POST", "/identitytoolkit.googleapis.com/v1/accounts:delete", JSON.stringify({ localId: uid })],
      ["DELETE", `/emulator/v1/projects/${DEMO_PROJECT_ID}/accounts`, null],
      ["GET", `/emulator/v1/projects/${DEMO_PROJECT_ID}/config`, null],
      ["GET", "/identitytoolkit.googleapis.com/v1/accounts:lookup", null],
    ]
    for (const [method, path, body] of attempts) {
      for (const headers of [ADMIN, { "content-type": "application/json" }]) {
        const response = await fetch(`${server.origin}${path}?key=demo-api-key`, { method, headers, ...(body === null ? {} : { body }) })
        expect(response.status, `${method} ${path} ${headers === ADMIN ? "as owner" : ""}`).toBe(403)
      }
    }
    expect(await accountExists(uid)).toBe(true)
  })

  it("never passes an Authorization header: Bearer owner reads no account through it", async () => {
    const request = { method: "POST", headers: ADMIN, body: JSON.stringify({ localId: [uid] }) }
    // The emulator itself answers its admin (so this test could fail)...
    expect((await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:lookup`, request)).status).toBe(200)
    // ...but through the proxy the call arrives without it, as a diner's lookup with no token.
    const proxied = await fetch(`${server.origin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, request)
    expect(proxied.status).toBe(400)
    expect(JSON.stringify(await proxied.json())).not.toContain(uid)
  })

  it("answers 503 when the emulator does not answer", async () => {
    const app = Fastify()
    await registerAuthEmulatorProxy(app, `127.0.0.1:${await freePort()}`)
    const response = await app.inject({
      method: "POST",
      url: "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key",
      headers: { "content-type": "application/json" },
      payload: "{}",
    })
    expect(response.statusCode).toBe(503)
    await app.close()
  })
})

describe("npm start's interface", () => {
  it("warns when it serves the emulator's sign-in on an interface other than this machine's", async () => {
    // (Which hosts count as this machine's is a unit test: tests/unit/server-config.test.ts.)
    const exposed = await startServerProcess({ HOST: "0.0.0.0" })
    try {
      expect(exposed.output()).toContain(
        "Warning: HOST=0.0.0.0 serves the Auth emulator's sign-in to every device that can reach this machine.",
      )
    } finally {
      await exposed.stop()
    }
  })
})
