import { filter, merge, Subject } from "rxjs"
import { describe, expect, it, vi } from "vitest"
import type { CartAddPayload } from "../../../schema/cart"
import type { TableCart, TableCartChanged, TableCartLine } from "../../../schema/table-cart"
import { adderOf, peopleByAdder } from "../../../src/domain/table-cart"
import { fold } from "../../../src/domain/app-state"
import { createCommands } from "../../../streams/commands"
import { createEventLog } from "../../../streams/event-log"
import { mayFlush } from "../../../streams/sources/cart-lane"
import { fromSource } from "../../../streams/sources/sourced"
import { tableCartEvents } from "../../../streams/sources/table-cart"
import { fakeRpc, ok, unreachable } from "../../support/fake-rpc"
import { menuOf, order } from "../../support/fixtures"

/**
 * The table cart ("Order together") on the client: streams/sources/table-cart.ts driven through
 * the commands, as the screens drive it, against a scripted server holding one table's cart
 * that another member changes too; the fold (src/domain/state/table-cart.ts) and its replay.
 * (The real server's side: tests/contract/table-cart.test.ts.)
 */

const line = (id: string, itemId: string, quantity: number, addedBy: TableCartLine["addedBy"]): TableCartLine => ({
  id,
  itemId,
  variantId: "v1",
  name: itemId,
  variantName: "",
  selectedChoices: {},
  choiceSummary: [],
  quantity,
  unitPrice: 100,
  price: 100 * quantity,
  available: true,
  addedBy,
})

const setup = () => {
  let online = true
  let networkUp = true
  let version = 0
  const lines: TableCartLine[] = []
  const reachable = () => {
    if (!networkUp) throw unreachable()
  }
  const cart = (): TableCart => ({
    serviceAreaId: "area-1",
    version,
    members: 2,
    items: [...lines],
    summery: { subtotal: 0, serviceCharge: 0, finalPrice: 0 },
    lastSend: null,
  })
  const fake = fakeRpc({
    tableCartJoin: () => (reachable(), (version += 1), ok(cart())),
    tableCartGet: () => (reachable(), ok(cart())),
    tableCartAdd: ({ payload }: { payload: CartAddPayload }) => {
      reachable()
      version += 1
      lines.push(line(`line-${lines.length + 1}`, payload.id, payload.quantity, { yours: true, name: "Ana" }))
      return ok(cart())
    },
    tableCartSubmit: () => {
      reachable()
      version += 1
      const sent = order({ id: "order-1", items: lines.map(({ addedBy, ...rest }) => ({ ...rest, addedBy: { name: addedBy.name } })) })
      lines.length = 0
      return ok({
        order: sent,
        cart: { ...cart(), lastSend: { orderId: "order-1", orderNumber: "#001", sentBy: { yours: true, name: "Ana" }, at: 1, version } },
        sentNow: true,
      })
    },
  })
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  let next = 1
  const newKey = () => `key-${String(next++).padStart(10, "0")}`
  const { commands, inputs } = createCommands({ state: log.getState, newKey })
  const changed = new Subject<TableCartChanged>()
  const notes: string[] = []
  merge(
    inputs.intents$.pipe(fromSource("intent")),
    tableCartEvents({
      rpc: fake.rpc,
      state: log.getState,
      isOnline: () => online,
      newKey,
      notify: (kind, text) => void notes.push(`${kind}: ${text.id}`),
      requests$: inputs.tableCartRequests$,
      changed$: changed,
      flushes$: log.events$.pipe(filter(({ event }) => mayFlush(event))),
    }),
  ).subscribe(({ event, source }) => log.append(event, source))
  log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake", "Juice") }, "http")
  /** Another member adds a line: the server's cart moves on, and the table's live feed says so. */
  const otherMemberAdds = (itemId: string) => {
    version += 1
    lines.push(line(`line-${lines.length + 1}`, itemId, 1, { yours: false, name: null }))
    changed.next({ serviceAreaId: "area-1", version, sentOrderId: null })
  }
  const add = (name: string) => commands.addToTableCart({ itemId: `item-${name}`, variantId: "v1", selectedChoices: {}, quantity: 1 })
  return {
    notes,
    commands,
    log,
    fake,
    add,
    otherMemberAdds,
    goOffline: () => ((online = false), (networkUp = false)),
    goOnline: () => ((online = true), (networkUp = true), log.append({ _tag: "v1.ConnectionChanged", state: "Online" }, "system")),
  }
}

describe("the table cart on the client", () => {
  it("joins, shows every member's line as the server marks it, and reads the cart again when the table's feed says it changed", async () => {
    const t = setup()
    expect(await t.commands.joinTableCart("Ana")).toBe(true)
    expect(t.fake.inputsOf("tableCartJoin")[0]?.payload).toEqual({ qr: "", firstName: "Ana" })
    expect(await t.add("Tea")).toBe(true)
    t.otherMemberAdds("item-Cake")
    await vi.waitFor(() => expect(t.log.getState().tableCart?.items).toHaveLength(2))
    expect(t.log.getState().tableCart?.items.map((each) => adderOf(each.addedBy))).toEqual([{ kind: "yours" }, { kind: "another" }])
  })

  it("queues the diner's changes while offline and sends them in order, each with its own key, when the connection returns", async () => {
    const t = setup()
    await t.commands.joinTableCart(null)
    t.goOffline()
    expect(await t.add("Cake")).toBe(true)
    expect(await t.add("Juice")).toBe(true)
    expect(t.log.getState().tableCartPending.map((change) => change.text)).toEqual([
      { id: "cart.pendingQuantity", values: { quantity: 1, dish: "Cake", dishId: "item-Cake" } },
      { id: "cart.pendingQuantity", values: { quantity: 1, dish: "Juice", dishId: "item-Juice" } },
    ])
    expect(t.fake.inputsOf("tableCartAdd")).toEqual([])
    t.goOnline()
    await vi.waitFor(() => expect(t.log.getState().tableCartPending).toEqual([]))
    const adds = t.fake.inputsOf("tableCartAdd")
    expect(adds.map((input) => input.payload.id)).toEqual(["item-Cake", "item-Juice"])
    const queued = (await t.log.exportAll()).flatMap(({ event }) => (event._tag === "v2.CartChangeQueued" ? [event.change.intentId] : []))
    expect(adds.map((input) => input.idempotencyKey)).toEqual(queued)
  })

  it("sends the cart with the version the diner saw; the log replays every line as the diner saw it", async () => {
    const t = setup()
    await t.commands.joinTableCart("Ana")
    await t.add("Tea")
    t.otherMemberAdds("item-Cake")
    await vi.waitFor(() => expect(t.log.getState().tableCart?.items).toHaveLength(2))
    const seen = t.log.getState().tableCart
    const sent = await t.commands.sendTableCart()
    expect(t.fake.inputsOf("tableCartSubmit")[0]?.payload).toEqual({ seenVersion: seen?.version })
    expect(sent?.order.items.map((each) => each.addedBy)).toEqual([{ name: "Ana" }, { name: null }])
    expect(t.log.getState().tableCart?.lastSend?.sentBy).toEqual({ yours: true, name: "Ana" })
    expect(t.notes).toEqual(["success: toast.tableSentByYou"])
    expect(t.log.getState().orders.map((each) => each.id)).toContain("order-1")
    expect(peopleByAdder(sent?.order.items ?? []).map((person) => [person.adder, person.lineIds])).toEqual([
      [{ kind: "named", name: "Ana" }, ["line-1"]],
      [{ kind: "another" }, ["line-2"]],
    ])
    // A replay of the log passes through the cart the diner saw before the send.
    const events = (await t.log.exportAll()).map(({ event }) => event)
    const beforeSend = events.findIndex((event) => event._tag === "v1.TableCartSent")
    expect(fold(events.slice(0, beforeSend)).tableCart).toEqual(seen)
    expect(fold(events).tableCart).toEqual(t.log.getState().tableCart)
  })
})
