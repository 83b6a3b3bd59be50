import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react"
import { Redirect, Route, Switch, useLocation } from "wouter"
import { tableCodeOfPath } from "../domain/table-code"
import { HydrationSlice } from "../ui/hydration-slice"
import { lazyScreen } from "../ui/lazy-screen"
import { useStore, useAppState } from "../store/store-context"
import { useT, type MessageId } from "../ui/i18n/i18n"
import { IconSprite } from "../ui/icons"
import * as css from "./app.css"
import { debugWanted } from "./debug-wanted"
import { toasts } from "./store-providers"

const home = lazyScreen(() => import("../features/home/home-page"))
const venueInit = lazyScreen(() => import("../features/venue-init/venue-init-page"))
const gate = lazyScreen(() => import("../features/auth-gate/auth-gate-page"))
const menu = lazyScreen(() => import("../features/menu/menu-page"))
const cart = lazyScreen(() => import("../features/cart/cart-page"))
const orders = lazyScreen(() => import("../features/orders/orders-page"))
const pay = lazyScreen(() => import("../features/pay/pay-page"))
const receipt = lazyScreen(() => import("../features/receipt/receipt-page"))
const venueError = lazyScreen(() => import("../features/venue-error/venue-error-page"))
const DebugPanel = lazy(() => import("../features/debug/debug-panel"))

/** Whether the tab asked for the debug panel does not change while the page is open. */
const unchanging = () => () => undefined
/**
 * The venue developers' panel, where the tab asked for it (`?debug=1`). Never in the server's
 * render, which cannot know: a page the server drew is hydrated without it (the server's
 * snapshot, false), and React adds it once the page is hydrated.
 */
const DebugPanelIfWanted = () =>
  useSyncExternalStore(unchanging, debugWanted, () => false) ? (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  ) : null

const Loading = ({ text }: { readonly text: MessageId }) => (
  <p role="status" className={css.screenMessage}>
    {useT()(text)}
  </p>
)

const ScreenFailed = () => {
  const t = useT()
  return (
    <main className={css.screenMessage}>
      <h1>{t("failed.title")}</h1>
      <p>{t("failed.body")}</p>
      <a href="/venue">{t("backToMenu")}</a>
    </main>
  )
}

/** A screen that throws shows this rather than a blank page, with a way back. */
class RouteErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error("A screen failed:", error)
  }
  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children
  }
}

/**
 * The /venue screens need a loaded venue. Without one, the diner goes back to the table this
 * tab opened (its venue loads again), or to the home page if it never opened one.
 */
const NeedsVenue = ({ children }: { readonly children: ReactNode }) => {
  const { venue, lastTable } = useAppState((state) => ({ venue: state.venue, lastTable: state.lastTable }))
  return venue === null ? <Redirect to={`~/${lastTable ?? ""}`} replace /> : children
}

/**
 * The venue screens' code, fetched in the background once a venue is open and the page is idle
 * (src/app/boot.tsx): a diner who loses the network at the table can still go to the cart and
 * the bill.
 */
export const preloadVenueScreens = (): Promise<unknown> => Promise.all([menu.preload(), cart.preload(), orders.preload(), toasts.preload()])

/** The route a table's page rendered by the server was drawn at (its root's `data-route`, as src/app/page-start.ts reads it); null on the server and on the app's shell. */
const servedRoute = (): string | null =>
  typeof document === "undefined" ? null : (document.getElementById("root")?.dataset["route"] ?? null)

/**
 * Called before the first render; settles once the first screen's code is in. A table's link
 * goes on to the gate and then the menu: on the app's shell (and for the server's render) their
 * code is fetched at once, beside the venue and the sign-in, rather than one screen after
 * another. A page the server drew is already at its route (the menu, or the gate): that
 * screen's code comes first, alone, and the others' once it is in.
 */
export const preloadScreensFor = (path: string): Promise<void> => {
  if (tableCodeOfPath(path) === null) return Promise.resolve()
  const route = servedRoute()
  const screens = [venueInit, gate, menu]
  const first = route === "/venue" ? [menu] : route === "/venue/load" ? [gate] : screens
  const firstIn = Promise.all(first.map((screen) => screen.preload())).then(() => undefined)
  void firstIn
    .then(() => Promise.all(screens.filter((screen) => !first.includes(screen)).map((screen) => screen.preload())))
    .catch(() => undefined)
  return firstIn
}

/**
 * A page view for every route change (spec section 2), and the screen in the log, so a replay
 * shows it. A screen the state already names is not logged again: a reload, or the debug
 * panel opening the screen of a replayed step.
 */
const PageViews = () => {
  const [path] = useLocation()
  const { analytics, commands, getState } = useStore()
  useEffect(() => {
    analytics.pageView(path)
    if (getState().screen !== path) commands.showScreen(path)
  }, [analytics, commands, getState, path])
  return null
}

/**
 * The routes of spec section 2, each screen loaded on demand with the spec's fallback text, and
 * the icons' sprite once for all of them (the server's page carries it too).
 */
export const App = () => (
  <RouteErrorBoundary>
    <IconSprite />
    <PageViews />
    <DebugPanelIfWanted />
    <Switch>
      <Route path="/">
        <HydrationSlice fallback={<Loading text="loading.home" />}>
          <home.Screen />
        </HydrationSlice>
      </Route>
      {/* A nested /venue route must come before /:qr, or "venue" would be read as a table code. */}
      <Route path="/venue" nest>
        <Switch>
          <Route path="/load">
            <HydrationSlice fallback={<Loading text="loading.venue" />}>
              <gate.Screen />
            </HydrationSlice>
          </Route>
          <Route path="/error">
            <HydrationSlice fallback={<Loading text="loading.error" />}>
              <venueError.Screen />
            </HydrationSlice>
          </Route>
          <Route path="/cart">
            <HydrationSlice fallback={<Loading text="loading.cart" />}>
              <NeedsVenue>
                <cart.Screen />
              </NeedsVenue>
            </HydrationSlice>
          </Route>
          <Route path="/orders">
            <HydrationSlice fallback={<Loading text="loading.orders" />}>
              <NeedsVenue>
                <orders.Screen />
              </NeedsVenue>
            </HydrationSlice>
          </Route>
          <Route path="/pay">
            <HydrationSlice fallback={<Loading text="loading.pay" />}>
              <NeedsVenue>
                <pay.Screen />
              </NeedsVenue>
            </HydrationSlice>
          </Route>
          {/* A receipt reads from what the device kept: offline, and without the venue loaded. */}
          <Route path="/receipt/:paymentId">
            {(params) => (
              <HydrationSlice fallback={<Loading text="loading.receipt" />}>
                <receipt.Screen paymentId={params.paymentId} />
              </HydrationSlice>
            )}
          </Route>
          <Route path="/">
            <HydrationSlice fallback={<Loading text="loading.venue" />}>
              <NeedsVenue>
                <menu.Screen />
              </NeedsVenue>
            </HydrationSlice>
          </Route>
        </Switch>
      </Route>
      <Route path="/:qr">
        {(params) => (
          <HydrationSlice fallback={<Loading text="loading.venue" />}>
            <venueInit.Screen qr={params.qr} />
          </HydrationSlice>
        )}
      </Route>
    </Switch>
  </RouteErrorBoundary>
)
