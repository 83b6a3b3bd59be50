import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { CartLine } from "../../schema/cart"
import type { Menu } from "../../schema/menu"
import type { RunningServer } from "../../server/start-server"
import { unitPrice } from "../../src/domain/pricing"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { startTestServer } from "../support/test-server"

/**
 * A property of "Order together" against the real server (here, not in tests/property, since
 * it needs the Auth emulator this project starts): for any interleaving of three members'
 * adds, changes and removals with one send, the order plus the cart left hold exactly the
 * lines that were added and not removed, each with its adder's last quantity, its adder's
 * name, and the price the pricing rule gives (src/domain/pricing.ts). Members act at once,
 * each one step at a time, in rounds; the send runs in one of the rounds, racing the others.
 */

const NAMES = ["Ana", "Ben", null] as const
const DISHES = ["item-ceylon-tea", "item-love-cake", "item-fish-cutlets"]

type Step =
  | { kind: "add"; dish: number; quantity: number }
  | { kind: "change"; line: number; quantity: number }
  | { kind: "remove"; line: number }
  | { kind: "rest" }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), dish: fc.nat({ max: DISHES.length - 1 }), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant("change" as const), line: fc.nat(), quantity: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant("remove" as const), line: fc.nat() }),
  fc.constant({ kind: "rest" as const }),
)
/** Rounds of one step per member, and the round the send runs in (by which member). */
const plan = fc.record({
  rounds: fc.array(fc.tuple(step, step, step), { minLength: 1, maxLength: 5 }),
  sendRound: fc.nat(),
  sender: fc.nat({ max: 2 }),
})

interface Expected {
  readonly adder: string | null
  quantity: number
}

describe.each(testDatabases())("order together under any interleaving, on $name", (database) => {
  let server: RunningServer | undefined
  let members: TestDiner[] = []
  let menu: Menu = { items: [] }

  beforeAll(async () => {
    server = await startTestServer({ db: await database.location() })
    const origin = server.origin
    members = await Promise.all(NAMES.map(() => signInDiner(origin, DEMO_TABLE)))
    const answer = await members[0]?.rpc(api.menuPick, { params: { qrCode: DEMO_TABLE.qrCode } })
    if (answer?._tag !== "Ok") throw new Error("the demo menu did not load")
    menu = answer.body
  })
  afterAll(async () => {
    await Promise.all(members.map((member) => member.close()))
    await server?.close()
    await database.drop()
  })

  it("keeps every line added: in the order or in the cart, with its quantity, adder and price", async () => {
    const origin = server?.origin ?? ""
    await fc.assert(
      fc.asyncProperty(plan, async ({ rounds, sendRound, sender }) => {
        await sendCall(origin, callSpec("operatorSettle"), OPERATOR, { params: { qrCode: DEMO_TABLE.qrCode } })
        for (const [index, member] of members.entries()) {
          const firstName = NAMES[index]
          // The table settled: each member starts a new order (joins its next visit), as the app offers.
          await member.rpc(api.visitJoin, {})
          await member.rpc(api.tableCartJoin, {
            payload: typeof firstName === "string" ? { qr: DEMO_TABLE.qrCode, firstName } : { qr: DEMO_TABLE.qrCode },
          })
        }
        const expected = new Map<string, Expected>()
        const own: string[][] = members.map(() => [])
        const sent = new Set<string>()
        let order: ReadonlyArray<CartLine> = []
        const act = async (index: number, next: Step): Promise<void> => {
          const member = members[index]
          const lines = own[index] ?? []
          if (member === undefined || next.kind === "rest") return
          if (next.kind === "add") {
            const answer = await member.rpc(api.tableCartAdd, {
              payload: { id: DISHES[next.dish] ?? "", selectedChoices: {}, quantity: next.quantity },
            })
            const added = answer._tag === "Ok" ? answer.body.items.filter((line) => line.addedBy.yours).at(-1) : undefined
            if (added === undefined) throw new Error("an add answered no line of the adder's")
            expected.set(added.id, { adder: NAMES[index] ?? null, quantity: next.quantity })
            lines.push(added.id)
            return
          }
          const lineId = lines[next.line % Math.max(1, lines.length)]
          if (lineId === undefined || sent.has(lineId)) return
          const quantity = next.kind === "remove" ? 0 : next.quantity
          const answer = await member.rpc(api.tableCartUpdate, { payload: { id: lineId, selectedChoices: {}, quantity } })
          // Gone: the send took it first, with the quantity it had.
          if (answer._tag === "NotFound") return void sent.add(lineId)
          const kept = expected.get(lineId)
          if (quantity === 0) expected.delete(lineId)
          else if (kept !== undefined) kept.quantity = quantity
        }
        const send = async (): Promise<void> => {
          const member = members[sender]
          if (member === undefined) return
          const seen = await member.rpc(api.tableCartGet, {})
          if (seen._tag !== "Ok" || seen.body.items.length === 0) return
          const answer = await member.rpc(api.tableCartSubmit, { payload: { seenVersion: seen.body.version } }).catch(() => null)
          if (answer?._tag === "Ok") order = answer.body.order.items
        }
        for (const [round, steps] of rounds.entries()) {
          await Promise.all([...steps.map((each, index) => act(index, each)), ...(round === sendRound % rounds.length ? [send()] : [])])
        }
        const left = await members[0]?.rpc(api.tableCartGet, {})
        const cart: ReadonlyArray<CartLine> = left?._tag === "Ok" ? left.body.items : []
        const held = [...order, ...cart]
        expect(held.map((line) => line.id).sort()).toEqual([...expected.keys()].sort())
        for (const line of held) {
          expect(line.addedBy?.name).toBe(expected.get(line.id)?.adder)
          expect(line.quantity).toBe(expected.get(line.id)?.quantity)
          const variant = menu.items.find((item) => item.id === line.itemId)?.variants.find((candidate) => candidate.id === line.variantId)
          if (variant === undefined) throw new Error(`no variant ${line.variantId} on the menu`)
          expect([line.unitPrice, line.price]).toEqual([
            unitPrice(variant, line.selectedChoices),
            unitPrice(variant, line.selectedChoices) * line.quantity,
          ])
        }
      }),
      { seed: 20261125, numRuns: Number(process.env["FC_RUNS"] ?? 12) },
    )
  })
})
