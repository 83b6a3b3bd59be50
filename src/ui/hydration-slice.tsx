import { Suspense, type ReactNode } from "react"

/**
 * A part of the server's page that React hydrates on its own (a Suspense boundary): the root
 * hydrates in a transition (src/app/boot.tsx), each slice in a short task of its own, and the
 * slice a diner touches first is hydrated first, the tap then replayed by React. Nothing in it
 * suspends, so the fallback is never shown.
 */
export const HydrationSlice = ({ children }: { readonly children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>
