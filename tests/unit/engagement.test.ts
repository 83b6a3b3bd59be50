import { afterEach, describe, expect, it } from "vitest"
import { EARLY_TAP_SCRIPT } from "../../server/http/early-tap"
import { firstInput, INPUTS } from "../../src/app/engagement"

/** Whether `promise` has settled by the time the tasks queued so far have run. */
const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe("the diner's first input on a served menu", () => {
  afterEach(() => {
    delete (globalThis as { tablesideTap?: unknown }).tablesideTap
  })

  it("waits for a touch, a press, a key or a wheel, and not for a scroll the page makes itself", async () => {
    for (const input of INPUTS) {
      const page = new EventTarget()
      const begun = firstInput(page)
      page.dispatchEvent(new Event("scroll"))
      expect(await settled(begun), `before ${input}`).toBe(false)
      page.dispatchEvent(new Event(input))
      expect(await settled(begun), input).toBe(true)
    }
  })

  it("is there at once when the page's own first script heard one before the app's code ran", async () => {
    ;(globalThis as { tablesideTap?: unknown }).tablesideTap = { intents: [], used: true }
    expect(await settled(firstInput(new EventTarget()))).toBe(true)
  })

  it("is heard by the page's first script as the same inputs", () => {
    expect(EARLY_TAP_SCRIPT).toContain(JSON.stringify(INPUTS))
  })
})
