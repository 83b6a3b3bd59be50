import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

export const facts = style({ display: "flex", flexDirection: "column", gap: unit(1), margin: `${unit(1)} 0` })
export const tags = style({ display: "flex", flexWrap: "wrap", gap: unit(1) })
export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: unit(1),
  padding: `${unit(0.5)} ${unit(2)}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.round,
  fontSize: "0.8rem",
})
export const allergens = style({ display: "inline-flex", alignItems: "center", gap: unit(1), fontSize: "0.8rem", color: theme.color.muted })
export const unlisted = style([allergens, { fontStyle: "italic" }])
