import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

/** Why a control cannot act: under it, marked as the accent, as a refusal is. */
export const whyNot = style({
  margin: `${unit(2)} 0 0`,
  color: theme.color.text,
  fontWeight: 600,
  borderLeft: `4px solid ${theme.color.accent}`,
  paddingLeft: unit(2),
})
