import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

/** Who added a line of an order sent together, under its name. */
export const adder = style({ display: "block", color: theme.color.muted, fontSize: "0.85rem" })
/** Who sent an order sent together. */
export const sentBy = style({ margin: 0, color: theme.color.muted, fontSize: "0.9rem" })
/** An order scrolled into view stops below the sticky header (16 units), not under it. */
export const orderCard = style({ scrollMarginTop: unit(18) })
/** "Order more": the menu again, as wide as the screen's other main actions. */
export const orderMore = style({ display: "block", textAlign: "center", textDecoration: "none" })
