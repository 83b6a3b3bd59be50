import { randomUUID } from "node:crypto"
import { deleteApp, initializeApp } from "firebase/app"
import { connectAuthEmulator, getAuth, GoogleAuthProvider, signInAnonymously, signInWithCredential, type User } from "firebase/auth"
import { inject } from "vitest"
import { DEMO_PROJECT_ID } from "../../server/config"
import { createRpc, type Rpc } from "../../streams/rpc"

export interface TestDiner {
  readonly user: User
  readonly rpc: Rpc
  /** How many HTTP requests the diner's client sent. */
  readonly requests: () => number
  readonly token: () => string
  readonly refresh: () => Promise<void>
  readonly close: () => Promise<void>
}

/** The demo venue's tenant and its plain table. */
export const DEMO_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-1" } as const

/**
 * A diner signed in with the real Firebase SDK against the run's Auth emulator (anonymously,
 * or with the Google account of this email, as the app's emulator account chooser does),
 * calling the server through the app's own typed client, at the given table.
 */
export const signInDiner = async (
  origin: string,
  table: { tenantId: string; qrCode: string } = DEMO_TABLE,
  googleEmail: string | null = null,
): Promise<TestDiner> => {
  const app = initializeApp({ apiKey: "demo-api-key", projectId: DEMO_PROJECT_ID }, `diner-${randomUUID()}`)
  const auth = getAuth(app)
  connectAuthEmulator(auth, `http://${inject("authEmulatorHost")}`, { disableWarnings: true })
  const signIn = () =>
    googleEmail === null
      ? signInAnonymously(auth)
      : signInWithCredential(
          auth,
          GoogleAuthProvider.credential(
            JSON.stringify({ sub: `google-${googleEmail}`, email: googleEmail, email_verified: true, name: googleEmail }),
          ),
        )
  const { user } = await triedAgainOnNetworkFailure(signIn)
  let token = await user.getIdToken()
  let requests = 0
  const refresh = async () => {
    token = await user.getIdToken(true)
  }
  const rpc = createRpc({
    fetch: (input, init) => {
      requests++
      return fetch(input, init)
    },
    baseUrl: origin,
    session: () => ({ token, tenantId: table.tenantId, qrCode: table.qrCode }),
    refreshToken: refresh,
    log: () => undefined,
  })
  return { user, rpc, requests: () => requests, token: () => token, refresh, close: () => deleteApp(app) }
}

/** Runs `work` with a diner newly signed in at this table, signed out afterwards whatever happens. */
export const withSignedInDiner = async (
  origin: string,
  work: (diner: TestDiner) => Promise<void>,
  table: { tenantId: string; qrCode: string } = DEMO_TABLE,
  googleEmail: string | null = null,
): Promise<void> => {
  const diner = await signInDiner(origin, table, googleEmail)
  try {
    await work(diner)
  } finally {
    await diner.close()
  }
}

/**
 * The sign-in's request, sent again when it never got an answer (auth/network-request-failed),
 * as a diner's app would: on a loaded machine (load 10 and more on two cores) a sign-in's fetch
 * failed so in about one whole run of three here. Any other error is the test's to see.
 */
const triedAgainOnNetworkFailure = async <A>(attempt: () => Promise<A>, tries = 3): Promise<A> => {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt()
    } catch (error) {
      if (tried >= tries || (error as { code?: unknown }).code !== "auth/network-request-failed") throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * tried))
    }
  }
}
