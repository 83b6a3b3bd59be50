import { style } from "@vanilla-extract/css"
import { theme } from "../../../styles/theme.css"
import { unit } from "../../../styles/units"

export const page = style({ maxWidth: "28rem", margin: `${unit(12)} auto`, padding: unit(4) })
export const form = style({ display: "grid", gap: unit(3), marginTop: unit(4) })
export const label = style({ display: "grid", gap: unit(1), fontWeight: 600 })
export const input = style({
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  fontSize: "1rem",
  border: `1px solid ${theme.color.muted}`,
  borderRadius: theme.radius.small,
})
export const actions = style({ display: "flex", gap: unit(2), flexWrap: "wrap", marginTop: unit(4) })
export const code = style({ fontFamily: "monospace", background: theme.color.border, padding: `0 ${unit(1)}` })
