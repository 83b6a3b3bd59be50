import { describe, expect, it } from "vitest"
import { meets, type Figure } from "../bench/figures"

const figure = (value: number | null, target: string): Figure => ({ name: "x", value, unit: "ms", target })

describe("a bench figure's verdict", () => {
  it("reads an upper and a lower bound", () => {
    expect(meets(figure(50, "<= 50"))).toBe(true)
    expect(meets(figure(51, "<= 50"))).toBe(false)
    expect(meets(figure(98, ">= 98"))).toBe(true)
    expect(meets(figure(97, ">= 98"))).toBe(false)
  })

  it("reads a range, both ends included (issue 25: LCP with scripts blocked within 10%)", () => {
    expect(meets(figure(0.9, "0.9–1.1"))).toBe(true)
    expect(meets(figure(1.1, "0.9–1.1"))).toBe(true)
    expect(meets(figure(0.89, "0.9–1.1"))).toBe(false)
    expect(meets(figure(1.11, "0.9-1.1"))).toBe(false)
  })

  it("reads an exact value (issue 47: a yes/no figure, 1 for yes)", () => {
    expect(meets(figure(1, "= 1"))).toBe(true)
    expect(meets(figure(0, "= 1"))).toBe(false)
  })

  it("gives no verdict without a target or a value", () => {
    expect(meets(figure(3000, "—"))).toBeNull()
    expect(meets(figure(null, "<= 50"))).toBeNull()
  })
})
