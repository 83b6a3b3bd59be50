import { lazy, Suspense, use, type ReactNode } from "react"
import { StoreContext } from "../store/store-context"
import { LanguageProvider } from "../ui/i18n/i18n"
import { appReady, firstToast } from "./root"

// The Toaster mounts at the first toast (sonner replays one raised before it mounted).
const Toasts = lazy(() => firstToast.then(() => import("./toasts")))

const WithStore = ({ children }: { readonly children: ReactNode }) => <StoreContext value={use(appReady)}>{children}</StoreContext>

/**
 * The store (created at page start, src/app/root.ts) in the diner's language, and the toasts
 * from the first one on.
 */
export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <LanguageProvider>
    <Suspense fallback={<p role="status">Loading venue...</p>}>
      <WithStore>{children}</WithStore>
    </Suspense>
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  </LanguageProvider>
)
