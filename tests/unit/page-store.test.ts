import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../schema/events"
import type { Menu } from "../../schema/menu"
import { createPageStore } from "../../src/app/page-store"
import { fold } from "../../src/domain/app-state"
import { keepEqual } from "../../src/store/keep-equal"
import { fakeAuth } from "../support/fake-auth"
import { ok } from "../support/fake-rpc"
import { cart, menuOf, venueAnswer } from "../support/fixtures"
import { testApp } from "../support/test-app"

/**
 * A table's menu the server drew is hydrated from the page's own store (src/app/page-store.ts):
 * the fold of the events the page carries. The app's store takes it over once it holds the
 * table, gets the diner's choices and requests made meanwhile, in order, and the screens then
 * read its state, kept as the page's very objects where equal, so nothing is drawn again.
 */
const venue = venueAnswer({ qrCode: "demo-table-1" })
const menu: Menu = menuOf("Fish Cutlets", "Egg Rolls")
const carried: ReadonlyArray<DomainEvent> = [
  { _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" },
  { _tag: "v1.VenueLoaded", answer: venue },
  { _tag: "v1.MenuReplaced", menu },
]
const [dish] = menu.items
if (dish === undefined) throw new Error("the menu has no dish")

const pageStore = () => createPageStore({ events: carried, auth: fakeAuth().auth, newKey: () => "page-key" })

/** The app's store (composeApp with fakes at its edges), which reads the same table again through its own calls. */
const app = () => {
  const t = testApp({
    venueByQr: () => ok(structuredClone(venue)),
    menuPick: () => ok(structuredClone(menu)),
    cartAdd: () => ok(cart({ id: "cart-after-takeover" })),
  })
  t.commands.ensureVenue("demo-table-1")
  return t
}

describe("the page's store, taken over by the app's", () => {
  it("shows the fold of the page's events, as the server drew it", () => {
    expect(pageStore().store.getState()).toEqual(fold(carried))
  })

  it("folds the diner's choices at once, and hands them and what waits for a source to the app, in order", async () => {
    const page = pageStore()
    page.store.commands.openDrawer(dish.id)
    expect(page.store.getState().drawer).toMatchObject({ isOpen: true, itemId: dish.id })
    const variant = dish.variants[0]
    if (variant === undefined) throw new Error("the dish has no variant")
    const added = page.store.commands.addToCart({ itemId: dish.id, variantId: variant.id, selectedChoices: {}, quantity: 1 })
    const t = app()
    expect(t.fake.calls.some(({ name }) => name === "cartAdd")).toBe(false)
    await page.takeOver(t.store)
    expect(await added).toBe(true)
    const tags = await t.tags()
    expect(tags.indexOf("v1.DrawerOpened")).toBeGreaterThan(tags.indexOf("v1.MenuReplaced"))
    expect(tags.indexOf("v1.CartReplaced")).toBeGreaterThan(tags.indexOf("v1.DrawerOpened"))
    expect(page.store.getState().cart?.id).toBe("cart-after-takeover")
    // From now on the commands are the app's.
    page.store.commands.openDrawer(dish.id)
    expect(t.log.getState().drawer.isOpen).toBe(true)
    page.store.commands.closeDrawer()
    expect(t.log.getState().drawer.isOpen).toBe(false)
    expect(page.store.getState().drawer.isOpen).toBe(false)
  })

  it("keeps the page's own objects where the app's state equals them, so the screens draw nothing again", async () => {
    const page = pageStore()
    const before = page.store.getState()
    await page.takeOver(app().store)
    const after = page.store.getState()
    expect(after.menu).toBe(before.menu)
    expect(after.venue).toBe(before.venue)
    expect(after.menuFilters).toBe(before.menuFilters)
  })
})

describe("keepEqual", () => {
  const json = fc.jsonValue({ maxDepth: 4 })
  it("gives a value equal to the new one, the old one's own parts where they are equal", () => {
    fc.assert(
      fc.property(json, json, (previous, next) => {
        const kept = keepEqual(previous, next, new WeakMap())
        expect(kept).toStrictEqual(next)
        if (JSON.stringify(previous) === JSON.stringify(next)) expect(kept).toBe(previous)
      }),
    )
  })

  it("keeps an unchanged part when another changes", () => {
    const previous = { menu: { items: [{ id: "a" }] }, drawer: { isOpen: false } }
    const kept = keepEqual(previous, { menu: { items: [{ id: "a" }] }, drawer: { isOpen: true } }, new WeakMap())
    expect(kept.menu).toBe(previous.menu)
    expect(kept).not.toBe(previous)
  })
})
