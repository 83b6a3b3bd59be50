import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

/** The main call to action of a screen; disabled, it is greyed, so it never looks as if a tap would act. */
export const primaryButton = style({
  padding: `${unit(3)} ${unit(5)}`,
  fontSize: "1rem",
  fontWeight: 600,
  color: theme.color.brandText,
  background: theme.color.brand,
  border: 0,
  borderRadius: theme.radius.small,
  cursor: "pointer",
  minHeight: "2.75rem",
  selectors: { "&:disabled": { background: theme.color.border, color: theme.color.muted, cursor: "not-allowed" } },
})
