import { execFile } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

/**
 * wrk (Debian's `wrk`, written in C) for the read routes' loads: its cost per answer is a few
 * microseconds whatever the answer's size, where autocannon's JavaScript HTTP parser spends some
 * 40 µs on the menu pick's 6.6 kB and 26–41 µs on the trivial route's few bytes. The generator
 * shares the machine's two cores with the server, so with autocannon the menu pick ÷ trivial
 * ratio read partly the generator's cost (the server idle 4–18% of the load). One thread, as
 * autocannon runs, leaves the server a core of its own.
 */
export interface ReadLoad {
  readonly requests: number
  readonly seconds: number
  readonly errors: number
  readonly p99: number
}

/** wrk's summary as one line of JSON, written by its `done` hook (wrk's Lua API). */
const SUMMARY_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"micros":%d,"errors":%d,"p99":%.3f}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout + e.status,
    latency:percentile(99) / 1000))
end
`

let script: string | undefined
const summaryScript = (): string => {
  if (script !== undefined) return script
  script = join(mkdtempSync(join(tmpdir(), "tableside-wrk-")), "summary.lua")
  writeFileSync(script, SUMMARY_SCRIPT)
  return script
}

/** How to have wrk where it is missing, said where the figure would be. */
export const WRK_MISSING = "wrk is not installed here (Debian: apt-get install wrk)"

export const wrkInstalled = async (): Promise<boolean> =>
  promisify(execFile)("wrk", ["--version"]).then(
    () => true,
    // wrk --version prints its version and exits 1; only a missing program is an ENOENT.
    (error: NodeJS.ErrnoException) => error.code !== "ENOENT",
  )

/** GET `url` over `connections` connections for `seconds`, from one wrk thread. */
export const wrkLoad = async (
  url: string,
  connections: number,
  seconds: number,
  headers: Readonly<Record<string, string>>,
): Promise<ReadLoad> => {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`])
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", summaryScript(), ...headerArgs, url]
  const { stdout } = await promisify(execFile)("wrk", args)
  const line = stdout.split("\n").find((candidate) => candidate.startsWith('{"requests"'))
  if (line === undefined) throw new Error(`wrk printed no summary:\n${stdout}`)
  const summary = JSON.parse(line) as { requests: number; micros: number; errors: number; p99: number }
  return { requests: summary.requests, seconds: summary.micros / 1e6, errors: summary.errors, p99: summary.p99 }
}
