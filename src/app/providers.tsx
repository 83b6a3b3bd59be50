import { useState, type ReactNode } from "react"
import { createRpc } from "../../streams/rpc"
import { StoreContext } from "../store/store-context"
import { createVenueStore } from "../store/venue-store"

/** Builds the store once per page, with the real fetch and clock. */
export const Providers = ({ children }: { readonly children: ReactNode }) => {
  const [store] = useState(() =>
    createVenueStore({
      rpc: createRpc({
        fetch: (input, init) => globalThis.fetch(input, init),
        baseUrl: "",
        session: () => ({ token: null, tenantId: null, qrCode: null }),
        // No sign-in in this slice: nothing to refresh. Identity arrives with the Firebase issue.
        refreshToken: async () => undefined,
        log: (message) => console.warn(message),
      }),
      now: () => Date.now(),
    }),
  )
  return <StoreContext value={store}>{children}</StoreContext>
}
