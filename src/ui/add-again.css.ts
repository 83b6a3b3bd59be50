import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"
import { small } from "./page.css"
import { notPrinted } from "./print.css"

/** A line's "Add again", under its name: the button, then today's price when it changed. Not printed, as no control is. */
export const lineAgain = style([notPrinted, { display: "flex", alignItems: "center", flexWrap: "wrap", gap: unit(2), marginTop: unit(1) }])
/** An order's or a receipt's "Add again" (all its lines): a small button, not printed. */
export const allAgain = style([small, notPrinted, { marginTop: unit(3) }])
/** Today's price of a line, when it is not what the line came to then. */
export const today = style({ color: theme.color.muted, fontSize: "0.9rem" })
/** What an "Add again" did, said where it was tapped; empty (and taking no room) until then. */
export const told = style([
  notPrinted,
  {
    selectors: {
      "&:not(:empty)": {
        margin: `${unit(3)} 0 0`,
        padding: unit(3),
        borderInlineStart: `4px solid ${theme.color.brand}`,
        background: theme.color.page,
      },
    },
  },
])
export const toldLine = style({ margin: 0 })
