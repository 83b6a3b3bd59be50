import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

/**
 * What the staff screen's sections share (src/staff/features/): its buttons, cards and headings,
 * sized for a finger on a tablet. The diner's app never imports this file.
 */
export const staffButton = style({
  minHeight: "2.75rem",
  padding: `0 ${unit(4)}`,
  borderRadius: theme.radius.small,
  border: 0,
  background: theme.color.brand,
  color: theme.color.brandText,
  fontWeight: 600,
  fontSize: "1rem",
  cursor: "pointer",
  selectors: { "&:disabled": { background: theme.color.border, color: theme.color.muted, cursor: "progress" } },
})
export const smallButton = style({
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  borderRadius: theme.radius.small,
  border: `1px solid ${theme.color.muted}`,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: "0.95rem",
  cursor: "pointer",
  selectors: { "&:disabled": { color: theme.color.muted, cursor: "progress" } },
})
export const card = style({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  padding: unit(3),
})
export const sectionTitle = style({ margin: `0 0 ${unit(2)}`, fontSize: "1.1rem" })
export const muted = style({ color: theme.color.muted, fontSize: "0.9rem" })
export const plainList = style({ listStyle: "none", margin: 0, padding: 0 })
/** A diner's note: marked by its words ("Note:") and by colour, so it is read, not only seen. */
export const note = style({
  display: "block",
  margin: `${unit(1)} 0`,
  padding: `${unit(1)} ${unit(2)}`,
  background: "#fff3b0",
  color: theme.color.text,
  borderLeft: `4px solid #b38600`,
  fontWeight: 600,
})
export const empty = style({ color: theme.color.muted, fontStyle: "italic" })
