import { lazy, Suspense, use, useEffect, useState, type ReactNode } from "react"
import { StoreContext } from "../store/store-context"
import { appStore } from "./root"

// sonner replays a toast raised before its Toaster mounted, so it can load after the page has.
const Toasts = lazy(() => import("./toasts"))

const WithStore = ({ children }: { readonly children: ReactNode }) => <StoreContext value={use(appStore)}>{children}</StoreContext>

/** True once the page has loaded and the main thread has a moment (the toasts' code waits for it). */
const usePageLoaded = (): boolean => {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const ready = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => setLoaded(true), { timeout: 1000 }) : setTimeout(() => setLoaded(true), 0))
    if (document.readyState === "complete") ready()
    else window.addEventListener("load", ready, { once: true })
    return () => window.removeEventListener("load", ready)
  }, [])
  return loaded
}

/** The store (created at page start, src/app/root.ts), and the toasts once the page has loaded. */
export const Providers = ({ children }: { readonly children: ReactNode }) => {
  const loaded = usePageLoaded()
  return (
    <>
      <Suspense fallback={<p role="status">Loading venue...</p>}>
        <WithStore>{children}</WithStore>
      </Suspense>
      {loaded && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  )
}
