import { afterEach, describe, expect, it } from "vitest"
import { appNeededAtOnce, firstInput } from "../../src/app/engagement"
import { INPUTS } from "../../src/domain/early-intent"

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
})

/** A stand-in for the browser's storages and languages, which the rule reads. */
const browserWith = ({
  session = {},
  local = {},
  languages = ["en"],
}: {
  session?: Record<string, string>
  local?: Record<string, string>
  languages?: string[]
}) => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null })
  Object.assign(globalThis, { sessionStorage: storage(session), localStorage: storage(local), location: { search: "" } })
  Object.defineProperty(globalThis, "navigator", { value: { languages }, configurable: true })
}

describe("whether a served page needs the app before the diner's first input", () => {
  const firstVisit = { route: "/venue", language: "en", kept: false }
  // Unit tests share their globals (isolate: false): each is put back as it was.
  const before = ["sessionStorage", "localStorage", "navigator", "location"].map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  )
  afterEach(() => {
    for (const [name, descriptor] of before) {
      if (descriptor === undefined) delete (globalThis as Record<string, unknown>)[name]
      else Object.defineProperty(globalThis, name, descriptor)
    }
  })

  it("does not on a first visit in the page's language: the page stands for the app", () => {
    browserWith({})
    expect(appNeededAtOnce(firstVisit)).toBe(false)
  })

  it("does on a reload (the tab has a session), a kept page, or a language the diner chose that is not the page's", () => {
    browserWith({ session: { "tableside.session": "s1" } })
    expect(appNeededAtOnce(firstVisit)).toBe(true)
    browserWith({})
    expect(appNeededAtOnce({ ...firstVisit, kept: true })).toBe(true)
    browserWith({ local: { "tableside.language": "ta" } })
    expect(appNeededAtOnce(firstVisit)).toBe(true)
    expect(appNeededAtOnce({ ...firstVisit, language: "ta" })).toBe(false)
  })

  it("does on a sign-in gate, which only the app's sign-in opens, even on a first visit", () => {
    browserWith({})
    expect(appNeededAtOnce({ ...firstVisit, route: "/venue/load" })).toBe(true)
  })
})
