import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from "react"
import type { Observable } from "rxjs"
import type { Analytics } from "../../streams/analytics"
import type { AuthSession } from "../../streams/auth"
import type { Commands } from "../../streams/commands"
import type { AppState } from "../domain/app-state"

/** What the screens get from the composition root (src/app/composition-root.ts): the state and the commands. */
export interface AppStore {
  readonly state$: Observable<AppState>
  readonly getState: () => AppState
  /**
   * The state the page on screen was drawn from, which React's hydration reads (the server
   * snapshot of `useAppState`): a part of the server's page is hydrated as the server drew it, and
   * drawn again with what changed since once it is hydrated. A dish tapped before the app was there
   * then opens its drawer as soon as the part that shows it is hydrated, without a change in the
   * middle of the hydration that React would meet by drawing the whole page again. Read by a
   * hydration only: the state the store was made with (a fresh tab's, the fold of the events the
   * page carries), whatever came after.
   */
  readonly servedState: () => AppState
  readonly commands: Commands
  readonly auth: AuthSession
  /** The session's log as NDJSON, secrets redacted, for a bug report. */
  readonly exportLog: () => Promise<string>
  /** Shows a replayed state on every screen instead of the live one; null goes back to live. */
  readonly showReplay: (state: AppState | null) => void
  readonly analytics: Analytics
}

export const StoreContext = createContext<AppStore | null>(null)

export const useStore = (): AppStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error("useStore needs a StoreContext provider (see src/app/providers.tsx)")
  return store
}

/**
 * The one hook through which components read state, a slice at a time: `select` picks what the
 * component shows, and it renders again only when that changes (by `sameSlice`: the same
 * value, or a plain object or array whose entries are each the same), not on every event of
 * the log. The server's render (src/app/server-entry.tsx) and the client's hydration of it read
 * the same state, the one the page was drawn from (`servedState`); once hydrated, the current one.
 */
export const useAppState = <Slice>(select: (state: AppState) => Slice): Slice => {
  const store = useStore()
  const selected = useRef<SelectedSlice<Slice> | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [store],
  )
  const sliceOf = (state: AppState) => (selected.current = selectSlice(selected.current, state, select)).slice
  return useSyncExternalStore(
    subscribe,
    () => sliceOf(store.getState()),
    () => sliceOf(store.servedState()),
  )
}

/** What a component last selected, and from which state, by which selector. */
export interface SelectedSlice<Slice> {
  readonly state: AppState
  readonly select: (state: AppState) => Slice
  readonly slice: Slice
}

/**
 * The slice of `state`, kept as the very value selected before when it is the same slice
 * (React then renders nothing again): a new state whose slice did not change, or a selector
 * made anew by a render, gives back the earlier value.
 */
export const selectSlice = <Slice>(
  previous: SelectedSlice<Slice> | null,
  state: AppState,
  select: (state: AppState) => Slice,
): SelectedSlice<Slice> => {
  if (previous !== null && previous.state === state && previous.select === select) return previous
  const slice = select(state)
  return { state, select, slice: previous !== null && sameSlice(previous.slice, slice) ? previous.slice : slice }
}

/** The same value, or plain objects or arrays of the same entries (each compared with Object.is). */
export const sameSlice = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
}

export const isPlain = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)
