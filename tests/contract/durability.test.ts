import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { CartEmpty } from "../../schema/errors"
import { RpcError } from "../../streams/rpc"
import { signInDiner } from "../support/diner"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { storedOrderIds } from "../support/stored-rows"

const dataDir = mkdtempSync(join(tmpdir(), "tableside-durability-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/**
 * Kill the server with SIGKILL in the middle of a load of cart adds and submits, start it again
 * on the same PGlite folder: every acknowledged order and cart line is there, none twice, and
 * retrying the interrupted submits with their keys gives one order each.
 */
describe("durability across SIGKILL", () => {
  it("keeps every acknowledged order and cart line, once", async () => {
    let server: ServerProcess = await startServerProcess({ DATA_DIR: dataDir })
    const orderer = await signInDiner(server.origin)
    const adder = await signInDiner(server.origin)
    const acknowledged = new Map<string, string>() // idempotency key → order id
    const attempted: string[] = []
    let linesAcknowledged = 0
    let stop = false

    const orderLoop = (async () => {
      for (let i = 0; !stop; i++) {
        const key = `durable-order-${String(i).padStart(4, "0")}`
        try {
          await orderer.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
          attempted.push(key)
          const answer = await orderer.rpc(api.cartSubmit, { idempotencyKey: key })
          if (answer._tag === "Ok") acknowledged.set(key, answer.body.id)
        } catch (error) {
          if (!(error instanceof RpcError)) throw error
          return
        }
      }
    })()
    // Dishes without choices, taken in turn: each line stays under the 99 a line may hold.
    const dishes = ["item-love-cake", "item-king-coconut", "item-faluda", "item-milk-hopper", "item-fish-cutlets", "item-egg-rolls"]
    const addLoop = (async () => {
      while (!stop) {
        try {
          await adder.rpc(api.cartAdd, {
            payload: { id: dishes[linesAcknowledged % dishes.length] ?? "item-love-cake", selectedChoices: {}, quantity: 1 },
          })
          linesAcknowledged++
          if (linesAcknowledged >= dishes.length * 98) return
        } catch (error) {
          if (!(error instanceof RpcError)) throw error
          return
        }
      }
    })()

    await new Promise((resolve) => setTimeout(resolve, 2500))
    await server.kill()
    stop = true
    await Promise.all([orderLoop, addLoop])
    expect(acknowledged.size).toBeGreaterThan(3)
    expect(linesAcknowledged).toBeGreaterThan(3)

    server = await startServerProcess({ DATA_DIR: dataDir })
    let quantity: number
    try {
      // The cart lines survived with at least every acknowledged add (an add in flight may have committed too).
      const cart = await (await signInDinerAs(adder, server.origin)).rpc(api.cartGet, {})
      quantity = cart._tag === "Ok" ? cart.body.items.reduce((sum, line) => sum + line.quantity, 0) : 0
      expect(quantity).toBeGreaterThanOrEqual(linesAcknowledged)
      expect(quantity).toBeLessThanOrEqual(linesAcknowledged + 1)

      // Retrying every attempted submit with its key answers the acknowledged order, never a new
      // one. The submit cut short by the kill (never acknowledged) committed or did not: its retry
      // answers its order, or sends the cart now, or finds the cart empty (its add was cut short too).
      const retried = await signInDinerAs(orderer, server.origin)
      for (const key of attempted) {
        const outcome = await retried.rpc(api.cartSubmit, { idempotencyKey: key }).then(
          (answer) => (answer._tag === "Ok" ? { order: answer.body.id } : { refused: "not found" }),
          (error: unknown) => ({ refused: error instanceof RpcError ? (error.error?._tag ?? error.message) : String(error) }),
        )
        const order = acknowledged.get(key)
        if (order !== undefined) expect(outcome, `retry of acknowledged ${key}`).toEqual({ order })
        else if ("refused" in outcome) expect(outcome, `retry of ${key}, cut short by the kill`).toEqual({ refused: CartEmpty.tag })
      }
    } finally {
      await orderer.close()
      await adder.close()
      await server.stop()
    }
    // Every acknowledged order is stored, and the retries made none twice.
    const stored = new Set(await storedOrderIds(dataDir))
    for (const orderId of acknowledged.values()) expect(stored.has(orderId)).toBe(true)
    expect(stored.size).toBeLessThanOrEqual(attempted.length)
    console.info(
      `durability: ${acknowledged.size} orders and ${linesAcknowledged} cart adds acknowledged before SIGKILL; ${stored.size} orders stored, cart quantity ${quantity}; lost 0`,
    )
  }, 90_000)
})

/** The same signed-in user, calling another server origin (after the restart). */
const signInDinerAs = async (diner: Awaited<ReturnType<typeof signInDiner>>, origin: string) => {
  const { createRpc } = await import("../../streams/rpc")
  return {
    rpc: createRpc({
      fetch,
      baseUrl: origin,
      session: () => ({ token: diner.token(), tenantId: "tenant-lotus", qrCode: "demo-table-1" }),
      refreshToken: diner.refresh,
      log: () => undefined,
    }),
  }
}
