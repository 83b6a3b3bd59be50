import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

export const heading = style({ fontSize: "1rem", margin: 0 })
export const adder = style({ display: "block", color: theme.color.muted, fontSize: "0.85rem" })
export const nameField = style({ display: "grid", gap: unit(1), margin: `${unit(3)} 0` })
export const input = style({
  font: "inherit",
  padding: unit(2),
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.large,
})
export const wide = style({ width: "100%", marginTop: unit(3) })
/** The own cart's lines that did not move into the table's cart, set apart below its totals. */
export const notMoved = style({ marginTop: unit(4), paddingTop: unit(3), borderTop: `1px solid ${theme.color.border}` })
