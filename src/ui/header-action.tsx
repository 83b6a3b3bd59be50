import type { ReactNode } from "react"
import * as css from "./screen-header.css"

/** An icon action's words: read by screen readers always, shown beside the icon on wide screens. */
export const HeaderLabel = ({ children }: { readonly children: ReactNode }) => (
  <span className={`visually-hidden ${css.actionLabel}`}>{children}</span>
)

export { action as headerAction, iconAction as headerIconAction } from "./screen-header.css"
