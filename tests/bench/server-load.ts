import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import autocannon from "autocannon"
import type { ServerProcess } from "../support/server-process"
import { meets, type Figure } from "./figures"

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
 * pick's 6.6 kB): it measured the generator, not the server. Every route, yardsticks
 * included, is loaded the same way.
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

/** Cart adds by signed-in diners (one per connection, warmed up), each on a dish in turn, against every origin at once. */
const cartAdds = (origins: ReadonlyArray<string>, tokens: ReadonlyArray<string>): Promise<autocannon.Result[]> =>
  Promise.all(
    origins.map((origin, index) => {
      const diners = connections / origins.length
      return cartAddLoad(origin, tokens.slice(index * diners, (index + 1) * diners), duration)
    }),
  )

/** Cart adds against one origin, one connection per diner (each token warmed up there), each add on one of the demo's dishes in turn. */
export const cartAddLoad = (origin: string, tokens: ReadonlyArray<string>, seconds: number): Promise<autocannon.Result> => {
  const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]
  let diner = 0
  let sent = 0
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
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
          body: JSON.stringify({ id: dishes[sent++ % dishes.length], selectedChoices: {}, quantity: 1 }),
        }),
      },
    ],
  })
}

/** A server the load runs against: where it answers, and the CPU its process has used so far. */
export type BenchedServer = Pick<ServerProcess, "origin" | "cpuSeconds">

interface Measured {
  readonly result: autocannon.Result
  /** The server process's CPU seconds during the load. */
  readonly cpu: number
}

const withCpu = async (server: BenchedServer, run: () => Promise<autocannon.Result>): Promise<Measured> => {
  const before = server.cpuSeconds()
  const result = await run()
  return { result, cpu: server.cpuSeconds() - before }
}

/** How much of the load's time the server's process was on a core (100%: one core all along). */
const busy = ({ cpu }: Measured) => (Number.isNaN(cpu) ? "?" : `${Math.round((100 * cpu) / duration)}%`)

/**
 * Requests per CPU second of the server against its yardstick's: what the route costs the server
 * itself. Where the server was idle part of the time (busy below 100%), the throughput ratio
 * also measures the load generator, which shares the two cores and reads each answer's bytes
 * (autocannon 8 turns every body into a string).
 */
const perCpuSecond = (name: string, route: Measured, yardstick: Measured): Figure => {
  const rate = ({ result, cpu }: Measured) => (result.requests.total || 0) / cpu
  const value = ratio(rate(route), rate(yardstick))
  return {
    name,
    value: Number.isFinite(value) ? value : null,
    unit: "ratio",
    target: "—",
    note: `${Math.round(rate(route))} vs ${Math.round(rate(yardstick))} requests per CPU second`,
  }
}

/** Menu pick against a route that does nothing, cart add against one insert, on one server. */
export const serverLoad = async (server: BenchedServer, authEmulatorHost: string, database: "PGlite" | "PostgreSQL"): Promise<Figure[]> => {
  const { origin } = server
  // As a phone asks: compressed answers welcome.
  const headers = { "accept-encoding": "gzip, deflate, br" }
  const trivial = await withCpu(server, () => load({ url: `${origin}/api/bench/trivial`, connections, duration, headers }))
  // The menu's answer is made (read, checked, compressed) once per menu change, before the clock
  // starts: the figure is a kept answer's cost, as nearly every ask is.
  await fetch(`${origin}/api/menu/pick/demo-table-1`, { headers }).then((response) => response.arrayBuffer())
  const menu = await withCpu(server, () => load({ url: `${origin}/api/menu/pick/demo-table-1`, connections, duration, headers }))
  const insert = await withCpu(server, () => load({ url: `${origin}/api/bench/insert`, method: "POST", connections, duration }))
  const tokens = await signUpUsers(authEmulatorHost, connections)
  await warmUp([origin], tokens)
  const adds = await withCpu(server, async () => {
    const [result] = await cartAdds([origin], tokens)
    if (result === undefined) throw new Error("no cart add load ran")
    return result
  })
  return shown([
    {
      name: `Server (${database}): menu pick ÷ trivial route, 200 connections`,
      value: ratio(perSecond(menu.result), perSecond(trivial.result)),
      unit: "ratio",
      target: ">= 0.8",
      note: `${Math.round(perSecond(menu.result))} vs ${Math.round(perSecond(trivial.result))} req/s, ${errors(menu.result)} errors; the server busy ${busy(menu)} and ${busy(trivial)} of the time`,
    },
    perCpuSecond(`Server (${database}): menu pick ÷ trivial route, per CPU second of the server`, menu, trivial),
    { name: `Server (${database}): menu pick p99 latency`, value: menu.result.latency.p99, unit: "ms", target: "<= 50" },
    {
      name: `Server (${database}): cart add ÷ one-insert transaction, 200 connections`,
      value: ratio(perSecond(adds.result), perSecond(insert.result)),
      unit: "ratio",
      target: ">= 0.5",
      note: `${Math.round(perSecond(adds.result))} vs ${Math.round(perSecond(insert.result))} req/s, ${errors(adds.result)} errors; the server busy ${busy(adds)} and ${busy(insert)} of the time`,
    },
    {
      name: `Server (${database}): cart add p99 latency`,
      value: adds.result.latency.p99,
      unit: "ms",
      target: "<= 50",
      note: `one-insert p99 ${insert.result.latency.p99} ms`,
    },
    perCpuSecond(`Server (${database}): cart add ÷ one-insert transaction, per CPU second of the server`, adds, insert),
    { name: `Server (${database}): cart add errors`, value: errors(adds.result) + errors(insert.result), unit: "errors", target: "<= 0" },
  ])
}

/** The same 200 diners' cart adds on one PostgreSQL instance, then split across two side by side. */
export const twoInstancesLoad = async (one: string, two: string, authEmulatorHost: string): Promise<Figure[]> => {
  const tokens = await signUpUsers(authEmulatorHost, connections)
  await warmUp([one, two], tokens)
  const alone = await cartAdds([one], tokens)
  const together = await cartAdds([one, two], tokens)
  const total = (results: ReadonlyArray<autocannon.Result>) => results.reduce((sum, result) => sum + perSecond(result), 0)
  const worstP99 = Math.max(...together.map((result) => result.latency.p99))
  return shown([
    {
      name: "Server (PostgreSQL): cart adds, two instances ÷ one, 200 connections",
      value: ratio(total(together), total(alone)),
      unit: "ratio",
      target: ">= 1",
      note: `${Math.round(total(together))} vs ${Math.round(total(alone))} req/s; two-instance p99 ${worstP99} ms`,
    },
    {
      name: "Server (PostgreSQL): cart add errors, two instances",
      value: together.reduce((sum, result) => sum + errors(result), 0),
      unit: "errors",
      target: "<= 0",
    },
  ])
}

export type ProfiledLoad = "menu" | "trivial" | "add" | "insert"

/** One of the loads above on its own, for a CPU profile of it (profile-server.ts): its requests a second. */
export const profiledLoad = async (which: ProfiledLoad, origin: string, authEmulatorHost: string): Promise<number> => {
  const headers = { "accept-encoding": "gzip, deflate, br" }
  if (which === "menu") {
    await fetch(`${origin}/api/menu/pick/demo-table-1`, { headers }).then((response) => response.arrayBuffer())
    return perSecond(await load({ url: `${origin}/api/menu/pick/demo-table-1`, connections, duration, headers }))
  }
  if (which === "trivial") return perSecond(await load({ url: `${origin}/api/bench/trivial`, connections, duration, headers }))
  if (which === "insert") return perSecond(await load({ url: `${origin}/api/bench/insert`, method: "POST", connections, duration }))
  const tokens = await signUpUsers(authEmulatorHost, connections)
  await warmUp([origin], tokens)
  const [adds] = await cartAdds([origin], tokens)
  return adds === undefined ? 0 : perSecond(adds)
}
