import { use, type ReactNode } from "react"
import { ScreenProviders, StoreOf } from "./store-providers"
import { appReady } from "./root"

const WithStore = ({ children }: { readonly children: ReactNode }) => <StoreOf store={use(appReady)}>{children}</StoreOf>

/**
 * The store (created at page start, src/app/root.ts) in the diner's language, the clock the
 * screens show things by, and the toasts from the first one on (src/app/store-providers.tsx).
 */
export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <ScreenProviders>
    <WithStore>{children}</WithStore>
  </ScreenProviders>
)
