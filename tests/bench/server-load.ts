import { randomUUID } from "node:crypto"
import autocannon from "autocannon"
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

const load = (options: autocannon.Options) =>
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
const warmUp = async (origins: ReadonlyArray<string>, tokens: ReadonlyArray<string>): Promise<void> => {
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

/** Cart adds by signed-in diners (one per connection), each on a dish in turn, against every origin at once. */
const cartAdds = async (origins: ReadonlyArray<string>, tokens: ReadonlyArray<string>): Promise<autocannon.Result[]> => {
  await warmUp(origins, tokens)
  const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]
  let sent = 0
  return Promise.all(
    origins.map((origin) =>
      load({
        url: `${origin}/api/cart/add`,
        connections: connections / origins.length,
        duration,
        method: "POST",
        setupClient: (client) => {
          const token = tokens[sent++ % tokens.length] ?? ""
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
      }),
    ),
  )
}

/** Menu pick against a route that does nothing, cart add against one insert, on one server. */
export const serverLoad = async (origin: string, authEmulatorHost: string, database: "PGlite" | "PostgreSQL"): Promise<Figure[]> => {
  // As a phone asks: compressed answers welcome.
  const headers = { "accept-encoding": "gzip, deflate, br" }
  const trivial = await load({ url: `${origin}/api/bench/trivial`, connections, duration, headers })
  const menu = await load({ url: `${origin}/api/menu/pick/demo-table-1`, connections, duration, headers })
  const insert = await load({ url: `${origin}/api/bench/insert`, method: "POST", connections, duration })
  const tokens = await signUpUsers(authEmulatorHost, connections)
  const [adds] = await cartAdds([origin], tokens)
  if (adds === undefined) throw new Error("no cart add load ran")
  return shown([
    {
      name: `Server (${database}): menu pick ÷ trivial route, 200 connections`,
      value: ratio(perSecond(menu), perSecond(trivial)),
      unit: "ratio",
      target: ">= 0.8",
      note: `${Math.round(perSecond(menu))} vs ${Math.round(perSecond(trivial))} req/s, ${errors(menu)} errors`,
    },
    { name: `Server (${database}): menu pick p99 latency`, value: menu.latency.p99, unit: "ms", target: "<= 50" },
    {
      name: `Server (${database}): cart add ÷ one-insert transaction, 200 connections`,
      value: ratio(perSecond(adds), perSecond(insert)),
      unit: "ratio",
      target: ">= 0.5",
      note: `${Math.round(perSecond(adds))} vs ${Math.round(perSecond(insert))} req/s, ${errors(adds)} errors`,
    },
    {
      name: `Server (${database}): cart add p99 latency`,
      value: adds.latency.p99,
      unit: "ms",
      target: "<= 50",
      note: `one-insert p99 ${insert.latency.p99} ms`,
    },
    { name: `Server (${database}): cart add errors`, value: errors(adds) + errors(insert), unit: "errors", target: "<= 0" },
  ])
}

/** The same 200 diners' cart adds on one PostgreSQL instance, then split across two side by side. */
export const twoInstancesLoad = async (one: string, two: string, authEmulatorHost: string): Promise<Figure[]> => {
  const tokens = await signUpUsers(authEmulatorHost, connections)
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
