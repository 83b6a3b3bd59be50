import { useEffect, type ReactNode } from "react"
import { lifecycle } from "./page-start"

/** Around the app: its first commit moves the page's lifecycle on (src/app/lifecycle.ts); it draws no element of its own. */
export const Committed = ({ children }: { readonly children: ReactNode }) => {
  useEffect(() => lifecycle.hydrated(), [])
  return children
}
