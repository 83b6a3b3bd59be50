import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

export const form = style({ display: "flex", flexDirection: "column", gap: unit(2), textAlign: "left", margin: `${unit(4)} 0` })
export const input = style({
  padding: `${unit(3)} ${unit(4)}`,
  fontSize: "1.1rem",
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  background: theme.color.surface,
  letterSpacing: "0.05em",
})
export const hint = style({ color: theme.color.muted, fontSize: "0.9rem" })
export const link = style({
  background: "none",
  border: 0,
  padding: unit(2),
  color: theme.color.focus,
  textDecoration: "underline",
  cursor: "pointer",
  fontSize: "1rem",
})
export const venueLine = style({ fontWeight: 600, margin: `0 0 ${unit(2)}` })
