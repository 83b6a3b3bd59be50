import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it, vi } from "vitest"
import { api } from "../../schema/api"
import { RpcError } from "../../streams/rpc"
import { signInDiner } from "../support/diner"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { storedRows } from "../support/stored-rows"

/**
 * A full disk under load: the PGlite folder on a small tmpfs, filled while diners order. The
 * server must answer 503 or exit within seconds (never hang), and after space returns and a
 * restart on the same folder the server is healthy and every acknowledged order is stored, once.
 * A server that answers 503 rather than exiting must say why in /api/health: the database.
 */
const root = mkdtempSync(join(tmpdir(), "tableside-full-disk-"))
const disk = join(root, "disk")
mkdirSync(disk)
// Mounting needs root (CAP_SYS_ADMIN); where it is refused the test says so and is skipped.
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=96m", "tmpfs", disk], { encoding: "utf8" })
const mountRefusal =
  mounted.status === 0 ? null : `mount -t tmpfs is not permitted here (${(mounted.stderr || String(mounted.error)).trim()})`
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
    const attempted = new Set<string>() // every key a submit was sent with, answered or not
    let refusedWith503 = 0
    let stop = false
    const orderLoop = async (diner: (typeof diners)[number], name: string) => {
      for (let i = 0; !stop; i++) {
        const key = `full-disk-${name}-${String(i).padStart(5, "0")}`
        try {
          await diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
          attempted.add(key)
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
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && outcome === "hung";) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      if (server.exited()) outcome = "exited"
      else if (refusedWith503 > 0 || (await healthOf(server.origin))?.status === 503) outcome = "503"
    }
    if (outcome === "503") {
      // Refusing is not enough: the supervisor's check must say what is down (unless the server exits meanwhile).
      await vi.waitFor(
        async () => {
          if (!server.exited()) expect(await healthOf(server.origin)).toMatchObject({ status: 503, body: { ok: false, database: "down" } })
        },
        { timeout: 10_000, interval: 250 },
      )
      if (server.exited()) outcome = "exited"
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
    // Each stored order with the key of the submit that answered it (the stored answer is the
    // order): every acknowledged one under its own key, and
    // no more orders than submits sent (the acknowledged plus those in flight), none twice.
    const stored = await storedRows<{ id: string; key: string | null }>(
      { kind: "pglite", dataDir: env.DATA_DIR },
      "select o.id, k.key from orders o left join idempotency_keys k on k.call = 'cartSubmit' and k.answer->>'id' = o.id",
    )
    const storedByKey = new Map(stored.map((row) => [row.key, row.id]))
    const lost = [...acknowledged].filter(([key, orderId]) => storedByKey.get(key) !== orderId)
    expect(lost).toEqual([])
    expect(stored.length).toBeLessThanOrEqual(attempted.size)
    expect(stored.filter((row) => row.key === null || !attempted.has(row.key))).toEqual([])
    expect(storedByKey.size).toBe(stored.length)
    console.info(
      `full disk: ${outcome}${reason === "" ? "" : ` (${reason})`}; ${acknowledged.size} orders acknowledged (${beforeFull} before the disk filled) of ${attempted.size} submits, ${refusedWith503} calls answered 503, ${stored.length} stored, lost 0`,
    )
  }, 120_000)
})

/** /api/health's answer, or null when the server does not answer; it may take the query timeout (2 s) to find the database down. */
const healthOf = async (origin: string): Promise<{ status: number; body: unknown } | null> => {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) })
    return { status: response.status, body: await response.json() }
  } catch {
    return null
  }
}
