import { describe, expect, it } from "vitest"
import { initialAppState, reduce, type AppState } from "../../src/domain/app-state"
import { sameSlice, selectSlice } from "../../src/store/store-context"

/**
 * What `useAppState(select)` hands React as its snapshot: React renders a component again only
 * when that value is a different one, so an unchanged slice must come back as the very same value.
 */
describe("a screen's slice of the state", () => {
  const searchSlice = ({ searchText, isSearchOpen }: AppState) => ({ searchText, isSearchOpen })

  it("stays the same value when an event changes another slice, so the component does not render again", () => {
    const first = selectSlice(null, initialAppState, searchSlice)
    const offline = reduce(initialAppState, { _tag: "v1.ConnectionChanged", state: "Offline" })
    expect(offline).not.toBe(initialAppState)
    // A render makes its selector anew: that alone changes nothing either.
    const next = selectSlice(first, offline, (state) => searchSlice(state))
    expect(next.slice).toBe(first.slice)
  })

  it("is a new value when its own slice changes", () => {
    const first = selectSlice(null, initialAppState, searchSlice)
    const typed = reduce(initialAppState, { _tag: "v1.SearchTextChanged", text: "roti" })
    const next = selectSlice(first, typed, searchSlice)
    expect(next.slice).not.toBe(first.slice)
    expect(next.slice.searchText).toBe("roti")
  })

  it("compares plain objects and arrays entry by entry, and nothing else by its contents", () => {
    const menu = { items: [] }
    expect(sameSlice({ a: 1, menu }, { a: 1, menu })).toBe(true)
    expect(sameSlice({ a: 1, menu }, { a: 1, menu: { items: [] } })).toBe(false)
    expect(sameSlice({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameSlice([1, menu], [1, menu])).toBe(true)
    expect(sameSlice([1], { 0: 1 })).toBe(false)
    expect(sameSlice(new Date(0), new Date(0))).toBe(false)
    expect(sameSlice(Number.NaN, Number.NaN)).toBe(true)
  })
})
