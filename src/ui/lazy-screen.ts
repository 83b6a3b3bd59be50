import { lazy, type ComponentType } from "react"

/**
 * A screen, or a part of one shown later than the rest (the toasts), loaded on demand
 * that can also be fetched ahead (`preload`). Once its code is in,
 * rendering it does not suspend at all: React.lazy resolves a thenable that answers at once
 * synchronously, whereas an already settled promise still costs a suspension, a fallback and
 * React's throttled reveal (a few hundred milliseconds) on every screen change.
 */
export const lazyScreen = <P extends object>(load: () => Promise<{ readonly default: ComponentType<P> }>) => {
  let loaded: { readonly default: ComponentType<P> } | null = null
  const preload = () => load().then((module) => (loaded = module))
  const Screen = lazy(() => (loaded === null ? preload() : settled(loaded)))
  return { Screen, preload }
}

/** A thenable that calls back during `then`, so its value is there before React looks. */
const settled = <T>(value: T): Promise<T> => ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>
