import { randomUUID } from "node:crypto"
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from "firebase-admin/app"
import { getFirestore as getAdminFirestore } from "firebase-admin/firestore"
import { deleteApp, initializeApp } from "firebase/app"
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from "firebase/firestore"
import { firstValueFrom, filter, ReplaySubject, tap, type Subscription } from "rxjs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { staffDocumentPath } from "../../schema/firestore-staff-paths"
import { operatorApi } from "../../schema/operator-api"
import { staffApi } from "../../schema/staff-api"
import { DEMO_PROJECT_ID } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import type { StaffLiveEvent } from "../../src/staff/data/staff-live"
import { createStaffFirestoreLive } from "../../src/staff/data/staff-live-firestore"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { startFirestoreEmulator } from "../support/firestore-emulator"
import { operatorDo } from "../support/operator"
import { DEMO_STAFF_EMAIL, DEMO_VENUE_ID, HARBOUR_STAFF_EMAIL, staffCall, staffDo } from "../support/staff"
import { startTestServer } from "../support/test-server"
import { body } from "../support/typed-answers"

const TENANT = DEMO_TABLE.tenantId
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }

/**
 * The staff screen's production feed: the reference server mirrors its staff feed to Firestore
 * under the venue, and admits each staff member its access check lets in there, and the screen's
 * Firestore listener (src/staff/data/staff-live-firestore.ts, real firebase SDK) hears a staff
 * action as the server's feed would carry it. (This emulator does not apply security rules:
 * tests/contract/firestore-rules.test.ts judges them on the official one.)
 */
describe("the staff feed through Firestore", () => {
  let emulator: { host: string; stop: () => void }
  let server: RunningServer
  let staff: TestDiner
  let admin: App
  const clients: Array<() => Promise<void>> = []
  const subscriptions: Subscription[] = []
  const logged: string[] = []

  const client = (): Firestore => {
    const app = initializeApp({ apiKey: "demo-api-key", projectId: DEMO_PROJECT_ID }, `staff-firestore-${randomUUID()}`)
    const db = getFirestore(app)
    const [host, port] = emulator.host.split(":")
    connectFirestoreEmulator(db, host ?? "127.0.0.1", Number(port))
    clients.push(async () => (await terminate(db), await deleteApp(app)))
    return db
  }
  const admitted = async (uid: string) =>
    (
      await getAdminFirestore(admin)
        .doc(staffDocumentPath("venueStaff", { tenantId: TENANT, venueId: DEMO_VENUE_ID, uid }))
        .get()
    ).data()

  beforeAll(async () => {
    emulator = await startFirestoreEmulator()
    process.env["FIRESTORE_EMULATOR_HOST"] = emulator.host
    process.env["METADATA_SERVER_DETECTION"] = "none"
    server = await startTestServer({ firestoreMirror: true })
    staff = await signInDiner(server.origin, DEMO_TABLE, DEMO_STAFF_EMAIL)
    admin = initializeAdminApp({ projectId: DEMO_PROJECT_ID }, `staff-firestore-admin-${randomUUID()}`)
  })
  afterAll(async () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
    await Promise.all(clients.map((close) => close()))
    await staff?.close()
    await server?.close()
    if (admin !== undefined) await deleteAdminApp(admin)
    emulator?.stop()
  })

  it("hears a new order, its advance by a staff member and who took it, after the venue's call admitted the member", async () => {
    const live = createStaffFirestoreLive({
      firestore: client(),
      tenantId: TENANT,
      venueId: DEMO_VENUE_ID,
      admitted: () => staffDo(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, staff.token()),
      now: () => Date.now(),
      log: (message) => logged.push(message),
    })
    const heard = new ReplaySubject<StaffLiveEvent>()
    const unreadable: StaffLiveEvent[] = []
    subscriptions.push(live.events$.pipe(tap((event) => event.kind === "unreadable" && unreadable.push(event))).subscribe(heard))
    const next = <K extends StaffLiveEvent["kind"]>(kind: K, test: (event: Extract<StaffLiveEvent, { kind: K }>) => boolean = () => true) =>
      firstValueFrom(
        heard.pipe(filter((event): event is Extract<StaffLiveEvent, { kind: K }> => event.kind === kind && test(event as never))),
      )

    await next("ready")
    expect(await firstValueFrom(live.status$)).toBe("live")
    expect(await admitted(staff.user.uid)).toMatchObject({ email: DEMO_STAFF_EMAIL })

    const diner = await signInDiner(server.origin)
    try {
      await body(diner.rpc(api.cartAdd, { payload: TEA }))
      const order = await body(diner.rpc(api.cartSubmit, { payload: { note: "for the staff's screen" } }))
      expect((await next("order", ({ payload }) => payload.id === order.id)).payload).toMatchObject({ note: "for the staff's screen" })

      await staffDo(
        server.origin,
        staffApi.staffAdvance,
        { params: { venueId: DEMO_VENUE_ID, orderId: order.id }, payload: {} },
        staff.token(),
      )
      await next("order", ({ payload }) => payload.id === order.id && payload.orderState.id === "state-accepted")
      expect((await next("staffAction", ({ payload }) => payload.target === order.id)).payload).toMatchObject({
        actor: DEMO_STAFF_EMAIL,
        action: "advance",
        detail: "Accepted",
      })

      // A table's call for staff, which the floor shows.
      await body(diner.rpc(api.staffRequestsList, {}))
      const request = await body(diner.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))
      await next("request", ({ payload }) => payload.id === request.id)
    } finally {
      await diner.close()
    }
    expect(unreadable).toEqual([])
    expect(logged).toEqual([])
  })

  it("withdraws a member's admission when the venue takes them off its list, and at a refused call there", async () => {
    await staffDo(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, staff.token())
    expect(await admitted(staff.user.uid)).toBeDefined()
    await operatorDo(server.origin, operatorApi.operatorStaffRemove, {
      params: { venueId: DEMO_VENUE_ID },
      payload: { email: DEMO_STAFF_EMAIL },
    })
    expect(await admitted(staff.user.uid)).toBeUndefined()
    expect(await staffCall(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, staff.token())).toMatchObject({
      status: 403,
    })

    // Back on the list: admitted again at the next call.
    await operatorDo(server.origin, operatorApi.operatorStaffAdd, {
      params: { venueId: DEMO_VENUE_ID },
      payload: { email: DEMO_STAFF_EMAIL },
    })
    await staffDo(server.origin, staffApi.staffActions, { params: { venueId: DEMO_VENUE_ID } }, staff.token())
    expect(await admitted(staff.user.uid)).toMatchObject({ email: DEMO_STAFF_EMAIL })

    // An admission left behind (a withdrawal that failed, another instance's) goes at the account's next refused call.
    const harbour = await signInDiner(server.origin, DEMO_TABLE, HARBOUR_STAFF_EMAIL)
    try {
      const path = staffDocumentPath("venueStaff", { tenantId: TENANT, venueId: DEMO_VENUE_ID, uid: harbour.user.uid })
      await getAdminFirestore(admin).doc(path).set({ admittedAt: 1, email: HARBOUR_STAFF_EMAIL })
      expect(
        await staffCall(server.origin, staffApi.staffOrders, { params: { venueId: DEMO_VENUE_ID }, query: {} }, harbour.token()),
      ).toMatchObject({
        status: 403,
      })
      expect(await admitted(harbour.user.uid)).toBeUndefined()
    } finally {
      await harbour.close()
    }
  })
})
