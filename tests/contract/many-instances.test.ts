import { randomUUID } from "node:crypto"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { liveFeed } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import { createRpc, type Rpc } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { codeSentTo } from "../support/sms-outbox"
import { operatorCall } from "../support/operator"

const [, postgres] = testDatabases()
const PHONE_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-phone" }

/**
 * Two server processes on one PostgreSQL behave as one server: live changes cross between
 * them, a stream resumes on either, the phone limits hold on both, and killing one loses
 * nothing acknowledged.
 */
describe.runIf(postgres !== undefined)("two instances on one PostgreSQL", () => {
  let url = ""
  let a: ServerProcess
  let b: ServerProcess
  const diners: TestDiner[] = []

  beforeAll(async () => {
    const location = await postgres?.location()
    if (location?.kind !== "postgres") throw new Error("no PostgreSQL")
    url = location.url
    ;[a, b] = await Promise.all([startServerProcess({ DATABASE_URL: url }), startServerProcess({ DATABASE_URL: url })])
  })
  afterAll(async () => {
    await Promise.all(diners.map((diner) => diner.close()))
    await a?.stop()
    await b?.stop()
    await postgres?.drop()
  })

  const diner = async (table: { tenantId: string; qrCode: string } = DEMO_TABLE, googleEmail: string | null = null) => {
    const signedIn = await signInDiner(a.origin, table, googleEmail)
    diners.push(signedIn)
    return signedIn
  }
  /** The same diner's calls through the given instance. */
  const through = (server: ServerProcess, who: TestDiner, table: { tenantId: string; qrCode: string } = DEMO_TABLE): Rpc =>
    createRpc({
      fetch,
      baseUrl: server.origin,
      session: () => ({ token: who.token(), tenantId: table.tenantId, qrCode: table.qrCode }),
      refreshToken: who.refresh,
      log: () => undefined,
    })
  const headers = (who: TestDiner) => ({ authorization: `Bearer ${who.token()}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode })
  const tableFeed = (server: ServerProcess, who: TestDiner, lastEventId: string | null = null) =>
    listen(`${server.origin}${liveFeed.path}`, headers(who), lastEventId)
  const advance = (server: ServerProcess, orderId: string) =>
    operatorCall(server.origin, operatorApi.operatorAdvance, { params: { orderId }, payload: {} })
  const order = async (rpc: Rpc, key: string = `key-${randomUUID()}`) => {
    await rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
    const answer = await rpc(api.cartSubmit, { idempotencyKey: key })
    if (answer._tag !== "Ok") throw new Error("submit answered 404")
    return answer.body
  }
  const stateOf = (data: string): unknown => JSON.parse(data).orderState.stateName

  it("makes one order of a table cart sent by its members 20 times at once through both instances, and shows a change through A to a member streaming from B within a second", async () => {
    const [ana, ben] = [await diner(), await diner()]
    const [anaOnA, benOnB] = [through(a, ana), through(b, ben)]
    await anaOnA(api.tableCartJoin, { payload: { qr: DEMO_TABLE.qrCode, firstName: "Ana" } })
    await benOnB(api.tableCartJoin, { payload: { qr: DEMO_TABLE.qrCode } })
    const feed = tableFeed(b, ben)
    try {
      await feed.next((event) => event.event === "ready")
      const started = Date.now()
      const added = await anaOnA(api.tableCartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 2 } })
      const heard = await feed.next((event) => event.event === "tableCart", 1_000)
      expect(Date.now() - started).toBeLessThan(1_000)
      if (added._tag !== "Ok") throw new Error("the add answered 404")
      expect(JSON.parse(heard.data)).toMatchObject({ version: added.body.version, sentOrderId: null })
      const sends = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? anaOnA : benOnB)(api.tableCartSubmit, { payload: { seenVersion: added.body.version } }),
        ),
      )
      const orderIds = new Set(sends.map((sent) => (sent._tag === "Ok" ? sent.body.order.id : "404")))
      expect(orderIds.size).toBe(1)
      expect(sends.filter((sent) => sent._tag === "Ok" && sent.body.sentNow)).toHaveLength(1)
      const orders = await benOnB(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode } })
      expect(
        orders._tag === "Ok" &&
          orders.body.filter((placed) => orderIds.has(placed.id)).map((placed) => placed.items.map((line) => line.addedBy)),
      ).toEqual([[{ yours: false, name: "Ana" }]])
    } finally {
      await feed.close()
    }
  })

  it("shows a diner streaming from B an order advanced through A within a second", async () => {
    const placer = await diner()
    const placed = await order(through(a, placer))
    const feed = tableFeed(b, placer)
    try {
      await feed.next((event) => event.event === "ready")
      const started = Date.now()
      expect((await advance(a, placed.id)).status).toBe(200)
      const moved = await feed.next((event) => event.event === "order" && JSON.parse(event.data).id === placed.id, 1_000)
      expect(stateOf(moved.data)).toBe("Accepted")
      expect(Date.now() - started).toBeLessThan(1_000)
    } finally {
      await feed.close()
    }
  })

  it("resumes on A a stream dropped on B: everything missed, in order, once", async () => {
    const placer = await diner()
    const placed = await order(through(b, placer))
    const onB = tableFeed(b, placer)
    const ready = await onB.next((event) => event.event === "ready")
    await onB.close()
    // While nobody listens, the order moves through both instances, and another is placed.
    expect((await advance(a, placed.id)).status).toBe(200)
    expect((await advance(b, placed.id)).status).toBe(200)
    const second = await order(through(a, placer))
    expect((await advance(b, placed.id)).status).toBe(200)
    const onA = tableFeed(a, placer, ready.id)
    try {
      await onA.next((event) => event.event === "ready")
      const missed = onA.events.filter((event) => event.event === "order").map((event) => [JSON.parse(event.data).id, stateOf(event.data)])
      expect(missed).toEqual([
        [placed.id, "Accepted"],
        [placed.id, "Preparing"],
        [second.id, "Placed"],
        [placed.id, "Ready"],
      ])
    } finally {
      await onA.close()
    }
  })

  it("holds a wrong-code lock set through A on B", async () => {
    const guest = await diner(PHONE_TABLE, `guest-${randomUUID()}@example.com`)
    const [onA, onB] = [through(a, guest, PHONE_TABLE), through(b, guest, PHONE_TABLE)]
    expect(await onA(api.phoneSend, { params: { phone: "0779998887" } })).toMatchObject({ _tag: "Ok" })
    const code = await codeSentTo(b.origin, "0779998887")
    const wrong = code === "000000" ? "111111" : "000000"
    const status = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (error: unknown) => (typeof error === "object" && error !== null && "status" in error ? error.status : error),
      )
    for (let i = 0; i < 5; i++) expect(await status(onA(api.phoneVerify, { params: { code: wrong } }))).not.toBe(200)
    expect(await status(onB(api.phoneVerify, { params: { code } }))).toBe(429)
  })

  it("loses no acknowledged order when one instance is killed under load, makes none twice, and its streams resume on the other", async () => {
    const orderer = await diner()
    const adder = await diner()
    const feed = tableFeed(b, orderer)
    await feed.next((event) => event.event === "ready")
    const acknowledged = new Map<string, string>() // idempotency key → order id
    const attempted: string[] = []
    const ordering = (async () => {
      for (let i = 0; ; i++) {
        const key = `many-${String(i).padStart(4, "0")}`
        attempted.push(key)
        try {
          acknowledged.set(key, (await order(through(b, orderer), key)).id)
        } catch {
          return // the instance is gone
        }
      }
    })()
    const adding = (async () => {
      for (let i = 0; ; i++) {
        try {
          await through(b, adder)(api.cartAdd, {
            payload: { id: i % 2 === 0 ? "item-love-cake" : "item-faluda", selectedChoices: {}, quantity: 1 },
          })
        } catch {
          return
        }
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await b.kill()
    await Promise.all([ordering, adding])
    await feed.ended
    expect(acknowledged.size).toBeGreaterThan(0)

    // Retried on A with their keys, the acknowledged submits answer the same order; the one
    // interrupted makes one order, or none when its dish never reached the cart (409, empty).
    for (const key of attempted) {
      const answer = through(a, orderer)(api.cartSubmit, { idempotencyKey: key })
      if (acknowledged.has(key)) expect(await answer).toMatchObject({ _tag: "Ok", body: { id: acknowledged.get(key) } })
      else await answer.catch((error: unknown) => expect(error).toMatchObject({ status: 409 }))
    }
    const stored = await storedOrders(url, orderer.user.uid)
    for (const id of acknowledged.values()) expect(stored).toContain(id)
    expect(new Set(stored).size).toBe(stored.length)
    expect(stored.length).toBeLessThanOrEqual(attempted.length)

    // The stream dropped with B resumes on A: every order B acknowledged, each once, in order.
    const seen = feed.events.filter((event) => event.event === "order")
    const lastId = [...feed.events].reverse().find((event) => event.id !== null)?.id ?? null
    const resumed = tableFeed(a, orderer, lastId)
    try {
      await resumed.next((event) => event.event === "ready")
      const all = [...seen, ...resumed.events.filter((event) => event.event === "order")].map((event) => JSON.parse(event.data).id)
      expect(all.filter((id) => [...acknowledged.values()].includes(id))).toEqual([...acknowledged.values()])
      const ids = [...seen, ...resumed.events].map((event) => Number(event.id)).filter((id) => id > 0)
      expect(ids).toEqual([...ids].sort((x, y) => x - y))
    } finally {
      await resumed.close()
    }
  }, 60_000)
})

/** Every order of a diner, read from the database itself. */
const storedOrders = async (url: string, uid: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ id: string }>("select id from orders where uid = $1", [uid])).rows.map((row) => row.id)
  } finally {
    await client.end()
  }
}
