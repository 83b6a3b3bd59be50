import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"
import { textField } from "../../ui/field.css"

export const form = style({ display: "flex", flexDirection: "column", gap: unit(2), textAlign: "left", margin: `${unit(4)} 0` })
/** The sign-in's fields (an email, a phone number, a code): larger, and letter-spaced to be read back easily. */
export const input = style([textField, { fontSize: "1.1rem", letterSpacing: "0.05em" }])
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
