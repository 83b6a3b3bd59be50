import { filter, merge, Subject } from "rxjs"
import { describe, expect, it, vi } from "vitest"
import type { Cart, CartAddPayload } from "../../../schema/cart"
import type { TableCart, TableCartChanged, TableCartJoined, TableCartLine } from "../../../schema/table-cart"
import { shownCart } from "../../../src/domain/cart"
import { adderOf, peopleByAdder } from "../../../src/domain/table-cart"
import { fold } from "../../../src/domain/app-state"
import { createCommands } from "../../../streams/commands"
import { createEventLog } from "../../../streams/event-log"
import { mayFlush } from "../../../streams/sources/cart-lane"
import { fromSource } from "../../../streams/sources/sourced"
import { tableCartEvents } from "../../../streams/sources/table-cart"
import { fakeRpc, ok, unreachable } from "../../support/fake-rpc"
import { cart as ownCartOf, cartLine, menuOf, order } from "../../support/fixtures"

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

/**
 * What the server's join does with the diner's own cart (the real one: tests/contract/table-cart.test.ts):
 * the lines named move into the table's cart as the diner's, the others stay, refused as the
 * script says (by item id).
 */
interface OwnCartAtJoin {
  readonly own: Cart
  readonly refuse?: Readonly<Record<string, "DishUnavailable" | "CartFull">>
}

const setup = (atJoin: OwnCartAtJoin | null = null) => {
  let online = true
  let networkUp = true
  let version = 0
  /** Joins that never arrive before one does. */
  let joinsLost = 0
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
    tableCartJoin: () => {
      reachable()
      if (joinsLost > 0) {
        joinsLost -= 1
        throw unreachable("lost on its way")
      }
      version += 1
      if (atJoin === null) return ok({ cart: cart(), moved: [], kept: [], ownCart: null })
      const refused = atJoin.refuse ?? {}
      const moving = atJoin.own.items.filter((each) => refused[each.itemId] === undefined)
      const stays = atJoin.own.items.filter((each) => refused[each.itemId] !== undefined)
      for (const each of moving) lines.push({ ...each, id: `line-${lines.length + 1}`, addedBy: { yours: true, name: "Ana" } })
      const joined: TableCartJoined = {
        cart: cart(),
        moved: lines.slice(lines.length - moving.length).map((each) => each.id),
        kept: stays.map((each) => ({ id: each.id, itemId: each.itemId, reason: refused[each.itemId] ?? "CartFull" })),
        ownCart: { ...atJoin.own, items: stays },
      }
      return ok(joined)
    },
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
    loseJoins: (count: number) => (joinsLost = count),
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

  it("moves the own cart into the table's cart at the join: one event holds the table's cart, what moved and stayed (and why), and the own cart after", async () => {
    const own = ownCartOf({ items: [cartLine("own-1", "Tea", 400, { quantity: 2 }), cartLine("own-2", "Cake", 500)] })
    const t = setup({ own, refuse: { "item-Cake": "DishUnavailable" } })
    t.log.append({ _tag: "v1.CartReplaced", cart: own }, "http")
    expect(await t.commands.joinTableCart("Ana")).toBe(true)
    const state = t.log.getState()
    expect(state.tableCart?.items.map((each) => [each.itemId, each.quantity, adderOf(each.addedBy)])).toEqual([
      ["item-Tea", 2, { kind: "yours" }],
    ])
    // What stayed is the own cart, with why; the screen shows one cart, the table's, with it.
    expect(state.cart?.items.map((each) => each.id)).toEqual(["own-2"])
    expect(state.tableCartMove).toEqual({ moved: 1, kept: [{ id: "own-2", itemId: "item-Cake", reason: "DishUnavailable" }] })
    const shown = shownCart(state)
    expect(shown.kind === "table" && shown.notMoved.map((each) => each.id)).toEqual(["own-2"])
    // One event, in the log: a replay shows the same.
    const events = (await t.log.exportAll()).map(({ event }) => event)
    expect(events.filter((event) => event._tag === "v1.TableCartJoined")).toHaveLength(1)
    expect(fold(events)).toEqual(state)
    // The table's cart sent: what the join said of the move is said no more.
    await t.commands.sendTableCart()
    expect(t.log.getState().tableCartMove).toBeNull()
  })

  it("joins only once the own cart's waiting changes are sent: a join meanwhile is refused and says so, and moves nothing", async () => {
    const t = setup()
    t.log.append(
      {
        _tag: "v2.CartChangeQueued",
        change: {
          _tag: "cartAdd",
          intentId: "key-waiting-001",
          payload: { id: "item-Tea", selectedChoices: {}, quantity: 1 },
          text: { id: "cart.pendingQuantity", values: { quantity: 1, dish: "Tea", dishId: "item-Tea" } },
        },
      },
      "intent",
    )
    expect(await t.commands.joinTableCart("Ana")).toBe(false)
    expect(t.fake.inputsOf("tableCartJoin")).toEqual([])
    expect(t.log.getState()).toMatchObject({ tableCart: null, tableCartNotice: { id: "toast.waiting" }, tableCartBusy: null })
  })

  it("sends a join lost on its way again, after 1 s then 2 s, with its one key: the server moves the own cart once", async () => {
    vi.useFakeTimers()
    try {
      const own = ownCartOf({ items: [cartLine("own-1", "Tea", 400)] })
      const t = setup({ own })
      t.loseJoins(2)
      const joined = t.commands.joinTableCart(null)
      await vi.advanceTimersByTimeAsync(3_000)
      expect(await joined).toBe(true)
      const keys = t.fake.inputsOf("tableCartJoin").map((input) => input.idempotencyKey)
      expect(keys).toHaveLength(3)
      expect(new Set(keys).size).toBe(1)
      expect(t.log.getState().tableCartMove).toEqual({ moved: 1, kept: [] })
    } finally {
      vi.useRealTimers()
    }
  })
})
