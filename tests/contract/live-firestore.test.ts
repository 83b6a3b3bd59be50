import { randomUUID } from "node:crypto"
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app"
import { getFirestore as getAdminFirestore, Timestamp } from "firebase-admin/firestore"
import { deleteApp, initializeApp } from "firebase/app"
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from "firebase/firestore"
import { BehaviorSubject, firstValueFrom, filter, ReplaySubject, type Observable } from "rxjs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { documentPath } from "../../schema/firestore-paths"
import { operatorApi } from "../../schema/operator-api"
import { DEMO_PROJECT_ID } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import { createFirestoreLive, type FirestoreScope } from "../../streams/live-firestore"
import { signInDiner, type TestDiner } from "../support/diner"
import { startFirestoreEmulator } from "../support/firestore-emulator"
import { operatorDo } from "../support/operator"
import { startTestServer } from "../support/test-server"

/**
 * Production's live source: the reference server mirrors its changes to Firestore with
 * firebase-admin, and the app's Firestore adapter (real firebase SDK) reads them back.
 */
describe("live feeds through Firestore", () => {
  let emulator: { host: string; stop: () => void }
  let server: RunningServer
  let diner: TestDiner
  const clients: Array<{ db: Firestore; close: () => Promise<void> }> = []
  const scope$ = new BehaviorSubject<FirestoreScope | null>(null)
  const logged: string[] = []

  const client = () => {
    const app = initializeApp({ apiKey: "demo-api-key", projectId: DEMO_PROJECT_ID }, `firestore-${randomUUID()}`)
    const db = getFirestore(app)
    const [host, port] = emulator.host.split(":")
    connectFirestoreEmulator(db, host ?? "127.0.0.1", Number(port))
    clients.push({ db, close: async () => (await terminate(db), await deleteApp(app)) })
    return db
  }
  const record = <A>(source: Observable<A>) => {
    const seen = new ReplaySubject<A>()
    source.subscribe(seen)
    return (test: (value: A) => boolean) => firstValueFrom(seen.pipe(filter(test)))
  }

  beforeAll(async () => {
    emulator = await startFirestoreEmulator()
    process.env["FIRESTORE_EMULATOR_HOST"] = emulator.host
    process.env["METADATA_SERVER_DETECTION"] = "none"
    server = await startTestServer({ firestoreMirror: true })
    diner = await signInDiner(server.origin)
  })
  afterAll(async () => {
    await Promise.all(clients.map((entry) => entry.close()))
    await diner?.close()
    await server?.close()
    emulator?.stop()
  })

  it("sends the existing orders first, then each status change and each new order", async () => {
    await diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
    const first = await diner.rpc(api.cartSubmit, { idempotencyKey: "firestore-order-1" })
    if (first._tag !== "Ok") throw new Error("no order")

    const live = createFirestoreLive({ orders: client(), availability: client(), scope$, log: (message) => logged.push(message) })
    const orderSeen = record(live.orders$())
    scope$.next({ tenantId: "tenant-lotus", venueId: "venue-lotus-colombo", serviceAreaId: "area-table-1" })
    expect((await orderSeen((order) => order.id === first.body.id)).orderState.stateName).toBe("Placed")

    await operatorDo(server.origin, operatorApi.operatorAdvance, { params: { orderId: first.body.id }, payload: {} })
    expect((await orderSeen((order) => order.id === first.body.id && order.orderState.stateName === "Accepted")).orderState.color).toBe(
      "#1a5fb4",
    )

    await diner.rpc(api.cartAdd, { payload: { id: "item-king-coconut", selectedChoices: {}, quantity: 2 } })
    const second = await diner.rpc(api.cartSubmit, { idempotencyKey: "firestore-order-2" })
    if (second._tag !== "Ok") throw new Error("no order")
    expect((await orderSeen((order) => order.id === second.body.id)).price).toBe(80000)
    expect(logged).toEqual([])
  })

  it("keeps a document per staff request: the app sees it asked, then acknowledged", async () => {
    const live = createFirestoreLive({ orders: client(), availability: client(), scope$, log: (message) => logged.push(message) })
    const requestSeen = record(live.requests$())
    scope$.next({ tenantId: "tenant-lotus", venueId: "venue-lotus-colombo", serviceAreaId: "area-table-1" })
    await diner.rpc(api.staffRequestsList, {}) // the table's screens open: the pass to call staff
    const asked = await diner.rpc(api.staffRequestCreate, { payload: { kind: "water" } })
    if (asked._tag !== "Ok") throw new Error("no request")
    expect(await requestSeen((request) => request.id === asked.body.id)).toEqual(asked.body)
    await operatorDo(server.origin, operatorApi.operatorAcknowledge, { params: { requestId: asked.body.id } })
    expect(
      (await requestSeen((request) => request.id === asked.body.id && request.status === "acknowledged")).acknowledgedAt,
    ).not.toBeNull()
    expect(logged).toEqual([])
  })

  it("admits in Firestore a diner the table lets in (table and venue), and no one it refuses", async () => {
    const admin = initializeAdminApp({ projectId: DEMO_PROJECT_ID }, `firestore-admin-${randomUUID()}`)
    const store = getAdminFirestore(admin)
    const admitted = async (uid: string, serviceAreaId: string) => ({
      table: (await store.doc(documentPath("serviceAreaMember", { tenantId: "tenant-lotus", serviceAreaId, uid })).get()).exists,
      venue: (await store.doc(documentPath("venueMember", { tenantId: "tenant-lotus", venueId: "venue-lotus-colombo", uid })).get()).exists,
    })
    const newcomer = await signInDiner(server.origin)
    const refused = await signInDiner(server.origin, { tenantId: "tenant-lotus", qrCode: "demo-table-google" })
    try {
      expect(await admitted(newcomer.user.uid, "area-table-1")).toEqual({ table: false, venue: false })
      await newcomer.rpc(api.cartGet, {})
      expect(await admitted(newcomer.user.uid, "area-table-1")).toEqual({ table: true, venue: true })
      // An anonymous user at a Google table is refused (403), and so not admitted.
      await expect(refused.rpc(api.cartGet, {})).rejects.toMatchObject({ status: 403 })
      expect(await admitted(refused.user.uid, "area-verandah")).toEqual({ table: false, venue: false })
    } finally {
      await Promise.all([newcomer.close(), refused.close(), deleteAdminApp(admin)])
    }
  })

  it("reads the availability document's types and every shape of updatedAt", async () => {
    const live = createFirestoreLive({ orders: client(), availability: client(), scope$, log: (message) => logged.push(message) })
    const seen = record(live.availability$())
    await operatorDo(server.origin, operatorApi.operatorAvailability, {
      params: { itemId: "item-love-cake" },
      payload: { available: false },
    })
    expect(await seen((document) => document.type === "unavailable")).toMatchObject({ type: "unavailable" })
    await operatorDo(server.origin, operatorApi.operatorAvailability, {
      params: { itemId: "item-love-cake" },
      payload: { available: true },
    })
    expect(await seen((document) => document.type === "rollback")).toMatchObject({ type: "rollback" })

    // Platforms may write a Firestore Timestamp or a date string instead of epoch ms.
    const admin = initializeAdminApp({ projectId: DEMO_PROJECT_ID }, `firestore-admin-${randomUUID()}`)
    const path = documentPath("availability", { tenantId: "tenant-lotus", venueId: "venue-lotus-colombo" })
    await getAdminFirestore(admin)
      .doc(path)
      .set({ updatedAt: Timestamp.fromMillis(1_900_000_000_123), type: "unavailable" })
    expect((await seen((document) => typeof document.updatedAt === "object")).updatedAt).toEqual({
      seconds: 1_900_000_000,
      nanoseconds: 123_000_000,
    })
    await getAdminFirestore(admin).doc(path).set({ updatedAt: "2030-03-17T17:46:40.500Z", type: "menu-edited" })
    expect(await seen((document) => document.type === "menu-edited")).toEqual({
      updatedAt: "2030-03-17T17:46:40.500Z",
      type: "menu-edited",
    })

    // A document that breaks the schema is logged and skipped, not thrown at the screens.
    await getAdminFirestore(admin).doc(path).set({ updatedAt: true, type: 7 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(logged.some((message) => message.includes("availability document does not match"))).toBe(true)
    await deleteAdminApp(admin)
  })
})
