import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { RpcError } from "../../streams/rpc"
import { signInDiner } from "../support/diner"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { storedOrderIds } from "../support/stored-rows"

/**
 * A full disk under load: the PGlite folder on a small tmpfs, filled while diners order. The
 * server must answer 503 or exit within seconds (never hang), and after space returns and a
 * restart on the same folder the server is healthy and every acknowledged order is stored, once.
 */
const root = mkdtempSync(join(tmpdir(), "tableside-full-disk-"))
const disk = join(root, "disk")
mkdirSync(disk)
// Mounting needs root (CAP_SYS_ADMIN); where it is refused the test says so and is skipped.
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=96m", "tmpfs", disk], { encoding: "utf8" })
const mountRefusal = mounted.status === 0 ? null : `mount -t tmpfs is not permitted here (${(mounted.stderr || String(mounted.error)).trim()})`
afterAll(() => {
  if (mountRefusal === null) spawnSync("umount", ["-l", disk])
  rmSync(root, { recursive: true, force: true })
})

const env = { DATA_DIR: join(disk, "pglite"), QUERY_TIMEOUT_MS: "2000" }

describe.skipIf(mountRefusal !== null)(`a full disk under load${mountRefusal === null ? "" : ` (skipped: ${mountRefusal})`}`, () => {
  it("answers 503 or exits within seconds, and loses no acknowledged order", async () => {
    let server: ServerProcess = await startServerProcess(env)
    const diners = await Promise.all([signInDiner(server.origin), signInDiner(server.origin)])
    const acknowledged = new Map<string, string>() // idempotency key → order id
    let refusedWith503 = 0
    let stop = false
    const orderLoop = async (diner: (typeof diners)[number], name: string) => {
      for (let i = 0; !stop; i++) {
        const key = `full-disk-${name}-${String(i).padStart(5, "0")}`
        try {
          await diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
          const answer = await diner.rpc(api.cartSubmit, { idempotencyKey: key })
          if (answer._tag === "Ok") acknowledged.set(key, answer.body.id)
        } catch (error) {
          if (!(error instanceof RpcError)) throw error
          if (error.status === 503) refusedWith503++
          else if (error.kind === "network") return
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }
    const loops = Promise.all(diners.map((diner, index) => orderLoop(diner, String(index))))

    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const beforeFull = acknowledged.size
    // Fill every byte left (dd stops at "No space left on device").
    spawnSync("dd", ["if=/dev/zero", `of=${join(disk, "filler")}`, "bs=1M"], { encoding: "utf8" })

    // Within seconds: the server has exited, or it answers 503 (health or the diners' calls).
    let outcome: "exited" | "503" | "hung" = "hung"
    for (let waited = 0; waited < 30_000 && outcome === "hung"; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      if (server.exited()) outcome = "exited"
      else if (refusedWith503 > 0 || (await healthStatus(server.origin)) === 503) outcome = "503"
    }
    stop = true
    await loops
    expect(outcome).not.toBe("hung")
    const reason = outcome === "exited" ? (/^.*stops so that it can be restarted.*$/m.exec(server.output())?.[0] ?? "") : ""
    if (outcome === "exited") expect(reason).not.toBe("")
    expect(beforeFull).toBeGreaterThan(0)

    // Space returns; the server starts again on the same folder (after a SIGKILL if it still ran).
    await server.kill()
    rmSync(join(disk, "filler"), { force: true })
    server = await startServerProcess(env)
    try {
      const health = await fetch(`${server.origin}/api/health`)
      expect(health.status).toBe(200)
    } finally {
      await Promise.all(diners.map((diner) => diner.close()))
      await server.stop()
    }
    const stored = await storedOrderIds(env.DATA_DIR)
    expect(new Set(stored).size).toBe(stored.length)
    const lost = [...acknowledged.values()].filter((orderId) => !stored.includes(orderId))
    expect(lost).toEqual([])
    console.info(`full disk: ${outcome}${reason === "" ? "" : ` (${reason})`}; ${acknowledged.size} orders acknowledged (${beforeFull} before the disk filled), ${refusedWith503} calls answered 503, ${stored.length} stored, lost 0`)
  }, 120_000)
})

const healthStatus = async (origin: string): Promise<number | null> => {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) })).status
  } catch {
    return null
  }
}

