import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

/** A choice of the pay screen (what to pay, the tip): a card holding its options as rows. */
export const fieldset = style({ display: "grid", gap: unit(2) })
export const legend = style({ fontWeight: 700, padding: `0 ${unit(1)}` })
/** One option: its radio or checkbox and its label, tall enough for a thumb. */
export const option = style({ display: "flex", alignItems: "center", gap: unit(2), minHeight: "2.75rem" })
/** What opens under a chosen option: the dishes, the people, the amount. */
export const sub = style({ display: "grid", gap: unit(1), marginLeft: unit(6) })
export const cardField = style({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.05em" })
/** Where Stripe's Payment Element draws its frame: room for it before it has drawn. */
export const stripeMount = style({ minHeight: "3rem" })
/** Why a payment was refused, or that paying needs the network. */
export const notice = style({
  color: theme.color.text,
  fontWeight: 700,
  borderLeft: `4px solid ${theme.color.accent}`,
  paddingLeft: unit(2),
})
