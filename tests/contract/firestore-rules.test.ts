import { randomUUID } from "node:crypto"
import { deleteApp, initializeApp } from "firebase/app"
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  setLogLevel,
  terminate,
  where,
  type Firestore,
} from "firebase/firestore"
import { filter, firstValueFrom, ReplaySubject, type Subscription } from "rxjs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { collectionPath } from "../../schema/firestore-paths"
import { staffCollectionPath, staffDocumentPath } from "../../schema/firestore-staff-paths"
import { staffApi } from "../../schema/staff-api"
import { DEMO_PROJECT_ID, projectRoot } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import type { StaffLiveEvent } from "../../src/staff/data/staff-live"
import { createStaffFirestoreLive } from "../../src/staff/data/staff-live-firestore"
import { RULES_FILE } from "../../tools/firestore-rules"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { officialEmulatorJar, startRulesEmulator } from "../support/firestore-emulator"
import { DEMO_STAFF_EMAIL, DEMO_VENUE_ID, HARBOUR_STAFF_EMAIL, HARBOUR_TABLE, HARBOUR_VENUE_ID, staffCall, staffDo } from "../support/staff"
import { startTestServer } from "../support/test-server"
import { body } from "../support/typed-answers"

const JAR = officialEmulatorJar()
const DEMO_VENUE = { tenantId: DEMO_TABLE.tenantId, venueId: DEMO_VENUE_ID }
const HARBOUR_VENUE = { tenantId: HARBOUR_TABLE.tenantId, venueId: HARBOUR_VENUE_ID }

/**
 * The shipped rules (firestore.rules) on the official Firestore emulator, which applies them as
 * production does, against the documents the reference server wrote: its mirror, and the
 * admissions its access checks wrote for the users they let in. A venue's staff read its staff
 * feed, and hear a staff action through the screen's own listener; no token, a diner admitted at
 * the venue, an account on no list and another tenant's staff read nothing of it; no one writes
 * anything; and a diner still reads their own visit, which staff do not. The official emulator is
 * a component of the Google Cloud CLI: where a machine lacks it these tests are skipped, and the
 * rules are still judged by tests/unit/firestore-rules.test.ts's evaluator.
 */
describe.skipIf(JAR === null)("the Firestore rules on the official emulator", () => {
  let emulator: { host: string; stop: () => void }
  let server: RunningServer
  const users: TestDiner[] = []
  const clients: Array<() => Promise<void>> = []
  const subscriptions: Subscription[] = []
  let staff: TestDiner
  let diner: TestDiner
  let unlisted: TestDiner
  let harbourStaff: TestDiner
  let visitId: string

  /** A client of the emulator signed in as this user (an unsigned token the emulator trusts), or as no one. */
  const clientAs = (who: TestDiner | null): Firestore => {
    const app = initializeApp({ apiKey: "demo-api-key", projectId: DEMO_PROJECT_ID }, `rules-${randomUUID()}`)
    const db = getFirestore(app)
    const [host, port] = emulator.host.split(":")
    connectFirestoreEmulator(db, host ?? "127.0.0.1", Number(port), who === null ? {} : { mockUserToken: { user_id: who.user.uid } })
    clients.push(async () => (await terminate(db), await deleteApp(app)))
    return db
  }
  const readFeed = (db: Firestore, venue: { tenantId: string; venueId: string }) =>
    getDocs(query(collection(db, staffCollectionPath("staffFeed", venue)), where("mirroredAt", ">", 0)))
  const refused = { code: "permission-denied" }

  beforeAll(async () => {
    // Each refusal would be logged by the SDK as a warning: the refusals are what these tests expect.
    setLogLevel("error")
    emulator = await startRulesEmulator(JAR ?? "", `${projectRoot}/${RULES_FILE}`, DEMO_PROJECT_ID)
    process.env["FIRESTORE_EMULATOR_HOST"] = emulator.host
    process.env["METADATA_SERVER_DETECTION"] = "none"
    server = await startTestServer({ firestoreMirror: true })
    const signIn = async (table: typeof DEMO_TABLE | typeof HARBOUR_TABLE, email: string | null) => {
      const user = await signInDiner(server.origin, table, email)
      users.push(user)
      return user
    }
    ;[staff, diner, unlisted, harbourStaff] = await Promise.all([
      signIn(DEMO_TABLE, DEMO_STAFF_EMAIL),
      signIn(DEMO_TABLE, null),
      signIn(DEMO_TABLE, "nobody@elsewhere.test"),
      signIn(HARBOUR_TABLE, HARBOUR_STAFF_EMAIL),
    ])
    // What the server admits each to: the staff at their venues, the diner at the table's venue and visit.
    await staffDo(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, staff.token())
    await staffDo(server.origin, staffApi.staffActions, { params: { venueId: HARBOUR_VENUE_ID } }, harbourStaff.token())
    visitId = (await body(diner.rpc(api.visitGet, {}))).id
    for (const stranger of [unlisted, harbourStaff])
      expect(await staffCall(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, stranger.token())).toMatchObject(
        {
          status: 403,
        },
      )
  })
  afterAll(async () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
    await Promise.all(clients.map((close) => close()))
    await Promise.all(users.map((user) => user.close()))
    await server?.close()
    emulator?.stop()
    setLogLevel("warn")
  })

  it("let the venue's staff hear a staff action through the screen's listener", async () => {
    const live = createStaffFirestoreLive({
      firestore: clientAs(staff),
      ...DEMO_VENUE,
      admitted: () => staffDo(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, staff.token()),
      now: () => Date.now(),
      log: () => undefined,
    })
    const heard = new ReplaySubject<StaffLiveEvent>()
    subscriptions.push(live.events$.subscribe(heard))
    await firstValueFrom(heard.pipe(filter((event) => event.kind === "ready")))
    await body(diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } }))
    const order = await body(diner.rpc(api.cartSubmit, {}))
    await staffDo(
      server.origin,
      staffApi.staffAdvance,
      { params: { venueId: DEMO_VENUE_ID, orderId: order.id }, payload: {} },
      staff.token(),
    )
    const moved = await firstValueFrom(
      heard.pipe(
        filter((event) => event.kind === "order" && event.payload.id === order.id && event.payload.orderState.id === "state-accepted"),
      ),
    )
    expect(moved.kind).toBe("order")
    expect((await readFeed(clientAs(staff), DEMO_VENUE)).size).toBeGreaterThan(0)
  })

  it("let no token, a diner of the venue, an account on no list, nor another tenant's staff read the venue's staff feed", async () => {
    for (const who of [null, diner, unlisted, harbourStaff])
      await expect(readFeed(clientAs(who), DEMO_VENUE)).rejects.toMatchObject(refused)
    // Another tenant's staff read their own venue's feed: refused above for where they are not staff.
    await expect(readFeed(clientAs(harbourStaff), HARBOUR_VENUE)).resolves.toBeDefined()
    await expect(readFeed(clientAs(staff), HARBOUR_VENUE)).rejects.toMatchObject(refused)
  })

  it("let no one write: not the feed, not an admission, not a diner's documents", async () => {
    const ownAdmission = staffDocumentPath("venueStaff", { ...DEMO_VENUE, uid: staff.user.uid })
    const unlistedAdmission = staffDocumentPath("venueStaff", { ...DEMO_VENUE, uid: unlisted.user.uid })
    const entry = `${staffCollectionPath("staffFeed", DEMO_VENUE)}/forged`
    const order = `${collectionPath("order", { tenantId: DEMO_TABLE.tenantId, serviceAreaId: "area-table-1", visitId })}/forged`
    for (const who of [null, staff, diner, unlisted]) {
      const db = clientAs(who)
      await expect(setDoc(doc(db, entry), { kind: "order", payload: {}, seq: 1, mirroredAt: Date.now() })).rejects.toMatchObject(refused)
      await expect(setDoc(doc(db, unlistedAdmission), { admittedAt: 1, email: "nobody@elsewhere.test" })).rejects.toMatchObject(refused)
      await expect(setDoc(doc(db, order), { id: "forged" })).rejects.toMatchObject(refused)
      await expect(deleteDoc(doc(db, ownAdmission))).rejects.toMatchObject(refused)
    }
  })

  it("keep a diner to their visit: they read its orders, the venue's staff do not", async () => {
    const orders = collectionPath("order", { tenantId: DEMO_TABLE.tenantId, serviceAreaId: "area-table-1", visitId })
    await expect(getDocs(collection(clientAs(diner), orders))).resolves.toBeDefined()
    await expect(getDocs(collection(clientAs(staff), orders))).rejects.toMatchObject(refused)
  })
})
