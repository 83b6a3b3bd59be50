import { describe, expect, it } from "vitest"
import type { CartLine } from "../../schema/cart"
import type { ReceiptLine } from "../../schema/payment"
import { againAnswer, lineAgain, orderAgain, pastLineOfOrder, pastLineOfReceipt, type PastLine } from "../../src/domain/order-again"
import { fold } from "../../src/domain/app-state"
import { ok } from "../support/fake-rpc"
import { cart, cartLine, menuOf } from "../support/fixtures"
import { menuItem, variant, variantChoice } from "../support/menu-fixtures"
import { testApp } from "../support/test-app"

const size = variantChoice("size", {
  required: true,
  max: 1,
  options: [
    ["small", 0],
    ["large", 300],
  ],
})
const kottu = menuItem("Kottu", "Mains", 0, { variants: [variant({ id: "kottu-v", price: 1200, choices: [size] })] })
const tea = menuItem("Tea", "Drinks", 1, { variants: [variant({ id: "tea-v", price: 200 })] })
const menu = [kottu, tea]

const past = (overrides: Partial<PastLine> = {}): PastLine => ({
  key: "line-1",
  itemId: kottu.id,
  variantId: "kottu-v",
  name: "Kottu",
  selectedChoices: { size: ["large"] },
  quantity: 2,
  note: "no onions",
  paid: 3000,
  ...overrides,
})

describe("Add again", () => {
  it("adds a line as it was ordered, at today's price, its note carried over", () => {
    expect(lineAgain(past(), menu)).toEqual({
      _tag: "Addable",
      line: past(),
      add: { itemId: kottu.id, variantId: "kottu-v", selectedChoices: { size: ["large"] }, quantity: 2, note: "no onions" },
      today: 3000,
      priceChanged: false,
    })
  })

  it("says so when today's price is not what the line came to", () => {
    const dearer = menuItem("Kottu", "Mains", 0, { variants: [variant({ id: "kottu-v", price: 1400, choices: [size] })] })
    expect(lineAgain(past(), [dearer, tea])).toMatchObject({ _tag: "Addable", today: 3400, priceChanged: true })
  })

  it("does not add a dish off the menu, or one a receipt did not name", () => {
    expect(lineAgain(past(), [tea])).toMatchObject({ _tag: "NotAddable", reason: "offMenu" })
    expect(lineAgain(past({ itemId: undefined, variantId: undefined }), menu)).toMatchObject({ _tag: "NotAddable", reason: "offMenu" })
  })

  it("does not add a dish sold out: taken off (every variant disabled) or its variant disabled", () => {
    const takenOff = { ...kottu, variants: kottu.variants.map((one) => ({ ...one, enabled: false })) }
    expect(lineAgain(past(), [takenOff, tea])).toMatchObject({ _tag: "NotAddable", reason: "soldOut" })
    const twoVariants = {
      ...kottu,
      variants: [{ ...variant({ id: "kottu-v", choices: [size] }), enabled: false }, variant({ id: "other" })],
    }
    expect(lineAgain(past(), [twoVariants, tea])).toMatchObject({ _tag: "NotAddable", reason: "soldOut" })
  })

  it("does not add a dish whose variant or choices changed", () => {
    const otherVariant = { ...kottu, variants: [variant({ id: "new-v", choices: [size] })] }
    expect(lineAgain(past(), [otherVariant, tea])).toMatchObject({ _tag: "NotAddable", reason: "changed" })
    const optionGone = variantChoice("size", { required: true, max: 1, options: [["small", 0]] })
    const fewerSizes = { ...kottu, variants: [variant({ id: "kottu-v", choices: [optionGone] })] }
    expect(lineAgain(past(), [fewerSizes, tea])).toMatchObject({ _tag: "NotAddable", reason: "changed" })
    const spice = variantChoice("spice", { required: true, max: 1, options: [["mild", 0]] })
    const newChoice = { ...kottu, variants: [variant({ id: "kottu-v", choices: [size, spice] })] }
    expect(lineAgain(past(), [newChoice, tea])).toMatchObject({ _tag: "NotAddable", reason: "changed" })
  })

  it("answers a whole order line by line: what is added, and what is not and why", () => {
    const teaLine = past({
      key: "line-2",
      itemId: tea.id,
      variantId: "tea-v",
      name: "Tea",
      selectedChoices: {},
      quantity: 1,
      note: "",
      paid: 150,
    })
    const gone = past({ key: "line-3", itemId: "item-gone", name: "Hoppers", quantity: 3 })
    const outcomes = orderAgain([past(), teaLine, gone], menu)
    expect(outcomes.map((outcome) => [outcome.line.key, outcome._tag])).toEqual([
      ["line-1", "Addable"],
      ["line-2", "Addable"],
      ["line-3", "NotAddable"],
    ])
    expect(againAnswer("order-1", outcomes)).toEqual({
      at: "order-1",
      added: [
        { dishId: kottu.id, name: "Kottu", quantity: 2, priceChanged: false },
        { dishId: tea.id, name: "Tea", quantity: 1, priceChanged: true },
      ],
      notAdded: [{ dishId: "item-gone", name: "Hoppers", quantity: 3, reason: "offMenu" }],
    })
  })

  it("reads an order's line and a receipt's line alike", () => {
    const ordered: CartLine = {
      id: "line-9",
      itemId: tea.id,
      variantId: "tea-v",
      name: "Tea",
      variantName: "Standard",
      selectedChoices: {},
      choiceSummary: [],
      quantity: 2,
      unitPrice: 200,
      price: 400,
      available: true,
      note: " hot ",
    }
    const paid: ReceiptLine = {
      key: "order-1/line-9",
      name: "Tea",
      quantity: 2,
      amount: 400,
      itemId: tea.id,
      variantId: "tea-v",
      note: "hot",
    }
    const fromOrder = pastLineOfOrder(ordered)
    expect(fromOrder).toEqual({
      key: "line-9",
      itemId: tea.id,
      variantId: "tea-v",
      name: "Tea",
      selectedChoices: {},
      quantity: 2,
      note: "hot",
      paid: 400,
    })
    expect(pastLineOfReceipt(paid)).toEqual({ ...fromOrder, key: "order-1/line-9" })
    expect(pastLineOfReceipt({ key: "o/k", name: "Old dish", quantity: 1, amount: 100 })).toMatchObject({
      itemId: undefined,
      selectedChoices: {},
      note: "",
    })
  })
})

describe("the addAgain command", () => {
  it("sends a cart add of each line today's menu offers, as it was ordered, and logs what it did and did not add", async () => {
    const { commands, log, fake } = testApp({ cartAdd: () => ok(cart()) })
    log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake") }, "http")
    const lines = [cartLine("line-1", "Tea", 150, { quantity: 2, note: "no sugar" }), cartLine("line-2", "Hoppers", 300)].map(
      pastLineOfOrder,
    )
    expect(await commands.addAgain("order-1", lines)).toEqual([true])
    // The server prices the add: no price travels with it.
    expect(fake.inputsOf("cartAdd").map(({ payload }) => payload)).toEqual([
      { id: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 2, note: "no sugar" },
    ])
    expect(log.getState().addedAgain).toEqual({
      at: "order-1",
      added: [{ dishId: "item-Tea", name: "Tea", quantity: 2, priceChanged: true }],
      notAdded: [{ dishId: "item-Hoppers", name: "Hoppers", quantity: 1, reason: "offMenu" }],
    })
  })

  it("is said on the screen it was tapped on until another screen is shown", () => {
    const answered = { _tag: "v1.AddAgainAnswered", at: "receipt-1", added: [], notAdded: [] } as const
    expect(fold([answered]).addedAgain).toEqual({ at: "receipt-1", added: [], notAdded: [] })
    expect(fold([answered, { _tag: "v1.ScreenShown", path: "/venue/cart" }]).addedAgain).toBeNull()
  })
})
