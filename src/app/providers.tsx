import { lazy, Suspense, use, type ReactNode } from "react"
import { StoreContext, useAppState } from "../store/store-context"
import { ClockProvider } from "../ui/clock"
import { LanguageProvider } from "../ui/i18n/i18n"
import { appReady } from "./root"

const Toasts = lazy(() => import("./toasts"))

/** The toasts' code (sonner) loads at the first toast, not on the way to the menu. */
const ToastsOnceShown = () =>
  useAppState().toastCount === 0 ? null : (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  )

const WithStore = ({ children }: { readonly children: ReactNode }) => (
  <StoreContext value={use(appReady)}>
    {children}
    <ToastsOnceShown />
  </StoreContext>
)

/**
 * The store (created at page start, src/app/root.ts) in the diner's language, the clock the
 * screens show things by (a replayed step's, in the debug panel), and the toasts from the
 * first one on.
 */
export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <LanguageProvider>
    <ClockProvider>
      <Suspense fallback={<p role="status">Loading venue...</p>}>
        <WithStore>{children}</WithStore>
      </Suspense>
    </ClockProvider>
  </LanguageProvider>
)
