import { createContext, useContext, useSyncExternalStore } from "react"
import type { Observable } from "rxjs"
import type { Analytics } from "../../streams/analytics"
import type { AuthSession } from "../../streams/auth"
import type { Commands } from "../../streams/commands"
import type { AppState } from "../domain/app-state"

/** What the screens get from the composition root (src/app/composition-root.ts): the state and the commands. */
export interface AppStore {
  readonly state$: Observable<AppState>
  readonly getState: () => AppState
  readonly commands: Commands
  readonly auth: AuthSession
  /** The session's log as NDJSON, secrets redacted, for a bug report. */
  readonly exportLog: () => Promise<string>
  /** Shows a replayed state on every screen instead of the live one; null goes back to live. */
  readonly showReplay: (state: AppState | null) => void
  readonly analytics: Analytics
  /** The menu is on screen: the local database may load now (a fresh tab defers it until then), and the live feeds start. */
  readonly menuPainted: () => void
}

export const StoreContext = createContext<AppStore | null>(null)

export const useStore = (): AppStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error("useStore needs a StoreContext provider (see src/app/providers.tsx)")
  return store
}

/**
 * The one hook through which components read state: re-renders when the state changes. The
 * server's render (src/app/server-entry.tsx) and the client's hydration of it read the same
 * state, the store's current one.
 */
export const useAppState = (): AppState => {
  const store = useStore()
  return useSyncExternalStore(
    (onChange) => {
      const subscription = store.state$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    store.getState,
    store.getState,
  )
}
