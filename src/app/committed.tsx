import { useEffect, type ReactNode } from "react"
import { whenSlicesHydrated } from "../ui/hydration-slice"
import { lifecycle } from "./page-start"

/**
 * Around the app: its first commit moves the page's lifecycle on (src/app/lifecycle.ts); it
 * draws no element of its own. A page being hydrated (`hydrating`) moves on once its slices are
 * hydrated too: until then, a change of what the whole menu reads (a filter tapped before the app
 * was there, sent once painted: src/app/once-painted.ts) would have React hydrate every part still
 * the server's at once, in one task. A page drawn by the client moves on at its first commit, its
 * screen's fallback included, as the sign-in it starts is wanted before that screen's calls.
 */
export const Committed = ({ children, hydrating = false }: { readonly children: ReactNode; readonly hydrating?: boolean }) => {
  useEffect(() => (hydrating ? whenSlicesHydrated(() => lifecycle.hydrated()) : lifecycle.hydrated()), [hydrating])
  return children
}
