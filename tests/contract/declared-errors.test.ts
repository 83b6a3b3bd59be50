import Fastify from "fastify"
import pg from "pg"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api, defineCall, NoPayload, NoQuery, type CallSpec } from "../../schema/api"
import * as E from "../../schema/errors"
import type { Menu } from "../../schema/menu"
import { devApi, operatorApi } from "../../schema/operator-api"
import { freePort } from "../../server/auth/auth-emulator"
import { fail } from "../../server/failure"
import { registerCalls } from "../../server/http/routes"
import { DEFAULT_LIMITS } from "../../server/config"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { MAX_LINES } from "../../server/services/cart-service"
import type { RunningServer } from "../../server/start"
import { testDatabases, type TestDatabase } from "../support/databases"
import { DEMO_TABLE } from "../support/diner"
import { dinerPool, expected, NOBODY, OPERATOR, refusalOf, sendCall, type Caller, type CallRequest, type Table } from "../support/refusals"
import { codeSentTo } from "../support/sms-outbox"
import { startTestServer } from "../support/test-server"

/**
 * Every error each diner and operator call declares (schema/api.ts, schema/operator-api.ts),
 * provoked through the real server, and the answer decoded with the call's declared errors as
 * that tag with its status. The routes answer any undeclared tag 500 (a bug), so a service
 * raising a tag its call does not declare fails here as `ServerFault`. The last test checks that
 * the table below left no declared error unprovoked.
 */

const calls: Readonly<Record<string, CallSpec>> = { ...api, ...operatorApi, ...devApi }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
const TABLE_2: Table = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const GOOGLE_TABLE: Table = { tenantId: "tenant-lotus", qrCode: "demo-table-google" }
const BIG_TABLE: Table = { tenantId: "tenant-bench", qrCode: BIG_MENU_TABLE }
const SIX_MINUTES = 6 * 60_000

/** Valid input for every call: refusals that come before or after decoding need the call to get that far. */
const VALID: Readonly<Record<string, CallRequest>> = {
  venueByQr: { params: { qrCode: DEMO_TABLE.qrCode } },
  menuPick: { params: { qrCode: DEMO_TABLE.qrCode } },
  cartAdd: { payload: CAKE },
  cartUpdate: { payload: { id: "line", selectedChoices: {}, quantity: 1 } },
  ordersSearch: { query: { qr: DEMO_TABLE.qrCode } },
  phoneSend: { params: { phone: "0771000000" } },
  phoneVerify: { params: { code: "123456" } },
  staffRequestCreate: { payload: { kind: "waiter" } },
  operatorAdvance: { params: { orderId: "no-such-order" }, payload: {} },
  operatorAvailability: { params: { itemId: "no-such-dish" }, payload: { available: true } },
  operatorAcknowledge: { params: { requestId: "no-such-request" } },
  operatorSettle: { params: { qrCode: "no-such-table" } },
  devSmsOutbox: { query: { phone: "0771000000" } },
}
/** Input each public or operator call refuses as a BadRequest (a diner call is sent without its `tenant` header). */
const BAD: Readonly<Record<string, CallRequest>> = {
  venueByQr: { params: { qrCode: "bad.code" } },
  menuPick: { params: { qrCode: "bad.code" } },
  operatorOrders: { query: { all: "2" } },
  operatorAdvance: { params: { orderId: "o" }, payload: { toStateId: 5 } },
  operatorAvailability: { params: { itemId: "i" }, payload: { available: "yes" } },
  operatorRequests: { query: { all: "2" } },
  operatorAcknowledge: { params: { requestId: "r" }, payload: {} },
  operatorSettle: { params: { qrCode: "demo-table-1" }, payload: {} },
  devSmsOutbox: { query: {} },
}

/** What a provocation can use: the server, diners signed in on demand, the clock, the operator. */
interface World {
  readonly send: (call: string, caller: Caller, request?: CallRequest) => Promise<Response>
  /** Sends and expects 200: the answer's body. */
  readonly ok: <A = unknown>(call: string, caller: Caller, request?: CallRequest) => Promise<A>
  /** A diner newly signed in (anonymously) at this table: no cart, no code, no limit used. */
  readonly diner: (table?: Table) => Promise<Caller>
  /** The same diner at this table every time, for refusals that leave nothing behind. */
  readonly regular: (table: Table) => Promise<Caller>
  readonly advanceClock: (ms: number) => void
  readonly demoMenu: () => Menu
  readonly bigMenu: () => Menu
  /** PostgreSQL only: a statement on the server's database, from outside it. */
  readonly sql: (text: string, params?: unknown[]) => Promise<unknown>
}

interface Provocation {
  readonly call: string
  readonly error: E.ContractErrorSchema
  readonly provoke: (world: World) => Promise<Response>
  /** Provoked on PostgreSQL only, for this reason (PGlite runs inside the server: nothing else can reach it). */
  readonly postgresOnly?: string
}

const withDishOff = async <A>(world: World, itemId: string, work: () => Promise<A>): Promise<A> => {
  await world.ok("operatorAvailability", OPERATOR, { params: { itemId }, payload: { available: false } })
  try {
    return await work()
  } finally {
    await world.ok("operatorAvailability", OPERATOR, { params: { itemId }, payload: { available: true } })
  }
}
const addCake = (world: World, diner: Caller, quantity = 1) => world.ok<{ body: { items: Array<{ id: string }> } }>("cartAdd", diner, { payload: { ...CAKE, quantity } })
const sendCode = (world: World, diner: Caller, phone: string) => world.ok("phoneSend", diner, { params: { phone } })
const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000")

/** One row per declared error of a call that only that call raises. */
const specific = (origin: () => string): ReadonlyArray<Provocation> => [
  { call: "venueByQr", error: E.NoVenue, provoke: (w) => w.send("venueByQr", NOBODY, { params: { qrCode: "no-such-table" } }) },
  { call: "menuPick", error: E.NoVenue, provoke: (w) => w.send("menuPick", NOBODY, { params: { qrCode: "no-such-table" } }) },
  { call: "cartAdd", error: E.DishNotOnMenu, provoke: async (w) => w.send("cartAdd", await w.diner(), { payload: { ...CAKE, id: "no-such-dish" } }) },
  { call: "cartAdd", error: E.DishUnavailable, provoke: async (w) => withDishOff(w, CAKE.id, async () => w.send("cartAdd", await w.diner(), { payload: CAKE })) },
  { call: "cartAdd", error: E.ChoiceRefused, provoke: async (w) => w.send("cartAdd", await w.diner(), { payload: { id: dishNeedingAPick(w.demoMenu()), selectedChoices: {}, quantity: 1 } }) },
  {
    call: "cartAdd",
    error: E.QuantityCap,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner, 99)
      return w.send("cartAdd", diner, { payload: CAKE })
    },
  },
  {
    call: "cartAdd",
    error: E.CartFull,
    provoke: async (w) => {
      const diner = await w.diner(BIG_TABLE)
      const dishes = w.bigMenu().items.slice(0, MAX_LINES + 1).map(withFewestPicks)
      for (const payload of dishes.slice(0, MAX_LINES)) await w.ok("cartAdd", diner, { payload })
      return w.send("cartAdd", diner, { payload: dishes[MAX_LINES] })
    },
  },
  { call: "cartUpdate", error: E.NoCart, provoke: async (w) => w.send("cartUpdate", await w.diner(), VALID["cartUpdate"]) },
  {
    call: "cartUpdate",
    error: E.LineGone,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner)
      return w.send("cartUpdate", diner, { payload: { id: "no-such-line", selectedChoices: {}, quantity: 2 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.DishUnavailable,
    postgresOnly: "a dish gone from the menu under a cart line: no call deletes a dish, so the test changes the line's variant in the database",
    provoke: async (w) => {
      const diner = await w.diner()
      const [line] = (await addCake(w, diner)).body.items
      await w.sql("update cart_lines set variant_id = 'variant-gone' where id = $1", [line?.id])
      return w.send("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 2 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.ChoiceRefused,
    provoke: async (w) => {
      const diner = await w.diner()
      const { first } = twoPicks(w.demoMenu())
      const [line] = (await w.ok<{ body: { items: Array<{ id: string }> } }>("cartAdd", diner, { payload: first })).body.items
      return w.send("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 1 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.QuantityCap,
    provoke: async (w) => {
      // Two lines of one dish, apart only by one pick: given the same picks, they become one line of 120.
      const diner = await w.diner()
      const { first, second } = twoPicks(w.demoMenu())
      await w.ok("cartAdd", diner, { payload: { ...first, quantity: 60 } })
      const { body } = await w.ok<{ body: { items: Array<{ id: string }> } }>("cartAdd", diner, { payload: { ...second, quantity: 60 } })
      return w.send("cartUpdate", diner, { payload: { id: body.items[1]?.id, selectedChoices: first.selectedChoices, quantity: 60 } })
    },
  },
  { call: "cartGet", error: E.NoCart, provoke: async (w) => w.send("cartGet", await w.diner()) },
  { call: "cartSubmit", error: E.NoCart, provoke: async (w) => w.send("cartSubmit", await w.diner()) },
  {
    call: "cartSubmit",
    error: E.CartEmpty,
    provoke: async (w) => {
      const diner = await w.diner()
      const [line] = (await addCake(w, diner)).body.items
      await w.ok("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 0 } })
      return w.send("cartSubmit", diner)
    },
  },
  {
    call: "cartSubmit",
    error: E.DishUnavailable,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner)
      return withDishOff(w, CAKE.id, () => w.send("cartSubmit", diner))
    },
  },
  {
    call: "phoneSend",
    error: E.SendLimited,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000001")
      return w.send("phoneSend", diner, { params: { phone: "0771000001" } })
    },
  },
  { call: "phoneVerify", error: E.CodeNotSent, provoke: async (w) => w.send("phoneVerify", await w.diner(), VALID["phoneVerify"]) },
  {
    call: "phoneVerify",
    error: E.CodeWrong,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000002")
      return w.send("phoneVerify", diner, { params: { code: wrongOf(await codeSentTo(origin(), "0771000002")) } })
    },
  },
  {
    call: "phoneVerify",
    error: E.TooManyTries,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000003")
      const wrong = { params: { code: wrongOf(await codeSentTo(origin(), "0771000003")) } }
      for (let tries = 0; tries < 5; tries++) await w.send("phoneVerify", diner, wrong)
      return w.send("phoneVerify", diner, wrong)
    },
  },
  { call: "staffRequestCreate", error: E.RequestKindRefused, provoke: async (w) => w.send("staffRequestCreate", await w.diner(), { payload: { kind: "karaoke" } }) },
  {
    call: "staffRequestCreate",
    error: E.RequestLimited,
    provoke: async (w) => {
      const diner = await w.diner(TABLE_2)
      for (let asked = 0; asked < 5; asked++) {
        const { body } = await w.ok<{ body: { id: string } }>("staffRequestCreate", diner, { payload: { kind: "waiter" } })
        await w.ok("operatorAcknowledge", OPERATOR, { params: { requestId: body.id } })
      }
      return w.send("staffRequestCreate", diner, { payload: { kind: "waiter" } })
    },
  },
  { call: "operatorAdvance", error: E.OrderNotFound, provoke: (w) => w.send("operatorAdvance", OPERATOR, VALID["operatorAdvance"]) },
  {
    call: "operatorAdvance",
    error: E.MoveRefused,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner)
      const { body } = await w.ok<{ body: { id: string } }>("cartSubmit", diner)
      return w.send("operatorAdvance", OPERATOR, { params: { orderId: body.id }, payload: { toStateId: "state-served" } })
    },
  },
  { call: "operatorAvailability", error: E.ItemNotFound, provoke: (w) => w.send("operatorAvailability", OPERATOR, VALID["operatorAvailability"]) },
  { call: "operatorAcknowledge", error: E.RequestNotFound, provoke: (w) => w.send("operatorAcknowledge", OPERATOR, VALID["operatorAcknowledge"]) },
  {
    call: "operatorAcknowledge",
    error: E.RequestClosed,
    provoke: async (w) => {
      const { body } = await w.ok<{ body: { id: string } }>("staffRequestCreate", await w.diner(), { payload: { kind: "bill" } })
      await w.ok("operatorSettle", OPERATOR, { params: { qrCode: DEMO_TABLE.qrCode } })
      return w.send("operatorAcknowledge", OPERATOR, { params: { requestId: body.id } })
    },
  },
  { call: "operatorSettle", error: E.TableNotFound, provoke: (w) => w.send("operatorSettle", OPERATOR, VALID["operatorSettle"]) },
  { call: "operatorSettle", error: E.NoSettledState, provoke: (w) => w.send("operatorSettle", OPERATOR, { params: { qrCode: BIG_MENU_TABLE } }) },
  // Last: the code expires as the clock moves on, which would also age every window above.
  {
    call: "phoneVerify",
    error: E.CodeExpired,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000004")
      w.advanceClock(SIX_MINUTES)
      return w.send("phoneVerify", diner, { params: { code: await codeSentTo(origin(), "0771000004").catch(() => "123456") } })
    },
  },
]

/** The errors every call of an access kind shares, provoked on each such call. */
const shared = (): ReadonlyArray<Provocation> =>
  Object.entries(calls).flatMap(([call, spec]): Provocation[] => {
    const valid = VALID[call] ?? {}
    if (spec.access === "diner") {
      return [
        { call, error: E.NotSignedIn, provoke: async (w) => w.send(call, { ...(await w.regular(DEMO_TABLE)), authorization: "Bearer not-a-token" }, valid) },
        { call, error: E.WrongTable, provoke: async (w) => w.send(call, { ...(await w.regular(DEMO_TABLE)), tenant: "tenant-harbour" }, valid) },
        { call, error: E.SignInRequired, provoke: async (w) => w.send(call, await w.regular(GOOGLE_TABLE), valid) },
        { call, error: E.BadRequest, provoke: async (w) => w.send(call, withoutTenant(await w.regular(DEMO_TABLE)), valid) },
      ]
    }
    const bad: Provocation = { call, error: E.BadRequest, provoke: (w) => w.send(call, spec.access === "operator" ? OPERATOR : NOBODY, BAD[call]) }
    return spec.access === "operator" ? [{ call, error: E.NotOperator, provoke: (w) => w.send(call, NOBODY, valid) }, bad] : [bad]
  })

const withoutTenant = ({ tenant: _tenant, ...rest }: Caller): Caller => rest

/** A dish of its first variant with the fewest picks its choices allow (at least one each). */
const withFewestPicks = (item: Menu["items"][number]) => {
  const variant = item.variants[0]
  const selectedChoices = Object.fromEntries((variant?.choices ?? []).map((each) => [each.choice.id, each.choiceOptions.slice(0, Math.max(1, each.choice.minSelection)).map((option) => option.id)]))
  return { id: item.id, variantId: variant?.id, selectedChoices, quantity: 1 }
}

/** A dish with a choice of one pick among several, added two ways: with its first option, and with its second. */
const twoPicks = (menu: Menu) => {
  for (const item of menu.items) {
    const fewest = withFewestPicks(item)
    const choice = item.variants[0]?.choices.find((each) => each.choice.minSelection === 1 && each.choice.maxSelection === 1 && each.choiceOptions.length >= 2)
    const [one, two] = choice?.choiceOptions ?? []
    if (choice === undefined || one === undefined || two === undefined) continue
    const picking = (option: string) => ({ ...fewest, selectedChoices: { ...fewest.selectedChoices, [choice.choice.id]: [option] } })
    return { first: picking(one.id), second: picking(two.id) }
  }
  throw new Error("the demo menu has no dish with a one-of-several choice")
}

const dishNeedingAPick = (menu: Menu): string => {
  const dish = menu.items.find((item) => item.variants[0]?.choices.some((each) => each.choice.minSelection > 0))
  if (dish === undefined) throw new Error("the demo menu has no dish with a choice to make")
  return dish.id
}

/** The two errors of an outage, provoked on every call they are declared on against a server whose identity provider or storage is down. */
const outageCalls = (error: E.ContractErrorSchema) => Object.entries(calls).filter(([, spec]) => spec.errors.includes(error))

/** Declared errors no request to a demo server can provoke, and why (their own tests cover them). */
const UNREACHABLE = new Map([["phoneSend SmsUnavailable", "a demo server always has its SMS outbox; phone.test.ts checks the service without one"]])

describe.each(testDatabases())("every declared error, provoked, on $name", (database: TestDatabase) => {
  let server: RunningServer | undefined
  let clock = Date.now()
  let demoMenu: Menu | undefined
  let bigMenu: Menu | undefined
  let url: string | null = null
  const origin = () => server?.origin ?? ""
  const diners = dinerPool(origin)
  const seen = new Set<string>()
  const regulars = new Map<string, Promise<Caller>>()
  const world: World = {
    send: (call, caller, request) => sendCall(origin(), calls[call] ?? api.cartGet, caller, request),
    ok: async <A,>(call: string, caller: Caller, request?: CallRequest) => {
      const response = await world.send(call, caller, request)
      if (response.status !== 200) throw new Error(`${call} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as A
    },
    diner: (table = DEMO_TABLE) => diners.signIn(table),
    regular: (table) => {
      const known = regulars.get(table.qrCode) ?? diners.signIn(table)
      regulars.set(table.qrCode, known)
      return known
    },
    advanceClock: (ms) => {
      clock += ms
    },
    demoMenu: () => demoMenu ?? { items: [] },
    bigMenu: () => bigMenu ?? { items: [] },
    sql: async (text, params) => {
      const client = new pg.Client({ connectionString: url ?? "" })
      await client.connect()
      try {
        return await client.query(text, params)
      } finally {
        await client.end()
      }
    },
  }
  beforeAll(async () => {
    const location = await database.location()
    if (location.kind === "postgres") url = location.url
    server = await startTestServer({ db: location, seedBigMenu: true, now: () => clock })
    demoMenu = ((await world.ok<{ body: Menu }>("menuPick", NOBODY, VALID["menuPick"])).body)
    bigMenu = ((await world.ok<{ body: Menu }>("menuPick", NOBODY, { params: { qrCode: BIG_MENU_TABLE } })).body)
  })
  afterAll(async () => {
    await diners.closeAll()
    await server?.close()
    await database.drop()
  })

  for (const { call, error, provoke, postgresOnly } of [...shared(), ...specific(origin)]) {
    it.skipIf(postgresOnly !== undefined && database.name !== "postgres")(`${call} answers ${error.tag} (${error.status})`, async () => {
      const spec = calls[call]
      if (spec === undefined) throw new Error(`no call ${call}`)
      expect(await refusalOf(spec, await provoke(world))).toEqual(expected(error))
      seen.add(`${call} ${error.tag}`)
    })
  }

  it("answers IdentityUnavailable on every diner call while the identity provider is down", async () => {
    const diner = await world.regular(DEMO_TABLE)
    const down = await startTestServer({ authEmulatorHost: `127.0.0.1:${await freePort()}` })
    try {
      for (const [call, spec] of outageCalls(E.IdentityUnavailable)) {
        expect(await refusalOf(spec, await sendCall(down.origin, spec, diner, VALID[call])), call).toEqual(expected(E.IdentityUnavailable))
        seen.add(`${call} ${E.IdentityUnavailable.tag}`)
      }
    } finally {
      await down.close()
    }
  })

  it.skipIf(database.name !== "postgres")("answers StorageUnavailable on every call while the database holds every table locked", async () => {
    const lockedDatabase = testDatabases().find((candidate) => candidate.name === "postgres")
    const location = await lockedDatabase?.location()
    if (lockedDatabase === undefined || location?.kind !== "postgres") throw new Error("a PostgreSQL database was expected")
    const stalled = await startTestServer({ db: location, limits: { ...DEFAULT_LIMITS, queryTimeoutMs: 1_000 } })
    const locker = new pg.Client({ connectionString: location.url })
    await locker.connect()
    try {
      const diner = await world.regular(DEMO_TABLE)
      const tables = await locker.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'")
      await locker.query("begin")
      await locker.query(`lock table ${tables.rows.map((row) => `"${row.tablename}"`).join(", ")} in access exclusive mode`)
      const answers = await Promise.all(
        outageCalls(E.StorageUnavailable).map(async ([call, spec]) => [call, await refusalOf(spec, await sendCall(stalled.origin, spec, spec.access === "operator" ? OPERATOR : spec.access === "diner" ? diner : NOBODY, VALID[call]))] as const),
      )
      for (const [call, answer] of answers) {
        expect(answer, call).toEqual(expected(E.StorageUnavailable))
        seen.add(`${call} ${E.StorageUnavailable.tag}`)
      }
    } finally {
      await locker.query("rollback")
      await locker.end()
      await stalled.close()
      await lockedDatabase.drop()
    }
  })

  it("left no declared error of any call unprovoked", () => {
    const onPglite = database.name === "pglite"
    const missing = Object.entries(calls)
      .flatMap(([call, spec]) => spec.errors.map((error) => `${call} ${error.tag}`))
      .filter((key) => !seen.has(key) && !UNREACHABLE.has(key))
      // PGlite runs inside the server: a lock or a changed row from outside is PostgreSQL's part.
      .filter((key) => !(onPglite && (key.endsWith(" StorageUnavailable") || key === "cartUpdate DishUnavailable")))
    expect(missing).toEqual([])
  })
})

describe("a call that fails with an error it does not declare", () => {
  it("is answered 500 (ServerFault) and logged as a bug; a declared one with its own status", async () => {
    const probe = defineCall({ method: "GET", path: "/api/probe/:qrCode", params: Schema.Struct({ qrCode: Schema.String }), query: NoQuery, payload: NoPayload, answer: Schema.Null, access: "public", idempotent: false, errors: [E.NoCart], summary: "A probe." })
    const logged: string[] = []
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(line) } } })
    const refuseAll = () => Promise.reject(new Error("a public call needs no access check"))
    registerCalls(app, { probe }, { probe: async ({ params }) => Promise.reject(params.qrCode === "declared" ? fail(E.NoCart, "You have no cart yet.") : fail(E.DishUnavailable, "Soup is sold out.")) }, { diner: refuseAll, operator: refuseAll })
    try {
      const undeclared = await app.inject({ method: "GET", url: "/api/probe/undeclared" })
      expect([undeclared.statusCode, undeclared.json()]).toEqual([500, { errors: [{ message: "Something went wrong on our side. Please try again." }], error: { _tag: "ServerFault", message: "Something went wrong on our side. Please try again." } }])
      expect(logged.join("")).toContain("DishUnavailable")
      const declared = await app.inject({ method: "GET", url: "/api/probe/declared" })
      expect([declared.statusCode, declared.json()]).toEqual([404, { errors: [{ message: "You have no cart yet." }], error: { _tag: "NoCart", message: "You have no cart yet." } }])
    } finally {
      await app.close()
    }
  })
})
