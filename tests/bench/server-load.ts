import autocannon from "autocannon"
import type { Figure } from "./figures"

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

/**
 * The reference server under 200 concurrent connections on loopback, 5 s per route: a trivial
 * route as the baseline, the menu pick (kept serialized), and cart adds by 200 signed-in diners.
 */
const connections = 200
const duration = 5
const errors = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx

export const serverLoad = async (origin: string, authEmulatorHost: string): Promise<Figure[]> => {
  // As a phone asks: compressed answers welcome.
  const headers = { "accept-encoding": "gzip, deflate, br" }
  const trivial = await load({ url: `${origin}/api/health`, connections, duration, headers })
  const menu = await load({ url: `${origin}/api/menu/pick/demo-table-1`, connections, duration, headers })
  return [
    { name: "Server: menu pick, 200 connections, errors", value: errors(menu), unit: "errors", target: "<= 0", note: `${Math.round(menu.requests.average)} req/s` },
    { name: "Server: menu pick p99 latency", value: menu.latency.p99, unit: "ms", target: "<= 50" },
    { name: "Server: menu pick throughput ÷ trivial route", value: Number((menu.requests.average / trivial.requests.average).toFixed(2)), unit: "ratio", target: ">= 0.5", note: `trivial ${Math.round(trivial.requests.average)} req/s` },
    ...(await cartAddLoad(origin, authEmulatorHost, "PGlite")),
  ]
}

/** Cart adds by 200 signed-in diners at once, each on a different dish in turn. */
export const cartAddLoad = async (origin: string, authEmulatorHost: string, database: string): Promise<Figure[]> => {
  const tokens = await signUpUsers(authEmulatorHost, connections)
  const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]
  let sent = 0
  const adds = await load({
    url: `${origin}/api/cart/add`,
    connections,
    duration,
    method: "POST",
    setupClient: (client) => {
      const token = tokens[sent++ % tokens.length] ?? ""
      client.setHeaders({ authorization: `Bearer ${token}`, tenant: "tenant-lotus", qr: "demo-table-1", "content-type": "application/json" })
    },
    requests: [{ method: "POST", setupRequest: (request) => ({ ...request, body: JSON.stringify({ id: dishes[sent++ % dishes.length], selectedChoices: {}, quantity: 1 }) }) }],
  })
  return [
    { name: `Server: cart add, 200 diners, errors (${database})`, value: errors(adds), unit: "errors", target: "<= 0", note: `${Math.round(adds.requests.average)} req/s` },
    { name: `Server: cart add p99 latency (${database})`, value: adds.latency.p99, unit: "ms", target: "<= 50" },
  ]
}
