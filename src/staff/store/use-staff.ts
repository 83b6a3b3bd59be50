import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react"
import { minutesSince } from "../../domain/staff-board"
import type { StaffCommands, StaffStore } from "./staff-store"
import type { StaffState } from "./staff-state"

const StoreContext = createContext<StaffStore | null>(null)

export const StaffStoreProvider = ({ store, children }: { readonly store: StaffStore; readonly children: ReactNode }) =>
  createElement(StoreContext.Provider, { value: store }, children)

const useStore = (): StaffStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error("useStaff is used outside StaffStoreProvider")
  return store
}

/**
 * A slice of the staff screen's state: the component draws again only when the slice changes
 * (by identity), so a new order redraws its column and its own card, not the 200 others.
 */
export const useStaff = <A>(select: (state: StaffState) => A): A => {
  const store = useStore()
  return useSyncExternalStore(store.subscribe, () => select(store.get()))
}

export const useStaffCommands = (): StaffCommands => useStore().commands

/** Whether sign-in goes through the app's own account chooser (the Auth emulator). */
export const useUsesEmulator = (): boolean => useStore().usesEmulator

/** One clock for every age on the screen: it ticks every 10 s, and each age draws again only when its minute changes. */
const listeners = new Set<() => void>()
let ticker: ReturnType<typeof setInterval> | null = null
const subscribeClock = (listener: () => void) => {
  listeners.add(listener)
  ticker ??= setInterval(() => listeners.forEach((each) => each()), 10_000)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && ticker !== null) {
      clearInterval(ticker)
      ticker = null
    }
  }
}

/** Whole minutes since `since`, by the tablet's clock, kept current. */
export const useMinutesSince = (since: number): number => useSyncExternalStore(subscribeClock, () => minutesSince(since, Date.now()))
