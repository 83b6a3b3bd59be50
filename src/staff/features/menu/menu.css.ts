import { style } from "@vanilla-extract/css"
import { theme } from "../../../styles/theme.css"
import { unit } from "../../../styles/units"

export const sections = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(20rem, 1fr))",
  gap: unit(4),
  alignItems: "start",
})
export const dishes = style({ display: "grid", gap: unit(1) })
export const dish = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: unit(2),
  padding: `${unit(1)} ${unit(2)}`,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
})
export const soldOut = style({ background: "#f3efe8" })
export const soldOutText = style({ color: "#8a2a14", fontWeight: 700, fontSize: "0.9rem" })
