import { Suspense, type ReactNode } from "react"
import { StoreContext, useAppState, type AppStore } from "../store/store-context"
import { ClockProvider } from "../ui/clock"
import { HydrationSlice } from "../ui/hydration-slice"
import { LanguageProvider } from "../ui/i18n/i18n"
import { lazyScreen } from "../ui/lazy-screen"

/**
 * The toasts' code (sonner) loads at the first toast, not on the way to the menu, or ahead with
 * the venue's other screens (src/app/app.tsx `preloadVenueScreens`): a first toast shown offline
 * (a dish added without a connection) found no code to draw it, and the failed import took the
 * whole app off the screen.
 */
export const toasts = lazyScreen(() => import("./toasts"))

const ToastsOnceShown = () =>
  useAppState((state) => state.toastCount) === 0 ? null : (
    <Suspense fallback={null}>
      <toasts.Screen />
    </Suspense>
  )

/** The screens' store, and the toasts from the first one on. */
export const StoreOf = ({ store, children }: { readonly store: AppStore; readonly children: ReactNode }) => (
  <StoreContext value={store}>
    {children}
    <ToastsOnceShown />
  </StoreContext>
)

/**
 * The diner's language and the clock the screens show things by (a replayed step's, in the
 * debug panel), around the store: `children` is the store's provider, the store itself
 * (`StoreOf`) or a wait for it.
 */
export const ScreenProviders = ({ children }: { readonly children: ReactNode }) => (
  <LanguageProvider>
    <ClockProvider>
      <HydrationSlice fallback={<p role="status">Loading venue...</p>}>{children}</HydrationSlice>
    </ClockProvider>
  </LanguageProvider>
)

/**
 * The providers around a store that is already there: the server's render of a table's first
 * screen (src/app/server-entry.tsx) and the client's hydration of it (src/app/boot.tsx) draw
 * the very same tree.
 */
export const ProvidersWith = ({ store, children }: { readonly store: AppStore; readonly children: ReactNode }) => (
  <ScreenProviders>
    <StoreOf store={store}>{children}</StoreOf>
  </ScreenProviders>
)
