import { randomUUID } from "node:crypto"
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app"
import { getFirestore as getAdminFirestore, Timestamp } from "firebase-admin/firestore"
import { deleteApp, initializeApp } from "firebase/app"
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from "firebase/firestore"
import { BehaviorSubject, firstValueFrom, filter, ReplaySubject, tap, type Observable } from "rxjs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { documentPath } from "../../schema/firestore-paths"
import { operatorApi } from "../../schema/operator-api"
import { DEMO_PROJECT_ID } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import type { LiveSource } from "../../streams/live"
import { createFirestoreLive, type FirestoreScope } from "../../streams/live-firestore"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { startFirestoreEmulator } from "../support/firestore-emulator"
import { operatorDo } from "../support/operator"
import { payAsTheApp } from "../support/pay-as-the-app"
import { startTestServer } from "../support/test-server"
import { body } from "../support/typed-answers"

const TABLE_SCOPE = { tenantId: "tenant-lotus", venueId: "venue-lotus-colombo", serviceAreaId: "area-table-1" }
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }

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
  /** The diner's scope at the demo table: their visit, as the app reads it before it listens. */
  const scopeOf = async (who: TestDiner): Promise<FirestoreScope> => ({
    ...TABLE_SCOPE,
    visitId: (await body(who.rpc(api.visitGet, {}))).id,
  })

  /**
   * A party's four table listeners, each on a Firestore client of its own (the emulator feeds
   * one listener per client): a wait for each, and what each heard.
   */
  const everyFeed = (scope: FirestoreScope) => {
    const feed = <A>(pick: (live: LiveSource) => Observable<A>) => {
      const live = createFirestoreLive({
        orders: client(),
        availability: client(),
        scope$: new BehaviorSubject<FirestoreScope | null>(scope),
        log: (message) => logged.push(message),
      })
      const heard: A[] = []
      return { heard, next: record(pick(live).pipe(tap((value) => heard.push(value)))) }
    }
    const feeds = {
      order: feed((live) => live.orders$()),
      request: feed((live) => live.requests$()),
      payment: feed((live) => live.payments$()),
      tableCart: feed((live) => live.tableCart$()),
    }
    return { ...feeds, heard: () => JSON.stringify(Object.values(feeds).map(({ heard }) => heard)) }
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
    scope$.next(await scopeOf(diner))
    expect((await orderSeen((order) => order.id === first.body.id)).orderState.stateName).toBe("Placed")

    await operatorDo(server.origin, operatorApi.operatorAdvance, { params: { orderId: first.body.id }, payload: {} })
    expect((await orderSeen((order) => order.id === first.body.id && order.orderState.stateName === "Accepted")).orderState.color).toBe(
      "#1a5fb4",
    )

    // The diner's notes (issue 50) reach the mirror with the order, for the kitchen's screens that read it there.
    await diner.rpc(api.cartAdd, { payload: { id: "item-king-coconut", selectedChoices: {}, quantity: 2, note: "no straw" } })
    const second = await diner.rpc(api.cartSubmit, { idempotencyKey: "firestore-order-2", payload: { note: "with the mains" } })
    if (second._tag !== "Ok") throw new Error("no order")
    const mirrored = await orderSeen((order) => order.id === second.body.id)
    expect(mirrored.price).toBe(80000)
    expect({ note: mirrored.note, lines: mirrored.items.map((line) => line.note) }).toEqual({ note: "with the mains", lines: ["no straw"] })
    expect(logged).toEqual([])
  })

  it("keeps a document per staff request: the app sees it asked, then acknowledged", async () => {
    const live = createFirestoreLive({ orders: client(), availability: client(), scope$, log: (message) => logged.push(message) })
    const requestSeen = record(live.requests$())
    scope$.next(await scopeOf(diner))
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

  it("admits in Firestore a diner the table lets in: to the venue at once, to a visit as the server places them in it; no one it refuses", async () => {
    const admin = initializeAdminApp({ projectId: DEMO_PROJECT_ID }, `firestore-admin-${randomUUID()}`)
    const store = getAdminFirestore(admin)
    const exists = async (path: string) => (await store.doc(path).get()).exists
    const inVenue = (uid: string) => exists(documentPath("venueMember", { tenantId: "tenant-lotus", venueId: "venue-lotus-colombo", uid }))
    const inVisit = (uid: string, visitId: string, serviceAreaId = TABLE_SCOPE.serviceAreaId) =>
      exists(documentPath("visitMember", { tenantId: "tenant-lotus", serviceAreaId, visitId, uid }))
    const newcomer = await signInDiner(server.origin)
    const refused = await signInDiner(server.origin, { tenantId: "tenant-lotus", qrCode: "demo-table-google" })
    try {
      expect(await inVenue(newcomer.user.uid)).toBe(false)
      await newcomer.rpc(api.cartGet, {})
      expect(await inVenue(newcomer.user.uid)).toBe(true)
      // The visit's admission is in place when the app learns the visit (and so listens to it).
      const first = await body(newcomer.rpc(api.visitGet, {}))
      expect(await inVisit(newcomer.user.uid, first.id)).toBe(true)
      // Staff settle the table; the diner starts a new order: placed in the next visit, still a reader of the one they left.
      await operatorDo(server.origin, operatorApi.operatorSettle, { params: { qrCode: DEMO_TABLE.qrCode } })
      const next = await body(newcomer.rpc(api.visitJoin, {}))
      expect(next.id).not.toBe(first.id)
      expect([await inVisit(newcomer.user.uid, next.id), await inVisit(newcomer.user.uid, first.id)]).toEqual([true, true])
      // An anonymous user at a Google table is refused (403), and so not admitted.
      await expect(refused.rpc(api.cartGet, {})).rejects.toMatchObject({ status: 403 })
      await expect(refused.rpc(api.visitGet, {})).rejects.toMatchObject({ status: 403 })
      expect(await inVenue(refused.user.uid)).toBe(false)
    } finally {
      await Promise.all([newcomer.close(), refused.close(), deleteAdminApp(admin)])
    }
  })

  it("keeps each party at a table to its own visit: nothing of a later one reaches an earlier one's listeners, nor the reverse", async () => {
    const table = DEMO_TABLE.qrCode
    const join = (who: TestDiner, firstName: string) => body(who.rpc(api.tableCartJoin, { payload: { qr: table, firstName } }))
    const add = async (who: TestDiner, dish: typeof TEA) => (await body(who.rpc(api.tableCartAdd, { payload: dish }))).version
    await operatorDo(server.origin, operatorApi.operatorSettle, { params: { qrCode: table } })
    const ana = await signInDiner(server.origin)
    const cy = await signInDiner(server.origin)
    try {
      // Party one: Ana orders together, calls staff, and pays it all (the table settles); her listeners follow her visit.
      const anasScope = await scopeOf(ana)
      const anas = everyFeed(anasScope)
      await join(ana, "Ana")
      const anasSend = await body(ana.rpc(api.tableCartSubmit, { payload: { seenVersion: await add(ana, TEA) } }))
      const anasOrder = anasSend.order
      const anasLastVersion = anasSend.cart.version
      await body(ana.rpc(api.staffRequestsList, {}))
      const anasRequest = await body(ana.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))
      const anasPayment = await payAsTheApp(ana, table, "Ana")
      expect(anasPayment).toMatchObject({ status: "Succeeded", leftAfter: 0 })
      await anas.payment.next((made) => made.paymentId === anasPayment.id && made.settled)
      await anas.order.next((order) => order.id === anasOrder.id)
      await anas.request.next((request) => request.id === anasRequest.id)
      await anas.tableCart.next((changed) => changed.version === anasLastVersion)

      // Party two, after the settle: Cyra orders together, calls staff and pays part.
      const cysScope = await scopeOf(cy)
      expect(cysScope.visitId).not.toBe(anasScope.visitId)
      const cys = everyFeed(cysScope)
      await join(cy, "Cyra")
      await add(cy, CAKE)
      const cysOrder = (await body(cy.rpc(api.tableCartSubmit, { payload: { seenVersion: await add(cy, TEA) } }))).order
      await body(cy.rpc(api.staffRequestsList, {}))
      const cysRequest = await body(cy.rpc(api.staffRequestCreate, { payload: { kind: "bill" } }))
      const cysPayment = await payAsTheApp(cy, table, "Cyra", {
        _tag: "Dishes",
        lineKeys: [`${cysOrder.id}/${cysOrder.items[0]?.id ?? ""}`],
      })
      const cysLastVersion = await add(cy, CAKE)
      await cys.payment.next((made) => made.paymentId === cysPayment.id)
      await cys.order.next((order) => order.id === cysOrder.id)
      await cys.request.next((request) => request.id === cysRequest.id)
      await cys.tableCart.next((changed) => changed.version === cysLastVersion)
      // Anything of party two that party one's listeners heard would have come with it.
      await new Promise((resolve) => setTimeout(resolve, 500))

      // Neither party heard a name, an order, a request, a payment or a table cart of the other.
      for (const secret of ["Cyra", cysOrder.id, cysRequest.id, cysPayment.id]) expect(anas.heard()).not.toContain(secret)
      for (const secret of ["Ana", anasOrder.id, anasRequest.id, anasPayment.id]) expect(cys.heard()).not.toContain(secret)
      expect(anas.tableCart.heard.map((changed) => changed.version).filter((version) => version > anasLastVersion)).toEqual([])
      expect(cys.tableCart.heard.map((changed) => changed.version).filter((version) => version <= anasLastVersion)).toEqual([])

      // Ana starts a new order: she joins Cyra's visit, and listening where the server now places
      // her, she reads it. (The app's listeners follow her visit as it changes; the emulator ends
      // a listener that moves on one client, so a new one listens here.)
      expect((await body(ana.rpc(api.visitJoin, {}))).id).toBe(cysScope.visitId)
      const anaAgain = everyFeed(await scopeOf(ana))
      expect((await anaAgain.order.next((order) => order.id === cysOrder.id)).id).toBe(cysOrder.id)
      expect(logged).toEqual([])
    } finally {
      await Promise.all([ana.close(), cy.close()])
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
