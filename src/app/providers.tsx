import { Suspense, use, type ReactNode } from "react"
import { toast, Toaster } from "sonner"
import { createAppStore, type AppStore } from "../store/app-store"
import { StoreContext } from "../store/store-context"
import { tableCodeOfPath } from "../domain/table-code"
import { activateLanguage, LanguageProvider, noticeText, startingLanguage } from "../ui/i18n/i18n"
import { readAppConfig } from "./config"

// One store per page, created once: the settings are checked and the session restored first.
let storePromise: Promise<AppStore> | null = null
let created: AppStore | null = null
const appStore = () =>
  (storePromise ??= createAppStore({
    config: readAppConfig(import.meta.env),
    // Said in the diner's language, a dish by its name there.
    notify: (kind, message, text) => toast[kind](text === undefined ? message : noticeText(text, created?.getState().menu?.items ?? [])),
  }).then((store) => {
    created = store
    // A table's link: the venue loads now, beside the sign-in, not once its screen has mounted.
    const qr = tableCodeOfPath(location.pathname)
    if (qr !== null) void store.intents.ensureVenue(qr)
    return store
  }))

// The diner's language loads beside the store, as one wait (English is already in the page).
let readyPromise: Promise<AppStore> | null = null
const ready = () =>
  (readyPromise ??= Promise.all([
    activateLanguage(startingLanguage()).catch((error: unknown) => console.warn(`The diner's language could not be loaded, English is shown: ${String(error)}`)),
    appStore(),
  ]).then(([, store]) => store))

const WithStore = ({ children }: { readonly children: ReactNode }) => <StoreContext value={use(ready())}>{children}</StoreContext>

/** The store, the diner's language, and the toasts (sonner's defaults are the spec's: 4000 ms, 3 visible). */
export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <LanguageProvider>
    <Suspense fallback={<p role="status">Loading venue...</p>}>
      <WithStore>{children}</WithStore>
    </Suspense>
    <Toaster position="top-center" />
  </LanguageProvider>
)
