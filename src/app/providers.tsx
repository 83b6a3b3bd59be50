import { Suspense, use, type ReactNode } from "react"
import { toast, Toaster } from "sonner"
import { createAppStore, type AppStore } from "../store/app-store"
import { StoreContext } from "../store/store-context"
import { tableCodeOfPath } from "../domain/table-code"
import { readAppConfig } from "./config"

// One store per page, created once: the settings are checked and the session restored first.
let storePromise: Promise<AppStore> | null = null
const appStore = () =>
  (storePromise ??= createAppStore({
    config: readAppConfig(import.meta.env),
    notify: (kind, message) => toast[kind](message),
  }).then((store) => {
    // A table's link: the venue loads now, beside the sign-in, not once its screen has mounted.
    const qr = tableCodeOfPath(location.pathname)
    if (qr !== null) void store.intents.ensureVenue(qr)
    return store
  }))

const WithStore = ({ children }: { readonly children: ReactNode }) => <StoreContext value={use(appStore())}>{children}</StoreContext>

/** The store, and the toasts (sonner's defaults are the spec's: 4000 ms, 3 visible). */
export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <>
    <Suspense fallback={<p role="status">Loading venue...</p>}>
      <WithStore>{children}</WithStore>
    </Suspense>
    <Toaster position="top-center" />
  </>
)
