import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import autocannon from "autocannon"
import type { ServerProcess } from "../support/server-process"
import { meets, type Figure } from "./figures"
import { wrkInstalled, wrkLoad, WRK_MISSING, type ReadLoad } from "./wrk"

/**
 * The reference server under 200 concurrent connections on loopback, 5 s per route. Each
 * figure is a ratio against a yardstick on the same server (BENCH_ROUTES=1,
 * server/http/bench-routes.ts), so it says what the route adds, not how busy the machine was:
 * a menu pick against a route that does nothing, a cart add against a route that commits one
 * insert in one transaction on the same database.
 */
const connections = 200
const duration = 5

/** Anonymous users signed up straight at the Auth emulator's REST API: ID tokens for the load. */
export const signUpUsers = async (authEmulatorHost: string, count: number): Promise<string[]> => {
  const tokens: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ returnSecureToken: true }),
    })
    tokens.push(((await response.json()) as { idToken: string }).idToken)
  }
  return tokens
}

/**
 * The load generator reads every answer's bytes off the socket and counts them, but does not
 * turn each body into a string: autocannon 8 appends every body to a string whether or not
 * anything reads it (its request queue's `addBody`), and nothing here does (no `expectBody`,
 * `verifyBody` or `onResponse`). That decoding cost the generator, which shares the two cores
 * with the server, in proportion to the answer's bytes (a quarter of its CPU for the menu
 * pick's 6.6 kB, which wrk now loads: wrk.ts): it measured the generator, not the server.
 * The cart add and its yardstick are loaded the same way.
 */
const bodiesNotDecoded = (): void => {
  const queue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
    prototype: { addBody: (data: Buffer) => void }
  }
  queue.prototype.addBody = () => undefined
}
bodiesNotDecoded()

export const load = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

const errors = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx

/** A load's errors by kind: each status code outside 2xx, and the connections' errors and timeouts. */
type Failures = Readonly<Record<string, number>>

const failuresOf = (result: autocannon.Result): Failures => {
  const failures: Record<string, number> = {}
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {}))
    if (count > 0 && !code.startsWith("2")) failures[`HTTP ${code}`] = count
  if (result.errors > 0) failures["connection errors"] = result.errors
  if (result.timeouts > 0) failures["timeouts"] = result.timeouts
  return failures
}

const addedUp = (all: ReadonlyArray<Failures>): Failures => {
  const sum: Record<string, number> = {}
  for (const failures of all) for (const [kind, count] of Object.entries(failures)) sum[kind] = (sum[kind] ?? 0) + count
  return sum
}

/** What the errors were, for a figure's note: "HTTP 400 ×530, timeouts ×2" (undefined: none). */
const failuresNote = (...measured: ReadonlyArray<{ readonly failures: Failures }>): string | undefined => {
  const kinds = Object.entries(addedUp(measured.map((one) => one.failures)))
  return kinds.length === 0 ? undefined : kinds.map(([kind, count]) => `${kind} ×${count}`).join(", ")
}
const perSecond = (result: autocannon.Result) => result.requests.average
const ratio = (value: number, of: number) => Number((value / of).toFixed(2))

/** Each figure as it is measured, with its target and whether it was met. */
const shown = (figures: Figure[]): Figure[] => {
  for (const figure of figures) {
    const verdict = meets(figure)
    console.log(
      `  ${figure.name}: ${figure.value ?? "not measured"} ${figure.unit} (target ${figure.target}: ${verdict === null ? "no verdict" : verdict ? "met" : "NOT MET"})${figure.note ? ` — ${figure.note}` : ""}`,
    )
  }
  return figures
}

const dinerHeaders = (token: string) => ({ authorization: `Bearer ${token}`, tenant: "tenant-lotus", qr: "demo-table-1" })

/**
 * Each diner's first call at an instance also records their tenant (a claim written at the
 * identity provider, then remembered per token): made once per diner before the clock starts,
 * so the figures measure the steady cart add and not 200 sign-ups' claim writes.
 */
export const warmUp = async (origins: ReadonlyArray<string>, tokens: ReadonlyArray<string>): Promise<void> => {
  for (const origin of origins) {
    for (let i = 0; i < tokens.length; i += 20) {
      await Promise.all(
        tokens
          .slice(i, i + 20)
          .map((token) => fetch(`${origin}/api/cart`, { headers: dinerHeaders(token) }).then((response) => response.arrayBuffer())),
      )
    }
  }
}

/**
 * Empties each diner's cart (each line to quantity 0), outside the clock, before each turn of
 * cart adds. A cart holds at most 99 of one dish (MAX_QUANTITY in server/services/cart-service.ts;
 * beyond, 400 QuantityCap): the same 200 diners' adds, turn after turn, filled their carts to the
 * cap once a run's adds per diner were enough (the turns of 5 s, on a fast enough machine), and
 * every add of that dish after was a quick 400, counted as an error and as throughput. Each turn
 * now starts from empty carts, so a turn's adds are all below the cap.
 */
export const emptyCarts = async (origin: string, tokens: ReadonlyArray<string>): Promise<void> => {
  const emptied = async (token: string) => {
    const cart = await fetch(`${origin}/api/cart`, { headers: dinerHeaders(token) })
    // No cart yet: nothing to empty.
    if (cart.status === 404) return void (await cart.arrayBuffer())
    if (!cart.ok) throw new Error(`emptying a diner's cart: GET /api/cart answered ${cart.status}: ${await cart.text()}`)
    const { body } = (await cart.json()) as { body: { items: ReadonlyArray<{ id: string }> } }
    for (const line of body.items) {
      const removed = await fetch(`${origin}/api/cart/update`, {
        method: "PUT",
        headers: { ...dinerHeaders(token), "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({ id: line.id, selectedChoices: {}, quantity: 0 }),
      })
      if (!removed.ok) throw new Error(`emptying a diner's cart: PUT /api/cart/update answered ${removed.status}: ${await removed.text()}`)
      await removed.arrayBuffer()
    }
  }
  for (let i = 0; i < tokens.length; i += 20) await Promise.all(tokens.slice(i, i + 20).map(emptied))
}

/** Cart adds by signed-in diners (one per connection, warmed up), each on a dish in turn, against every origin at once. */
const cartAdds = (origins: ReadonlyArray<string>, tokens: ReadonlyArray<string>, seconds: number): Promise<autocannon.Result[]> =>
  Promise.all(
    origins.map((origin, index) => {
      const diners = connections / origins.length
      return cartAddLoad(origin, tokens.slice(index * diners, (index + 1) * diners), seconds)
    }),
  )

/**
 * Cart adds against one origin, one connection per diner (each token warmed up there), each
 * diner's adds on the demo's dishes in turn: a diner reaches the cap of 99 of one dish (see
 * emptyCarts) only after 594 adds. One count for all connections, as before, gave some diners
 * mostly three of the six dishes (200 connections, in turn, step the count by 200: 2 modulo 6).
 */
export const cartAddLoad = (origin: string, tokens: ReadonlyArray<string>, seconds: number): Promise<autocannon.Result> => {
  const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]
  let diner = 0
  // Adds so far by each diner, by their authorization header.
  const sent = new Map<unknown, number>()
  return load({
    url: `${origin}/api/cart/add`,
    connections: tokens.length,
    duration: seconds,
    method: "POST",
    setupClient: (client) => {
      const token = tokens[diner++ % tokens.length] ?? ""
      client.setHeaders({ ...dinerHeaders(token), "content-type": "application/json" })
    },
    requests: [
      {
        method: "POST",
        // A key of its own per add: each is a new change, whichever exactly-once rule the server keeps.
        setupRequest: (request) => {
          const by = request.headers?.authorization
          const count = sent.get(by) ?? 0
          sent.set(by, count + 1)
          return {
            ...request,
            headers: { ...request.headers, "idempotency-key": randomUUID() },
            body: JSON.stringify({ id: dishes[count % dishes.length], selectedChoices: {}, quantity: 1 }),
          }
        },
      },
    ],
  })
}

/** A server the load runs against: where it answers, and the CPU its process has used so far. */
export type BenchedServer = Pick<ServerProcess, "origin" | "cpuSeconds">

/** A load's outcome, whichever generator ran it, with the server process's CPU seconds during it. */
interface Measured {
  readonly requests: number
  readonly perSecond: number
  readonly errors: number
  readonly p99: number
  readonly cpu: number
  readonly failures: Failures
}

const withCpu = async (server: BenchedServer, run: () => Promise<Omit<Measured, "cpu">>): Promise<Measured> => {
  const before = server.cpuSeconds()
  const outcome = await run()
  return { ...outcome, cpu: server.cpuSeconds() - before }
}

type Slice = (seconds: number) => Promise<Omit<Measured, "cpu">>

/**
 * A route and its yardstick, each warmed up for a second (neither pays the server's first
 * compilations for the other), then loaded in turns of `seconds`, each pair in the other order
 * than the one before, `pairs` times; `beforeEach` runs before every turn, outside its CPU
 * seconds (emptyCarts). This host's speed drifts for seconds at a time (a
 * neighbour takes 10% of its CPU time), and two loads one after the other read the drift as much
 * as the routes. A turn should be long beside the route's latency: each turn ends with 200
 * requests cut in flight, work lost in proportion to the latency (a cart add's 170 ms is 17% of a
 * second, a menu pick's 20 ms 2%).
 */
const alternated = async (
  server: BenchedServer,
  route: Slice,
  yardstick: Slice,
  { seconds, pairs, beforeEach }: { readonly seconds: number; readonly pairs: number; readonly beforeEach?: () => Promise<void> },
): Promise<[Measured, Measured]> => {
  const measured = async (load: Slice, length: number) => {
    await beforeEach?.()
    return withCpu(server, () => load(length))
  }
  await measured(route, 1)
  await measured(yardstick, 1)
  const slices: [Measured[], Measured[]] = [[], []]
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)
    for (const which of order) slices[which].push(await measured(which === 0 ? route : yardstick, seconds))
  }
  return [summed(slices[0]), summed(slices[1])]
}

/** Slices of one route's load as one load: their requests, seconds and CPU added up, the worst slice's p99. */
const summed = (slices: ReadonlyArray<Measured>): Measured => {
  const requests = slices.reduce((sum, one) => sum + one.requests, 0)
  const seconds = slices.reduce((sum, one) => sum + one.requests / one.perSecond, 0)
  return {
    requests,
    perSecond: requests / seconds,
    errors: slices.reduce((sum, one) => sum + one.errors, 0),
    p99: Math.max(...slices.map((one) => one.p99)),
    cpu: slices.reduce((sum, one) => sum + one.cpu, 0),
    failures: addedUp(slices.map((one) => one.failures)),
  }
}

/** autocannon loads run at once (one per origin, or one alone), as one load: their requests, rates and errors added up, the worst p99. */
const combined = (results: ReadonlyArray<autocannon.Result>): Omit<Measured, "cpu"> => ({
  requests: results.reduce((sum, result) => sum + result.requests.total, 0),
  perSecond: results.reduce((sum, result) => sum + perSecond(result), 0),
  errors: results.reduce((sum, result) => sum + errors(result), 0),
  p99: Math.max(...results.map((result) => result.latency.p99)),
  failures: addedUp(results.map(failuresOf)),
})

const fromWrk = (result: ReadLoad): Omit<Measured, "cpu"> => ({
  requests: result.requests,
  perSecond: result.requests / result.seconds,
  errors: result.errors,
  p99: result.p99,
  failures: result.errors === 0 ? {} : { "errors (wrk)": result.errors },
})

/** How much of the load's time the server's process was on a core (100%: one core all along). */
const busy = ({ cpu, requests, perSecond }: Measured) => (Number.isNaN(cpu) ? "?" : `${Math.round((100 * cpu * perSecond) / requests)}%`)

/**
 * Requests per CPU second of the server against its yardstick's: what the route costs the server
 * itself. Where the server was idle part of the time (busy below 100%), the throughput ratio
 * also measures the load generator, which shares the two cores.
 */
const perCpuSecond = (name: string, route: Measured, yardstick: Measured): Figure => {
  const rate = ({ requests, cpu }: Measured) => (requests || 0) / cpu
  const value = ratio(rate(route), rate(yardstick))
  return {
    name,
    value: Number.isFinite(value) ? value : null,
    unit: "ratio",
    target: "—",
    note: `${Math.round(rate(route))} vs ${Math.round(rate(yardstick))} requests per CPU second`,
  }
}

/**
 * The menu pick against the route that does nothing, both loaded by wrk (wrk.ts: a generator
 * whose cost per answer does not grow with the answer's bytes), as a phone asks: compressed
 * answers welcome. Without wrk on the machine, the figures say so and are not measured.
 */
const menuPickFigures = async (server: BenchedServer, database: string): Promise<Figure[]> => {
  const { origin } = server
  const headers = { "accept-encoding": "gzip, deflate, br" }
  const names = {
    ratio: `Server (${database}): menu pick ÷ trivial route, 200 connections`,
    perCpu: `Server (${database}): menu pick ÷ trivial route, per CPU second of the server`,
    p99: `Server (${database}): menu pick p99 latency`,
  }
  if (!(await wrkInstalled())) {
    return [
      { name: names.ratio, value: null, unit: "ratio", target: ">= 0.8", note: WRK_MISSING },
      { name: names.perCpu, value: null, unit: "ratio", target: "—", note: WRK_MISSING },
      { name: names.p99, value: null, unit: "ms", target: "<= 50", note: WRK_MISSING },
    ]
  }
  // The menu's answer is made (read, checked, compressed) once per menu change, before the clock
  // starts: the figure is a kept answer's cost, as nearly every ask is.
  await fetch(`${origin}/api/menu/pick/demo-table-1`, { headers }).then((response) => response.arrayBuffer())
  const routes = { trivial: "/api/bench/trivial", menu: "/api/menu/pick/demo-table-1" } as const
  const read = (path: string) => async (seconds: number) => fromWrk(await wrkLoad(`${origin}${path}`, connections, seconds, headers))
  const [menu, trivial] = await alternated(server, read(routes.menu), read(routes.trivial), { seconds: 1, pairs: duration })
  return [
    {
      name: names.ratio,
      value: ratio(menu.perSecond, trivial.perSecond),
      unit: "ratio",
      target: ">= 0.8",
      note: `${Math.round(menu.perSecond)} vs ${Math.round(trivial.perSecond)} req/s (wrk), ${menu.errors} errors; the server busy ${busy(menu)} and ${busy(trivial)} of the time`,
    },
    perCpuSecond(names.perCpu, menu, trivial),
    {
      name: names.p99,
      value: (await load({ url: `${origin}${routes.menu}`, connections, duration, headers })).latency.p99,
      unit: "ms",
      target: "<= 50",
      note: `autocannon's, as before the ratio was wrk's: wrk's own latencies have a tail of 0.7-2 s on every route here, the trivial route's too, that autocannon does not see (${Math.round(menu.p99)} ms this run)`,
    },
  ]
}

/** Menu pick against a route that does nothing, cart add against one insert, on one server. */
export const serverLoad = async (server: BenchedServer, authEmulatorHost: string, database: "PGlite" | "PostgreSQL"): Promise<Figure[]> => {
  const { origin } = server
  const menuFigures = await menuPickFigures(server, database)
  const tokens = await signUpUsers(authEmulatorHost, connections)
  await warmUp([origin], tokens)
  const [adds, insert] = await alternated(
    server,
    async (seconds) => combined([await cartAddLoad(origin, tokens, seconds)]),
    async (seconds) => combined([await load({ url: `${origin}/api/bench/insert`, method: "POST", connections, duration: seconds })]),
    { seconds: duration, pairs: 2, beforeEach: () => emptyCarts(origin, tokens) },
  )
  const failures = failuresNote(adds, insert)
  return shown([
    ...menuFigures,
    {
      name: `Server (${database}): cart add ÷ one-insert transaction, 200 connections`,
      value: ratio(adds.perSecond, insert.perSecond),
      unit: "ratio",
      target: ">= 0.5",
      note: `${Math.round(adds.perSecond)} vs ${Math.round(insert.perSecond)} req/s, ${adds.errors} errors; the server busy ${busy(adds)} and ${busy(insert)} of the time`,
    },
    {
      name: `Server (${database}): cart add p99 latency`,
      value: adds.p99,
      unit: "ms",
      target: "<= 50",
      note: `one-insert p99 ${insert.p99} ms`,
    },
    perCpuSecond(`Server (${database}): cart add ÷ one-insert transaction, per CPU second of the server`, adds, insert),
    {
      name: `Server (${database}): cart add errors`,
      value: adds.errors + insert.errors,
      unit: "errors",
      target: "<= 0",
      ...(failures === undefined ? {} : { note: failures }),
    },
  ])
}

/** The same 200 diners' cart adds on one PostgreSQL instance, then split across two side by side. */
export const twoInstancesLoad = async (one: BenchedServer, two: BenchedServer, authEmulatorHost: string): Promise<Figure[]> => {
  const tokens = await signUpUsers(authEmulatorHost, connections)
  await warmUp([one.origin, two.origin], tokens)
  // Each turn's loads at once, one per origin, as one load.
  const adds = (origins: ReadonlyArray<string>) => async (seconds: number) => combined(await cartAdds(origins, tokens, seconds))
  const [together, alone] = await alternated(
    { origin: one.origin, cpuSeconds: () => one.cpuSeconds() + two.cpuSeconds() },
    adds([one.origin, two.origin]),
    adds([one.origin]),
    { seconds: duration, pairs: 2, beforeEach: () => emptyCarts(one.origin, tokens) },
  )
  const failures = failuresNote(together)
  return shown([
    {
      name: "Server (PostgreSQL): cart adds, two instances ÷ one, 200 connections",
      value: ratio(together.perSecond, alone.perSecond),
      unit: "ratio",
      target: ">= 1",
      note: `${Math.round(together.perSecond)} vs ${Math.round(alone.perSecond)} req/s; two-instance p99 ${together.p99} ms`,
    },
    {
      name: "Server (PostgreSQL): cart add errors, two instances",
      value: together.errors,
      unit: "errors",
      target: "<= 0",
      ...(failures === undefined ? {} : { note: failures }),
    },
  ])
}

export type ProfiledLoad = "menu" | "trivial" | "add" | "insert"

/** One of the loads above on its own, for a CPU profile of it (profile-server.ts): its requests a second. */
export const profiledLoad = async (which: ProfiledLoad, origin: string, authEmulatorHost: string): Promise<number> => {
  const headers = { "accept-encoding": "gzip, deflate, br" }
  if (which === "menu") {
    await fetch(`${origin}/api/menu/pick/demo-table-1`, { headers }).then((response) => response.arrayBuffer())
    return fromWrk(await wrkLoad(`${origin}/api/menu/pick/demo-table-1`, connections, duration, headers)).perSecond
  }
  if (which === "trivial") return fromWrk(await wrkLoad(`${origin}/api/bench/trivial`, connections, duration, headers)).perSecond
  if (which === "insert") return perSecond(await load({ url: `${origin}/api/bench/insert`, method: "POST", connections, duration }))
  const tokens = await signUpUsers(authEmulatorHost, connections)
  await warmUp([origin], tokens)
  const [adds] = await cartAdds([origin], tokens, duration)
  return adds === undefined ? 0 : perSecond(adds)
}
