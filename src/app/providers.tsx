import { lazy, Suspense, use, type ReactNode } from "react"
import { StoreContext } from "../store/store-context"
import { appStore } from "./root"

// sonner replays a toast raised before its Toaster mounted, so it can load after the first paint.
const Toasts = lazy(() => import("./toasts"))

const WithStore = ({ children }: { readonly children: ReactNode }) => <StoreContext value={use(appStore)}>{children}</StoreContext>

/** The store (created at page start, src/app/root.ts), and the toasts. */
export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <>
    <Suspense fallback={<p role="status">Loading venue...</p>}>
      <WithStore>{children}</WithStore>
    </Suspense>
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  </>
)
