import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

/** Feedback after paying: under the receipt, set apart by a rule as its paid part is; never printed. */
export const feedback = style({
  borderTop: `1px solid ${theme.color.border}`,
  marginTop: unit(4),
  paddingTop: unit(3),
  "@media": { print: { display: "none" } },
})

/** A choice of the form (the rating, the reasons): its options in a row that wraps. */
export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${unit(1)} ${unit(4)}`,
  border: 0,
  padding: 0,
  margin: `${unit(3)} 0 0`,
})
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: unit(1), width: "100%" })
/** One option: its radio or checkbox and its label, tall enough for a thumb. */
export const option = style({ display: "flex", alignItems: "center", gap: unit(2), minHeight: "2.75rem" })

/** Why the feedback was refused (it can be sent again). */
export const notice = style({ fontWeight: 700, borderLeft: `4px solid ${theme.color.accent}`, paddingLeft: unit(2) })

/** The review link, drawn as the app's secondary buttons are. */
export const review = style({ fontWeight: 600 })
