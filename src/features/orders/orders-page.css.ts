import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

/** Who added a line of an order sent together, under its name. */
export const adder = style({ display: "block", color: theme.color.muted, fontSize: "0.85rem" })
/** Who sent an order sent together. */
export const sentBy = style({ margin: 0, color: theme.color.muted, fontSize: "0.9rem" })
/** A tip beside its payment: on top of the bill, so apart from what was paid of it. */
export const tip = style({ color: theme.color.muted, fontSize: "0.9rem", whiteSpace: "nowrap" })
/** What is left to pay, closing the sum total = paid + left. */
export const left = style({ display: "flex", justifyContent: "flex-end", margin: `${unit(1)} 0 0` })
/** A bill line paid by name (a "Dishes" payment). */
export const paid = style({
  display: "inline-block",
  marginInlineStart: unit(2),
  padding: `0 ${unit(2)}`,
  borderRadius: theme.radius.small,
  background: "#e3f4e8",
  border: "1px solid #7cc494",
  color: theme.color.text,
  fontSize: "0.85rem",
  fontWeight: 600,
})
/** An order scrolled into view stops below the sticky header (16 units), not under it. */
export const orderCard = style({ scrollMarginTop: unit(18) })
/** "Order more": the menu again, as wide as the screen's other main actions. */
export const orderMore = style({ display: "block", textAlign: "center", textDecoration: "none" })
