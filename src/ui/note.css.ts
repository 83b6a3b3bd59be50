import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"
import { textField } from "./field.css"

/** A note on a line or an order as shown: marked as the accent, so a kitchen note is not missed. */
export const shownNote = style({
  display: "block",
  margin: `${unit(1)} 0 0`,
  color: theme.color.text,
  fontStyle: "italic",
  borderLeft: `3px solid ${theme.color.accent}`,
  paddingLeft: unit(2),
  overflowWrap: "anywhere",
})

export const noteLabel = style({ display: "flex", flexDirection: "column", gap: unit(1), fontWeight: 600, marginTop: unit(3) })

export const noteField = style([textField, { width: "100%", fontWeight: 400 }])

/** A note's field beside its save button. */
export const noteRow = style({ display: "flex", gap: unit(2), alignItems: "center", marginTop: unit(1) })

/** A line's note editor: under the line, across its columns. */
export const lineNote = style({ gridColumn: "1 / -1" })
