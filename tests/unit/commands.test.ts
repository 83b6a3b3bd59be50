import { Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../schema/events"
import { createCommands } from "../../streams/commands"
import { createEventLog } from "../../streams/event-log"
import type { ChangeRequest } from "../../streams/sources/cart-lane"
import { ok } from "../support/fake-rpc"
import { cart, menuOf, venueAnswer } from "../support/fixtures"
import { menuItem, variant, variantChoice } from "../support/menu-fixtures"
import { testApp } from "../support/test-app"

/**
 * The commands (streams/commands.ts): what the screens call. Each carries its arguments and
 * hands them to a source, or logs the diner's choice; the rules of picks are checked first.
 */
const sized = menuItem("Kottu", "Mains", 0, {
  variants: [
    variant({
      choices: [
        variantChoice("size", {
          required: true,
          min: 1,
          max: 1,
          options: [
            ["small", 0],
            ["large", 300],
          ],
        }),
      ],
    }),
  ],
})

/** The commands alone, their inputs recorded. */
const bare = () => {
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  const { commands, inputs } = createCommands({ state: log.getState, newKey: () => "key-0000000001" })
  const intents: DomainEvent[] = []
  const opens: string[] = []
  const changes = new Subject<ChangeRequest>()
  inputs.intents$.subscribe((event) => {
    intents.push(event)
    log.append(event, "intent")
  })
  inputs.opens$.subscribe((qrCode) => opens.push(qrCode))
  inputs.cartChanges$.subscribe(changes)
  return { commands, log, intents, opens, changes }
}

describe("the commands", () => {
  it("add what the command says, whatever the drawer shows, and close the drawer once it is in the cart", async () => {
    const { commands, log, fake, notes } = testApp({ cartAdd: () => ok(cart()) })
    log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake") }, "http")
    commands.openDrawer("item-Tea")
    expect(await commands.addToCart({ itemId: "item-Cake", variantId: "v1", selectedChoices: {}, quantity: 3 })).toBe(true)
    expect(fake.inputsOf("cartAdd").map(({ payload }) => payload)).toEqual([
      { id: "item-Cake", variantId: "v1", selectedChoices: {}, quantity: 3 },
    ])
    expect(log.getState().drawer.isOpen).toBe(false)
    expect(notes).toEqual([`success: toast.added {"quantity":3,"dish":"Cake","dishId":"item-Cake"}`])
  })

  it("refuse an add whose choices are unmet, logging the choice and its problem, and send nothing", async () => {
    const t = bare()
    t.log.append({ _tag: "v1.MenuReplaced", menu: { items: [sized] } }, "http")
    t.changes.subscribe(() => expect.unreachable("a refused add must not reach cart sync"))
    expect(await t.commands.addToCart({ itemId: sized.id, variantId: "v1", selectedChoices: {}, quantity: 1 })).toBe(false)
    expect(t.intents).toEqual([{ _tag: "v2.DrawerPickRefused", choiceId: sized.variants[0]?.choices[0]?.choice.id, problem: "required" }])
    expect(await t.commands.addToCart({ itemId: "item-Gone", variantId: "v1", selectedChoices: {}, quantity: 1 })).toBe(false)
    expect(t.intents).toHaveLength(1)
  })

  it("hand an add to cart sync with its catalogue text and a fresh intent id, and answer what cart sync settles", async () => {
    const t = bare()
    t.log.append({ _tag: "v1.MenuReplaced", menu: { items: [sized] } }, "http")
    const asked: ChangeRequest[] = []
    t.changes.subscribe((request) => asked.push(request))
    const added = t.commands.addToCart({ itemId: sized.id, variantId: "v1", selectedChoices: { size: ["large"] }, quantity: 2 })
    expect(asked.map(({ change }) => change)).toEqual([
      {
        _tag: "cartAdd",
        intentId: "key-0000000001",
        text: { id: "cart.pendingQuantity", values: { quantity: 2, dish: "Kottu", dishId: sized.id } },
        payload: { id: sized.id, variantId: "v1", selectedChoices: { size: ["large"] }, quantity: 2 },
      },
    ])
    asked[0]?.settle("refused")
    expect(await added).toBe(false)
  })

  it("log a pick the rules allow as the drawer's choices; a pick of a choice the dish lacks logs nothing", () => {
    const t = bare()
    t.log.append({ _tag: "v1.MenuReplaced", menu: { items: [sized] } }, "http")
    t.commands.openDrawer(sized.id)
    t.commands.pickOption("size", "large")
    expect(t.log.getState().drawer.selectedChoices).toEqual({ size: ["large"] })
    t.commands.pickOption("nothing", "large")
    expect(t.intents.map((event) => event._tag)).toEqual(["v1.DrawerOpened", "v1.DrawerChoicesChanged"])
  })

  it("open a table only when it is not the one open already", () => {
    const t = bare()
    t.commands.ensureVenue("demo-table-1")
    t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, "intent")
    t.log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer() }, "http")
    t.commands.ensureVenue("demo-table-1")
    t.commands.ensureVenue("demo-table-2")
    t.commands.openVenue("demo-table-2")
    expect(t.opens).toEqual(["demo-table-1", "demo-table-2", "demo-table-2"])
  })
})
