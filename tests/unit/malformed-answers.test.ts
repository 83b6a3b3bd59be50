import { firstValueFrom, of, toArray } from "rxjs"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { createEventLog } from "../../streams/event-log"
import { createRpc, RpcError } from "../../streams/rpc"
import { venueLoaderEvents } from "../../streams/sources/venue-loader"
import { menuOf, order, venueAnswer } from "../support/fixtures"

/**
 * Bad answers from a venue platform, each a kind a gateway or a broken server really sends: the
 * typed client (streams/rpc.ts) rejects every one with a typed RpcError, and the venue loader
 * turns a bad venue or menu answer into the failed load the error screen shows ("Try again"),
 * never a crash. rpc-fuzz.property.test.ts draws answers at random; these are the fixed cases,
 * each asserted to be refused. The browser shows the error screen and the recovery
 * (tests/e2e/malformed-answers.test.ts).
 */
const malformed: ReadonlyArray<readonly [kind: string, status: number, body: string]> = [
  ["cut-off JSON", 200, "{"],
  ["an HTML page", 200, "<html>gateway</html>"],
  ["null", 200, "null"],
  ["a null body", 200, JSON.stringify({ body: null })],
  ["a venue name of the wrong type", 200, JSON.stringify({ body: { venue: { name: 42 } } })],
  ["no body", 200, JSON.stringify({ venue: {} })],
  [
    "a 100,000-character name, fields missing",
    200,
    JSON.stringify({ body: { venue: { id: "v", name: "x".repeat(100_000), logo: null, tenant: { id: "t" } } } }),
  ],
  ["500 with a message", 500, JSON.stringify({ errors: [{ message: "boom" }] })],
  ["502 as plain text", 502, "Bad gateway"],
  ["403 whose errors are no list", 403, JSON.stringify({ errors: "not a list" })],
  ["429 with no body", 429, ""],
  ["201 with a dish name of null", 201, JSON.stringify({ body: { items: [{ name: null }] } })],
]

const good = {
  venue: JSON.stringify({ body: venueAnswer() }),
  menu: JSON.stringify({ body: menuOf("Cheese Kottu") }),
  orders: JSON.stringify({ body: [order()] }),
}

/** The typed client, each call's answer chosen by its path. */
const rpcAnswering = (answers: { venue?: Response; menu?: Response; orders?: Response }) => {
  const logged: string[] = []
  const rpc = createRpc({
    fetch: async (target) => {
      const path = new URL(String(target), "http://venue").pathname
      const [answer, fallback] = path.startsWith("/api/venue/")
        ? [answers.venue, good.venue]
        : path.startsWith("/api/menu/pick/")
          ? [answers.menu, good.menu]
          : [answers.orders, good.orders]
      return answer ?? new Response(fallback, { status: 200 })
    },
    baseUrl: "",
    session: () => ({ token: "t", tenantId: "tenant-t", qrCode: "demo-table-1" }),
    refreshToken: async () => undefined,
    log: (message) => void logged.push(message),
  })
  return { rpc, logged }
}

/** Loads the table through the venue loader; the state it leaves. */
const loaded = async (answers: Parameters<typeof rpcAnswering>[0]) => {
  const { rpc, logged } = rpcAnswering(answers)
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  const events = await firstValueFrom(venueLoaderEvents({ rpc, opens$: of("demo-table-1") }).pipe(toArray()))
  for (const { event, source } of events) log.append(event, source)
  return { state: log.getState(), logged }
}

const answer = (status: number, body: string) => new Response(body, { status })

type Client = ReturnType<typeof rpcAnswering>["rpc"]
/** Each call asked, by the answer it reads. */
const calls = [
  ["venueByQr", "venue", (rpc: Client) => rpc(api.venueByQr, { params: { qrCode: "demo-table-1" } })],
  ["menuPick", "menu", (rpc: Client) => rpc(api.menuPick, { params: { qrCode: "demo-table-1" } })],
  ["ordersSearch", "orders", (rpc: Client) => rpc(api.ordersSearch, { query: { qr: "demo-table-1" } })],
] as const

const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    (result) => result,
    (error: unknown) => error,
  )

describe("malformed venue, menu and orders answers", () => {
  it("loads the table, and finds the orders, when the answers are good (what each case below breaks)", async () => {
    const { state } = await loaded({})
    expect(state).toMatchObject({ status: "success", venue: { name: "Lotus" }, error: null })
    expect(state.menu?.items.map((item) => item.name)).toEqual(["Cheese Kottu"])
    for (const [name, , ask] of calls) expect(await outcomeOf(ask(rpcAnswering({}).rpc)), name).toMatchObject({ _tag: "Ok" })
  })

  describe.each(malformed)("%s (%i)", (_kind, status, body) => {
    it.each(["venue", "menu"] as const)("as the %s answer: the load fails as 'failed', the diner offered a retry", async (call) => {
      const { state, logged } = await loaded({ [call]: answer(status, body) })
      expect(state).toMatchObject({ status: "error", errorKind: "failed", venue: null, menu: null })
      expect(logged).toHaveLength(1)
    })

    it.each(calls)("%s rejects it with a typed error", async (_name, call, ask) => {
      const outcome = await outcomeOf(ask(rpcAnswering({ [call]: answer(status, body) }).rpc))
      expect(outcome).toBeInstanceOf(RpcError)
      expect((outcome as RpcError).kind).toMatch(/^(decode|status)$/)
    })
  })
})
