import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

/** A text box a diner types into: the sign-in's fields, the home page's table code, the menu's search. */
export const textField = style({
  padding: `${unit(3)} ${unit(4)}`,
  fontSize: "1rem",
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  background: theme.color.surface,
})
/** A text box beside a button: it takes the row's room the button leaves. */
export const rowField = style([textField, { flex: 1, minWidth: 0 }])
