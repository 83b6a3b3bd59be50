import { describe, expect, it } from "vitest"
import type { OrderStatus } from "../../schema/order"
import type { StaffRequestKind } from "../../schema/staff-request"
import { kindLabelIn, requestLabelIn, stateNameIn } from "../../src/domain/service-language"

/** Server-given names in the diner's language, each falling back to the venue's own. */
describe("order states and request kinds in the diner's language", () => {
  const served: OrderStatus = {
    id: "state-served",
    stateName: "Served",
    color: "#3d3d3d",
    translations: { si: { stateName: "පිළිගැන්වූවා" }, ta: {} },
  }
  const kinds: ReadonlyArray<StaffRequestKind> = [
    { id: "water", label: "Water", translations: { ta: { label: "தண்ணீர்" } } },
    { id: "bill", label: "Bill" },
  ]

  it("takes the translation of the language, else of its base language, else the venue's name", () => {
    expect(stateNameIn(served, "si")).toBe("පිළිගැන්වූවා")
    expect(stateNameIn(served, "si-LK")).toBe("පිළිගැන්වූවා")
    expect(stateNameIn(served, "ta")).toBe("Served")
    expect(stateNameIn({ id: "s", stateName: "Placed", color: "#000000" }, "si")).toBe("Placed")
    expect(kindLabelIn(kinds[0] ?? { id: "x", label: "x" }, "ta")).toBe("தண்ணீர்")
  })

  it("names a request by its kind's translation, else by the label it was made with", () => {
    expect(requestLabelIn({ kind: "water", label: "Water" }, kinds, "ta")).toBe("தண்ணீர்")
    expect(requestLabelIn({ kind: "water", label: "Water" }, kinds, "en")).toBe("Water")
    expect(requestLabelIn({ kind: "bill", label: "Bill" }, kinds, "ta")).toBe("Bill")
    expect(requestLabelIn({ kind: "waiter", label: "Waiter" }, kinds, "ta")).toBe("Waiter")
  })
})
