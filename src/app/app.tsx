import { lazy, Suspense, type ReactNode } from "react"
import { Route, Switch } from "wouter"

const HomePage = lazy(() => import("../features/home/home-page"))
const VenueInitPage = lazy(() => import("../features/venue-init/venue-init-page"))
const MenuPage = lazy(() => import("../features/menu/menu-page"))

const Loading = ({ children }: { readonly children: ReactNode }) => (
  <p role="status" style={{ padding: "1.5rem", textAlign: "center" }}>
    {children}
  </p>
)

/** The routes of spec section 2, each screen loaded on demand with the spec's fallback text. */
export const App = () => (
  <Switch>
    <Route path="/">
      <Suspense fallback={<Loading>Loading home page...</Loading>}>
        <HomePage />
      </Suspense>
    </Route>
    {/* A nested /venue route must come before /:qr, or "venue" would be read as a table code. */}
    <Route path="/venue" nest>
      <Suspense fallback={<Loading>Loading venue...</Loading>}>
        <Switch>
          <Route path="/">
            <MenuPage />
          </Route>
        </Switch>
      </Suspense>
    </Route>
    <Route path="/:qr">
      {(params) => (
        <Suspense fallback={<Loading>Loading venue...</Loading>}>
          <VenueInitPage qr={params.qr} />
        </Suspense>
      )}
    </Route>
  </Switch>
)
