import { StrictMode } from "react"
import { Router } from "wouter"
import type { AppStore } from "../store/store-context"
import { App } from "./app"
import { ProvidersWith } from "./store-providers"

/**
 * The whole app around a store that is already there, at a path: the server's render of a
 * table's first screen (src/app/server-entry.tsx, `ssrPath` the route it draws) and the
 * client's hydration of that HTML (src/app/boot.tsx, the browser's own path) are this one tree,
 * so React finds every element of the server's page where it expects it.
 */
export const AppTree = ({ store, ssrPath }: { readonly store: AppStore; readonly ssrPath?: string }) => (
  <StrictMode>
    <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
      <ProvidersWith store={store}>
        <App />
      </ProvidersWith>
    </Router>
  </StrictMode>
)
