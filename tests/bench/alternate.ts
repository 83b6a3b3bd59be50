import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { resolve } from "node:path"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"
import { TEST_OPERATOR_KEY } from "../support/test-server"
import { cartAddLoad, emptyCarts, load, signUpUsers, warmUp } from "./server-load"

/**
 * `node --import tsx tests/bench/alternate.ts <pglite|postgres URL> <group> [group ...]`
 * (ROUNDS=3, SECONDS=3): variants of the server loaded in turn, round after round, so that a
 * change in the machine's load (two cores, shared) falls on every variant alike. A group is one
 * server or several joined by `&`; a server is a checkout of this project (its own code: a
 * branch against main), optionally followed by `+NAME=value` settings of its own. Each group
 * gets one-insert transactions on its first server, then 200 diners' cart adds split across
 * its servers; each load prints its requests a second and the group's server CPU per request
 * (from /proc), the measure least moved by what else the cores were doing. With a PostgreSQL
 * URL every server shares that database (`main&main` against `main`: two instances ÷ one).
 */
const [where = "pglite", ...groupNames] = process.argv.slice(2)
const rounds = Number(process.env["ROUNDS"] ?? 3)
const seconds = Number(process.env["SECONDS"] ?? 3)
const connections = 200

interface Server {
  readonly name: string
  readonly origin: string
  readonly cpu: () => number
  readonly stop: () => void
}

/** A checkout, optionally followed by `+NAME=value` settings of its own (to compare settings on one checkout). */
const startServer = (variant: string, authEmulatorHost: string): Promise<Server> =>
  new Promise((done, fail) => {
    const [checkout = ".", ...settings] = variant.split("+")
    const own = Object.fromEntries(settings.map((setting) => setting.split("=") as [string, string]))
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: resolve(checkout),
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: "memory://",
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        OPERATOR_KEY: TEST_OPERATOR_KEY,
        BENCH_ROUTES: "1",
        ...(where === "pglite" ? {} : { DATABASE_URL: where }),
        ...own,
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    let stopping = false
    let served = false
    const heard = (chunk: Buffer) => {
      output += chunk.toString()
      const origin = /serving on (http:\/\/\S+)/.exec(output)?.[1]
      if (origin === undefined || served) return
      served = true
      done({
        name: variant,
        origin,
        cpu: () => cpuSecondsOf(child.pid),
        stop: () => {
          stopping = true
          child.kill("SIGTERM")
        },
      })
    }
    child.stdout.on("data", heard)
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    // Before it served: the start failed. After: a server gone mid-run, whose own last words say why.
    child.on("exit", (code, signal) => {
      const ended = `${checkout}: the server exited (${code ?? signal}):\n${output.slice(-2_000)}`
      fail(new Error(ended))
      if (!stopping) console.error(ended)
    })
  })

/** utime and stime of /proc/<pid>/stat, in ticks of 1/100 s. */
const cpuSecondsOf = (pid: number | undefined): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const loads = {
  insert: (origin: string) => load({ url: `${origin}/api/bench/insert`, method: "POST", connections, duration: seconds }),
  add: (origin: string, tokens: ReadonlyArray<string>) => cartAddLoad(origin, tokens, seconds),
}

interface Group {
  readonly name: string
  readonly servers: ReadonlyArray<Server>
  readonly tokens: ReadonlyArray<string>
}

const emulator = await startAuthEmulator(DEMO_PROJECT_ID, 0)
const groups: Group[] = []
try {
  for (const name of groupNames) {
    const servers: Server[] = []
    for (const variant of name.split("&")) servers.push(await startServer(variant, emulator.host))
    // Diners of their own per group, each warmed up (their tenant claim written) at every server of it before the clock.
    const tokens = await signUpUsers(emulator.host, connections)
    await warmUp(
      servers.map((server) => server.origin),
      tokens,
    )
    groups.push({ name, servers, tokens })
  }
  const cpuOf = (group: Group) => group.servers.reduce((sum, server) => sum + server.cpu(), 0)
  const totals = new Map<string, { requests: number; cpu: number; seconds: number }>()
  for (let round = 0; round < rounds; round++) {
    for (const group of groups) {
      for (const kind of ["insert", "add"] as const) {
        // Each turn of adds from empty carts, outside the CPU seconds: the same diners' adds, round after round, reach the cap of 99 of one dish (server-load.ts emptyCarts).
        if (kind === "add") await emptyCarts(group.servers[0]?.origin ?? "", group.tokens)
        const before = cpuOf(group)
        // The yardstick on the group's first server; cart adds split across all of its servers.
        const results =
          kind === "insert"
            ? [await loads.insert(group.servers[0]?.origin ?? "")]
            : await Promise.all(
                group.servers.map((server, index) => {
                  const diners = connections / group.servers.length
                  return loads.add(server.origin, group.tokens.slice(index * diners, (index + 1) * diners))
                }),
              )
        const cpu = cpuOf(group) - before
        const requests = results.reduce((sum, result) => sum + result.requests.total, 0)
        const perSecond = results.reduce((sum, result) => sum + result.requests.average, 0)
        const bad = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0)
        const key = `${group.name} ${kind}`
        const total = totals.get(key) ?? { requests: 0, cpu: 0, seconds: 0 }
        totals.set(key, { requests: total.requests + requests, cpu: total.cpu + cpu, seconds: total.seconds + seconds })
        console.log(
          `round ${round + 1} ${key}: ${Math.round(perSecond)} req/s, ${Math.round((1e6 * cpu) / requests)} µs server CPU per request, p99 ${Math.max(...results.map((result) => result.latency.p99))} ms, ${bad} errors, load ${loadavg()[0]?.toFixed(1)}`,
        )
      }
    }
  }
  for (const group of groups) {
    const of = (kind: string) => totals.get(`${group.name} ${kind}`) ?? { requests: Number.NaN, cpu: Number.NaN, seconds: Number.NaN }
    const [insert, add] = [of("insert"), of("add")]
    console.log(
      `${group.name}: cart add ÷ insert ${(add.requests / add.seconds / (insert.requests / insert.seconds)).toFixed(2)} (${Math.round(add.requests / add.seconds)} vs ${Math.round(insert.requests / insert.seconds)} req/s), per server CPU second ${(add.requests / add.cpu / (insert.requests / insert.cpu)).toFixed(2)} (${Math.round((1e6 * add.cpu) / add.requests)} vs ${Math.round((1e6 * insert.cpu) / insert.requests)} µs)`,
    )
  }
} finally {
  for (const group of groups) for (const server of group.servers) server.stop()
  await emulator.stop()
}
process.exit(0)
