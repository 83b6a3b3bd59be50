import { createContext, useContext, useSyncExternalStore } from "react"
import type { VenueState } from "../domain/venue-state"
import type { AppStore } from "./app-store"

export const StoreContext = createContext<AppStore | null>(null)

export const useStore = (): AppStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error("useStore needs a StoreContext provider (see src/app/providers.tsx)")
  return store
}

/** The one hook through which components read state: re-renders when the state changes. */
export const useVenueState = (): VenueState => {
  const store = useStore()
  return useSyncExternalStore(
    (onChange) => {
      const subscription = store.state$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    store.getState,
  )
}
