import { style } from "@vanilla-extract/css"

/**
 * What a printed page leaves out (issue 50: the table's page prints as a paper menu): the controls
 * (the header's actions, the search, the filter chips, the section tabs, the View Cart bar, the
 * staff requests, the toasts) and what only a screen needs (a thumbnail, the connection's banner).
 * One class that each of them composes, so the first screen's inline CSS carries one rule for all.
 * Important: a style that composes it sets its own `display`, later in the cascade and as specific.
 */
export const notPrinted = style({ "@media": { print: { display: "none !important" } } })
