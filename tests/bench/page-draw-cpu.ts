import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { resolve } from "node:path"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { TEST_OPERATOR_KEY } from "../support/test-server"

/**
 * `node --import tsx tests/bench/page-draw-cpu.ts <checkout> [checkout ...]` (ROUNDS=3): where a
 * cold draw of the 2,000-dish page in three languages at once (as tests/fault/page-drawing.test.ts
 * draws it) spends the CPU, by thread priority: the event loop's thread, the other threads at its
 * priority (the process's shared V8 threads, which collect the page threads' garbage and compile
 * their code, and libuv's), and the page pool's niced threads. What is not niced competes with the
 * event loop on a small machine. Each checkout's server (`npm start`'s, with NODE_ENV=test as under
 * vitest) in its own process, the checkouts in turn, round after round; each needs its app built.
 */
const checkouts = process.argv.slice(2)
const rounds = Number(process.env["ROUNDS"] ?? 3)

const threadsOf = (pid: number) =>
  new Map(
    readdirSync(`/proc/${pid}/task`).map((tid) => {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
      // Fields 14, 15 (utime, stime, in 1/100 s) and 19 (nice), counted after the parenthesised name.
      return [tid, { nice: Number(fields[16]), ms: 10 * (Number(fields[11]) + Number(fields[12])) }] as const
    }),
  )

const drawOnce = async (checkout: string): Promise<string> => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: resolve(checkout),
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      SEED_BIG_MENU: "1",
      OPERATOR_KEY: TEST_OPERATOR_KEY,
      AUTH_EMULATOR: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  try {
    let output = ""
    const origin = await new Promise<string>((served, failed) => {
      const heard = (chunk: Buffer) => {
        output += chunk.toString()
        const found = /serving on (http:\/\/\S+)/.exec(output)?.[1]
        if (found !== undefined) served(found)
      }
      child.stdout.on("data", heard)
      child.stderr.on("data", heard)
      child.once("exit", () => failed(new Error(`${checkout}: the server exited:\n${output.slice(-2_000)}`)))
    })
    const pid = child.pid ?? 0
    // The menu read and kept first, as the fault test does: what follows is the drawing alone.
    await (await fetch(`${origin}/api/menu/pick/${BIG_MENU_TABLE}`)).arrayBuffer()
    const before = threadsOf(pid)
    const started = performance.now()
    await Promise.all(
      ["en", "si", "ta"].map(async (language) =>
        (await fetch(`${origin}/${BIG_MENU_TABLE}`, { headers: { "accept-language": language } })).text(),
      ),
    )
    const drawn = performance.now() - started
    let loop = 0
    let normal = 0
    let niced = 0
    for (const [tid, { nice, ms }] of threadsOf(pid)) {
      const used = ms - (before.get(tid)?.ms ?? 0)
      if (tid === String(pid)) loop += used
      else if (nice > 0) niced += used
      else normal += used
    }
    return `${checkout}: drawn in ${Math.round(drawn)} ms; CPU: event loop ${loop} ms, other threads at its priority ${normal} ms, niced threads ${niced} ms`
  } finally {
    child.kill("SIGTERM")
  }
}

for (let round = 0; round < rounds; round++) for (const checkout of checkouts) console.log(await drawOnce(checkout))
process.exit(0)
