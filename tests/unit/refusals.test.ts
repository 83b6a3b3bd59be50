import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { DishUnavailable, ServerFault } from "../../schema/errors"
import english from "../../src/ui/i18n/messages/en.json"
import { refusalMessages, refusalText } from "../../streams/refusals"
import { refusal, unreachable } from "../support/fake-rpc"

const catalogue = english as Record<string, string>
const change = { id: "cart.pendingQuantity", values: { quantity: 2, dish: "Tea", dishId: "item-Tea" } } as const

describe("a refusal, as the diner is told it", () => {
  it("has a message for every error the contract's calls declare, and for none they do not", () => {
    const declared = new Set([...Object.values(api).flatMap((spec) => spec.errors.map((error) => error.tag)), ServerFault.tag])
    expect(Object.keys(refusalMessages).sort()).toEqual([...declared].sort())
  })

  it("says each in a message of the catalogues, naming the dish exactly when the message has one", () => {
    for (const [tag, entry] of Object.entries(refusalMessages)) {
      if (entry === null) continue
      expect(catalogue[entry.id], tag).toBeDefined()
      expect(catalogue[entry.id]?.includes("{dish}"), tag).toBe("dishless" in entry)
      const dishless = "dishless" in entry ? entry.dishless : null
      if (dishless !== null) expect(catalogue[dishless]?.includes("{"), tag).toBe(false)
    }
  })

  it("names the refused change's dish by its id; a send of the whole cart says 'some dishes'; a bug or an unknown failure, the action's own message", () => {
    const failed = { id: "refusal.cartChange", values: change.values } as const
    expect(refusalText(refusal(DishUnavailable, "Tea is not available right now."), failed, change)).toEqual({
      id: "refusal.dishUnavailable",
      values: change.values,
    })
    expect(refusalText(refusal(DishUnavailable, "Some dishes are gone: Tea."), { id: "refusal.orderSend" })).toEqual({
      id: "refusal.dishesUnavailable",
    })
    expect(refusalText(refusal(ServerFault, "boom"), failed, change)).toEqual(failed)
    expect(refusalText(new Error("a bug of the client"), { id: "refusal.orderSend" })).toEqual({ id: "refusal.orderSend" })
    expect(refusalText(unreachable(), { id: "refusal.orderSend" })).toEqual({ id: "refusal.offline" })
  })
})
