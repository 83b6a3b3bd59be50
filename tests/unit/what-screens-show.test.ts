import { describe, expect, it } from "vitest"
import { fold } from "../../src/domain/app-state"
import { ok, unreachable, failWith } from "../support/fake-rpc"
import { cart, cartLine, menuOf } from "../support/fixtures"
import { catalogueEnglishIn } from "../support/no-english"
import { testApp } from "../support/test-app"

/**
 * What a screen shows beyond the server's answers is in the log too, so a replayed log shows it:
 * the Google sign-in (chooser, on its way, its error), the home page's refused code, the table to
 * go back to, and the cart's waiting changes, stored as catalogue messages with their values.
 */
describe("what the screens show, from the log", () => {
  it("keeps the Google sign-in's chooser, its call on its way and its error in the state, and a replay of the log gives the same", async () => {
    let fail: (error: Error) => void = () => undefined
    const t = testApp({}, { google: () => new Promise((_, reject) => (fail = reject)) })
    t.commands.openAccountChooser()
    t.commands.signInWithGoogle({ email: "not an address", name: "" })
    expect(t.log.getState().google).toEqual({ chooserOpen: true, busy: false, problem: { id: "gate.badEmail" } })
    expect(t.auth.googleSignIns).toEqual([])
    t.commands.signInWithGoogle({ email: " nimali@example.com ", name: "" })
    expect(t.log.getState().google).toEqual({ chooserOpen: true, busy: true, problem: null })
    t.commands.signInWithGoogle({ email: "nimali@example.com", name: "Nimali" }) // pressed again while on its way: ignored
    expect(t.auth.googleSignIns).toEqual([{ email: "nimali@example.com", name: "nimali@example.com" }])
    fail(new Error("auth/popup-closed-by-user"))
    await expect.poll(() => t.log.getState().google.busy).toBe(false)
    expect(t.log.getState().google.problem).toEqual({ id: "gate.failedBecause", reason: "auth/popup-closed-by-user" })
    const logged = (await t.log.exportAll()).map(({ event }) => event)
    expect(fold(logged).google).toEqual(t.log.getState().google)
  })

  it("ends a Google sign-in that went through with nothing to say", async () => {
    const t = testApp({})
    t.commands.signInWithGoogle(null)
    await expect.poll(() => t.tags()).toEqual(["v1.GoogleSignInStarted", "v1.GoogleSignInSucceeded"])
    expect(t.log.getState().google).toEqual({ chooserOpen: false, busy: false, problem: null })
  })

  it("refuses a code that is no table code on the home page, until the diner goes on", () => {
    const t = testApp({})
    expect(t.commands.checkTableCode("not a code!")).toBe(false)
    expect(t.log.getState().tableCodeRefused).toBe(true)
    expect(t.commands.checkTableCode("demo-table-1")).toBe(true)
    t.commands.showScreen("/demo-table-1")
    expect(t.log.getState().tableCodeRefused).toBe(false)
  })

  it("logs the table the page found kept apart from the log, once, and follows the tables opened after", () => {
    const t = testApp({}, { storedTable: "demo-table-1" })
    expect(t.log.getState().lastTable).toBe("demo-table-1")
    t.commands.clearVenue()
    expect(t.log.getState().lastTable).toBeNull()
    expect(testApp({}).log.getState().lastTable).toBeNull()
  })

  it("stores a waiting cart change as a catalogue message with its values, never an English sentence", async () => {
    const t = testApp({ cartAdd: failWith(unreachable()), cartUpdate: failWith(unreachable()), cartGet: () => ok(cart()) })
    t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake") }, "http")
    t.log.append({ _tag: "v1.CartReplaced", cart: cart({ items: [cartLine("line-1", "Cake", 500)] }) }, "http")
    expect(await t.commands.addToCart({ itemId: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 2 })).toBe(true)
    await t.commands.updateCartLine("line-1", {}, 0)
    const stored = (await t.log.exportAll()).flatMap(({ event }) => (event._tag === "v2.CartChangeQueued" ? [event.change] : []))
    expect(stored.map((change) => change.text)).toEqual([
      { id: "cart.pendingQuantity", values: { quantity: 2, dish: "Tea", dishId: "item-Tea" } },
      { id: "cart.pendingRemove", values: { quantity: 0, dish: "Cake", dishId: "item-Cake" } },
    ])
    expect(stored.map((change) => Object.keys(change).sort())).toEqual([
      ["_tag", "intentId", "payload", "text"],
      ["_tag", "intentId", "payload", "text"],
    ])
    expect(catalogueEnglishIn(JSON.stringify(stored))).toEqual([])
  })
})
