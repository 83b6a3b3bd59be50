import { BehaviorSubject, Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import { attachSources } from "../../src/app/composition-root"
import { createLogStore, heldUntilRead } from "../../src/app/log-store"
import { createEventLog } from "../../streams/event-log"
import { anonymousUser, fakeAuth } from "../support/fake-auth"
import { fakeLive } from "../support/fake-live"
import { fakeRpc, ok, type Script } from "../support/fake-rpc"
import { cart, cartLine, menuOf, venueAnswer } from "../support/fixtures"

/**
 * The app's one store before its sources have loaded (src/app/log-store.ts): what a table's page
 * the server drew is hydrated from, and what the diner's first taps act on (issue 47). The
 * sources attach to it later (src/app/composition-root.ts `attachSources`), as on the page.
 */
const drawnPage = () => {
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  // The events the page carries (src/app/page-start.ts `carriedEvents`).
  log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "http")
  log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer({ qrCode: "table-1" }) }, "http")
  log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake") }, "http")
  const auth = fakeAuth({ signedIn: false })
  let next = 1
  const logStore = createLogStore({
    local: { log, restored: false, lastTable: () => null },
    auth: auth.auth,
    newKey: () => `key-${String(next++).padStart(10, "0")}`,
    now: () => 0,
  })
  const pageViews: string[] = []
  /** The sources, as the page attaches them once their code is in. */
  const attach = (script: Script) => {
    const fake = fakeRpc(script)
    attachSources(logStore, {
      rpc: fake.rpc,
      live: fakeLive().live,
      browserOnline$: new BehaviorSubject(true),
      storage: { get: () => null, set: () => undefined },
      report: () => undefined,
      analytics: { pageView: (path) => void pageViews.push(path) },
    })
    return fake
  }
  const tags = async () => (await log.exportAll()).map(({ event }) => event._tag)
  return { log, auth, store: logStore.store, attach, pageViews, tags }
}

const tea = { itemId: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 1 } as const

describe("the app's store before its sources", () => {
  it("logs the diner's choices at once", () => {
    const page = drawnPage()
    page.store.commands.openDrawer("item-Tea")
    page.store.commands.setQuantity(2)
    expect(page.log.getState().drawer).toMatchObject({ isOpen: true, itemId: "item-Tea", quantity: 2 })
  })

  it("keeps the state the page was drawn from for its hydration, whatever the diner does meanwhile", () => {
    const page = drawnPage()
    const served = page.store.servedState()
    page.store.commands.openDrawer("item-Tea")
    expect(page.store.getState().drawer.isOpen).toBe(true)
    expect(page.store.servedState()).toBe(served)
    expect(served.drawer.isOpen).toBe(false)
    expect(served.menu?.items.map((item) => item.name)).toEqual(["Tea", "Cake"])
  })

  it("puts an add in the cart at once, waiting, and closes the drawer; the cart's lane sends it once the diner is signed in, once", async () => {
    const page = drawnPage()
    page.store.commands.openDrawer("item-Tea")
    await expect(page.store.commands.addToCart(tea)).resolves.toBe(true)
    expect(page.log.getState().pendingCart.map((change) => change._tag)).toEqual(["cartAdd"])
    expect(page.log.getState().drawer.isOpen).toBe(false)
    // Said as added, not as saved for later: the phone is online, only the app's code is on its way.
    expect(page.log.getState().toasts.at(-1)?.text).toMatchObject({ id: "toast.added" })

    const sent: string[] = []
    const fake = page.attach({
      cartAdd: ({ idempotencyKey }) => (sent.push(idempotencyKey ?? ""), ok(cart({ items: [cartLine("line-1", "Tea", 100)] }))),
      visitJoin: () => ok({ id: "visit-1", ended: false }),
    })
    expect(fake.names()).not.toContain("cartAdd")
    page.auth.signIn(anonymousUser)
    await expect.poll(() => page.log.getState().pendingCart).toEqual([])
    expect(sent).toEqual(["key-0000000001"])
    expect(page.log.getState().cart?.items.map((line) => line.id)).toEqual(["line-1"])
    expect(await page.tags()).toEqual(expect.arrayContaining(["v2.CartChangeQueued", "v1.CartChangeSettled", "v1.CartReplaced"]))
  })

  it("hands a command sent before its source to the source as it attaches, and the page views asked for before analytics", async () => {
    const page = drawnPage()
    page.store.analytics.pageView("/table-1")
    page.store.commands.refetchMenu()
    expect(page.pageViews).toEqual([])
    const fake = page.attach({ menuPick: () => ok(menuOf("Tea")) })
    await expect.poll(() => fake.names()).toContain("menuPick")
    await expect.poll(() => page.log.getState().menu?.items.length).toBe(1)
    expect(page.pageViews).toEqual(["/table-1"])
  })
})

describe("heldUntilRead", () => {
  it("hands what was sent before the first reader to it, in order, then what follows, each once", () => {
    const source = new Subject<number>()
    const held = heldUntilRead(source)
    source.next(1)
    source.next(2)
    const read: number[] = []
    held.subscribe((value) => {
      read.push(value)
      // A value sent while the held ones are handed on comes after them.
      if (value === 1) source.next(3)
    })
    source.next(4)
    expect(read).toEqual([1, 2, 3, 4])
  })
})
