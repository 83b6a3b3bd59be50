import { deleteApp, initializeApp, type App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { sendCall } from "../../schema/call-http"
import { DEMO_PROJECT_ID } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { startTestServer } from "../support/test-server"

/**
 * What an ID token is worth over time: one issued in the future is refused, one past its
 * expiry is refused however recently the server verified it, and an account deleted or
 * disabled loses its tokens within 5 minutes, however recently the server verified them. The server's token clock is moved by the test; firebase-admin checks expiry in real time.
 */
describe("ID token checks", () => {
  let clock = Date.now()
  let server: RunningServer | undefined
  let admin: App | undefined
  const diners: TestDiner[] = []
  const origin = () => server?.origin ?? ""
  const adminApp = (): App => {
    if (admin === undefined) throw new Error("the admin app starts in beforeAll")
    return admin
  }
  beforeAll(async () => {
    server = await startTestServer({ tokenClock: () => clock })
    // firebase-admin reaches the run's emulator through FIREBASE_AUTH_EMULATOR_HOST, set by the server's identity.
    admin = initializeApp({ projectId: DEMO_PROJECT_ID }, `token-checks-${randomUUID()}`)
  })
  afterAll(async () => {
    for (const diner of diners) await diner.close()
    if (admin !== undefined) await deleteApp(admin)
    await server?.close()
  })

  /** A diner call with this token, as it is (the app's client would refresh a refused one). */
  const statusWith = async (token: string) => {
    const answer = await sendCall(
      fetch,
      origin(),
      api.ordersSearch,
      { query: { qr: DEMO_TABLE.qrCode } },
      { authorization: `Bearer ${token}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode },
    )
    return answer._tag === "Refused" ? `${answer.status} ${answer.error._tag}` : String(answer.status)
  }
  const diner = async () => {
    const signedIn = await signInDiner(origin())
    diners.push(signedIn)
    return signedIn
  }

  it("refuses a token issued in the future (beyond a minute of clock skew), and takes one issued now", async () => {
    const { token } = await diner()
    expect(await statusWith(token())).toBe("200")
    // The emulator's tokens are unsigned (alg none): the same token, said to be issued later.
    const [header, payload] = token().split(".")
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as { iat: number }
    const issuedAt = (seconds: number) => `${header}.${Buffer.from(JSON.stringify({ ...claims, iat: seconds })).toString("base64url")}.`
    const nowSeconds = Math.floor(clock / 1000)
    expect(await statusWith(issuedAt(nowSeconds + 3600))).toBe("401 NotSignedIn")
    expect(await statusWith(issuedAt(nowSeconds + 120))).toBe("401 NotSignedIn")
    expect(await statusWith(issuedAt(nowSeconds + 5))).toBe("200")
  })

  it("refuses a token once it has expired, though its verification is kept for up to 5 minutes", async () => {
    clock = Date.now()
    const { token } = await diner()
    // A token that expires in a minute (the emulator's are unsigned: the same token, said to expire sooner).
    const [header, payload] = token().split(".")
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as { exp: number }
    const expiresSoon = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(clock / 1000) + 60 })).toString("base64url")}.`
    expect(await statusWith(expiresSoon)).toBe("200")
    // Two minutes on: within the 5 minutes a verification is kept, but past the token's expiry.
    clock += 2 * 60_000
    expect(await statusWith(expiresSoon)).toBe("401 NotSignedIn")
  })

  it("refuses a deleted account's token, and a disabled one's, within 5 minutes of its last verification", async () => {
    const deleted = await diner()
    const disabled = await diner()
    const [deletedToken, disabledToken] = [deleted.token(), disabled.token()]
    expect([await statusWith(deletedToken), await statusWith(disabledToken)]).toEqual(["200", "200"])
    await deleted.user.delete()
    await getAuth(adminApp()).updateUser(disabled.user.uid, { disabled: true })
    // Kept verified for a while at most: past it, each is asked about again and refused.
    clock += 5 * 60_000 + 1_000
    expect([await statusWith(deletedToken), await statusWith(disabledToken)]).toEqual(["401 NotSignedIn", "401 NotSignedIn"])
  })
})
