import { describe, expect, it, vi } from "vitest"
import { api } from "../../schema/api"
import { DishUnavailable, type ContractErrorSchema } from "../../schema/errors"
import { notFound, ok, refusal, type Script } from "../support/fake-rpc"
import { cart, menuOf, venueAnswer } from "../support/fixtures"
import { testApp } from "../support/test-app"
import english from "../../src/ui/i18n/messages/en.json"

/**
 * The app's reaction to every error the contract declares on the diner's cart, order and
 * orders calls (schema/api.ts `errors`), read from the contract itself so that an error added
 * to a call is covered here at once. The typed client turns a 404 into "not found" (spec
 * section 7) and refreshes the token once on a 401 before it gives up; what reaches the app
 * is the decoded error. The app is composed as the page composes it (tests/support/test-app.ts).
 * The diner is told in a message of the catalogues chosen by the error's tag, never in the
 * server's English (which stays out of the log).
 */
const setup = (script: Script) => {
  const t = testApp(script)
  t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
  t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea") }, "http")
  t.log.append({ _tag: "v1.CartReplaced", cart: cart() }, "http")
  return t
}

/** What the typed client answers or throws for this declared error. */
const answered = (error: ContractErrorSchema) => async () => {
  if (error.status === 404) return notFound
  throw refusal(error, `${error.tag}: what the server said`)
}

/** A toast note's message id ("error: refusal.busy {...}" → "refusal.busy"), checked to be in the catalogue and free of the server's words. */
const toldId = (notes: ReadonlyArray<string>): string => {
  expect(notes).toHaveLength(1)
  const note = notes[0] ?? ""
  expect(note).not.toContain("what the server said")
  const id = note.split(" ")[1] ?? ""
  expect(Object.keys(english)).toContain(id)
  return id
}

/** What a diner is told of each refusal of an add, by the error's tag. */
const addRefusals: Record<string, string> = {
  BadRequest: "refusal.cartChange",
  IdempotencyKeyReused: "refusal.cartChange",
  StorageUnavailable: "refusal.busy",
  IdentityUnavailable: "refusal.busy",
  NotSignedIn: "refusal.signIn",
  WrongTable: "refusal.wrongTable",
  SignInRequired: "refusal.signInRequired",
  DishUnavailable: "refusal.dishUnavailable",
  ChoiceRefused: "refusal.choiceRefused",
  QuantityCap: "refusal.quantityCap",
  CartFull: "refusal.cartFull",
}

const refusals = (errors: ReadonlyArray<ContractErrorSchema>) =>
  errors.filter((error) => error.status !== 404).map((error) => [error.tag, error] as const)
const notFounds = (errors: ReadonlyArray<ContractErrorSchema>) =>
  errors.filter((error) => error.status === 404).map((error) => [error.tag, error] as const)

describe("the app's reaction to each declared error", () => {
  it.each(refusals(api.cartAdd.errors))(
    "cart add refused with %s: the diner reads the tag's message, a dish by its id; a sold-out dish also refreshes the menu and the cart",
    async (tag, error) => {
      const t = setup({ cartAdd: answered(error), menuPick: async () => ok(menuOf("Tea")), cartGet: async () => ok(cart()) })
      expect(await t.commands.addToCart({ itemId: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 1 })).toBe(false)
      expect(toldId(t.notes)).toBe(addRefusals[tag])
      const namesDish = ((english as Record<string, string>)[addRefusals[tag] ?? ""] ?? "").includes("{dish}")
      if (namesDish) expect(t.notes[0]).toContain(`"dishId":"item-Tea"`)
      expect([...t.fake.names()].sort()).toEqual(tag === DishUnavailable.tag ? ["cartAdd", "cartGet", "menuPick"] : ["cartAdd"])
      expect(t.log.getState().drawer.isOpen).toBe(false)
    },
  )

  it.each(notFounds(api.cartAdd.errors))("cart add answered %s (404): the cart is null, as the spec says", async (_tag, error) => {
    const t = setup({ cartAdd: answered(error) })
    await t.commands.addToCart({ itemId: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 1 })
    expect(t.log.getState().cart).toBeNull()
  })

  it.each(refusals(api.cartUpdate.errors))(
    "cart update refused with %s: the diner reads the tag's message; a sold-out dish also refreshes the menu and the cart",
    async (tag, error) => {
      const t = setup({ cartUpdate: answered(error), menuPick: async () => ok(menuOf("Tea")), cartGet: async () => ok(cart()) })
      await t.commands.updateCartLine("line-1", {}, 2)
      const id = toldId(t.notes)
      if (tag === "LineAmbiguous") expect(id).toBe("refusal.lineAmbiguous")
      if (tag === "BadRequest") expect(id).toBe("refusal.cartChange")
      expect([...t.fake.names()].sort()).toEqual(tag === DishUnavailable.tag ? ["cartGet", "cartUpdate", "menuPick"] : ["cartUpdate"])
    },
  )

  it.each(notFounds(api.cartUpdate.errors))("cart update answered %s (404): the cart is null, as the spec says", async (_tag, error) => {
    const t = setup({ cartUpdate: answered(error) })
    await t.commands.updateCartLine("line-1", {}, 2)
    expect(t.log.getState().cart).toBeNull()
  })

  it.each(refusals(api.cartSubmit.errors))(
    "submit refused with %s: the cart is cleared (spec), the diner reads the tag's message, and the server's cart comes back (and the menu, for a sold-out dish)",
    async (tag, error) => {
      const t = setup({ cartSubmit: answered(error), cartGet: async () => ok(cart()), menuPick: async () => ok(menuOf("Tea")) })
      expect(await t.commands.submitCart()).toBeNull()
      const id = toldId(t.notes)
      // A send of the whole cart names no one dish; a bug on either side is "could not be sent".
      if (tag === DishUnavailable.tag) expect(id).toBe("refusal.dishesUnavailable")
      if (tag === "BadRequest" || tag === "IdempotencyKeyReused") expect(id).toBe("refusal.orderSend")
      if (tag === "CartEmpty") expect(id).toBe("refusal.cartEmpty")
      expect(t.log.getState().submitting).toBe(false)
      expect([...t.fake.names()].sort()).toEqual(
        tag === DishUnavailable.tag ? ["cartGet", "cartSubmit", "menuPick"] : ["cartGet", "cartSubmit"],
      )
      expect(t.log.getState().cart).toEqual(cart())
    },
  )

  it.each(notFounds(api.cartSubmit.errors))("submit answered %s (404): no order, the cart cleared", async (_tag, error) => {
    const t = setup({ cartSubmit: answered(error) })
    expect(await t.commands.submitCart()).toBeNull()
    expect(t.log.getState().cart).toBeNull()
  })

  it.each(refusals(api.ordersSearch.errors))(
    "orders search refused with %s: the bill says it failed (and offers to try again)",
    async (_tag, error) => {
      const t = setup({ orderStates: async () => ok([]), orderTransitions: async () => ok([]), ordersSearch: answered(error) })
      t.log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer({ qrCode: "table-1" }) }, "http")
      t.commands.fetchOrders()
      await vi.waitFor(() => expect(t.log.getState()).toMatchObject({ ordersStatus: "error", orders: [] }))
    },
  )
})
