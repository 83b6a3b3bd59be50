import { spawnSync } from "node:child_process"
import { describe, expect, it } from "vitest"
import { projectRoot } from "../../server/config"

/**
 * A thread that spins (PGlite on a full disk did, on the server's own thread) fires no timer: the
 * watchdog's worker thread must still end the process, saying why. Here a child process
 * blocks its event loop on purpose.
 */
describe("the stall watchdog", () => {
  const run = (script: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: projectRoot,
      encoding: "utf8",
      timeout: 30_000,
    })

  it("kills a process whose event loop stopped turning for longer than its limit, and says why", () => {
    const result = run(`
      import { watchForStalls } from "./server/stall-watchdog.ts"
      watchForStalls(500)
      setTimeout(() => { const until = Date.now() + 20_000; while (Date.now() < until); console.log("survived") }, 200)
    `)
    expect(result.signal).toBe("SIGKILL")
    expect(result.stdout).not.toContain("survived")
    expect(result.stderr).toMatch(/Tableside stopped answering for \d+ ms .* stops so that it can be restarted/)
  }, 40_000)

  it("leaves a busy but turning event loop alone, and lets the process end", () => {
    const result = run(`
      import { watchForStalls } from "./server/stall-watchdog.ts"
      const watchdog = watchForStalls(500)
      let turns = 0
      const work = setInterval(() => { const until = Date.now() + 100; while (Date.now() < until); if (++turns === 15) { clearInterval(work); watchdog.stop(); console.log("done") } }, 0)
    `)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain("done")
  }, 40_000)
})
