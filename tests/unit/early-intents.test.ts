import { describe, expect, it } from "vitest"
import { sendEarlyIntents } from "../../src/app/early-intents"
import { intentAttribute, readIntent, type EarlyIntent } from "../../src/domain/early-intent"
import { testApp } from "../support/test-app"

/**
 * A tap on the server's page before the app's script ran is kept as its control's
 * `data-intent` (server/http/early-tap.ts) and becomes that control's command, in the log as
 * the diner's intent: nothing on the page is looked for again.
 */
describe("taps before the app took the page over", () => {
  const every: ReadonlyArray<EarlyIntent> = [
    { _tag: "OpenDish", itemId: "item-fish-cutlets" },
    { _tag: "ToggleDiet", diet: "vegan" },
    { _tag: "ToggleWithout", group: "nuts" },
    { _tag: "ClearFilters" },
    { _tag: "ShowSection", sectionId: "section:with-colon" },
    { _tag: "OpenSearch" },
  ]

  it("reads back every intent a control can name, and nothing else", () => {
    for (const intent of every) expect(readIntent(intentAttribute(intent))).toEqual(intent)
    for (const other of ["", "dish:", "diet:keto", "without:toString", "section:", "open", "button"]) expect(readIntent(other)).toBeNull()
  })

  it("sends each as its control's command, in order, each meeting what the one before changed", () => {
    const t = testApp({})
    const logged: string[] = []
    t.log.events$.subscribe(({ event, source }) => logged.push(`${source} ${event._tag}`))
    sendEarlyIntents(
      [
        { _tag: "ToggleDiet", diet: "vegan" },
        { _tag: "ToggleWithout", group: "nuts" },
        { _tag: "ToggleDiet", diet: "vegan" },
        { _tag: "ShowSection", sectionId: "section-2" },
        { _tag: "OpenSearch" },
        { _tag: "OpenDish", itemId: "item-1" },
      ],
      t.store,
    )
    const state = t.log.getState()
    // Vegan tapped twice is off again; "No nuts" stays.
    expect(state.menuFilters).toEqual({ diets: [], withoutAllergens: ["nuts", "peanuts"] })
    expect(state.selectedSection).toBe("section-2")
    expect(state.isSearchOpen).toBe(true)
    expect(state.drawer.itemId).toBe("item-1")
    expect(logged).toEqual([
      "intent v1.MenuFiltersChanged",
      "intent v1.MenuFiltersChanged",
      "intent v1.MenuFiltersChanged",
      "intent v1.SectionSelected",
      "intent v1.SearchToggled",
      "intent v1.DrawerOpened",
    ])
  })
})
