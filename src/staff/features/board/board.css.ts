import { style } from "@vanilla-extract/css"
import { theme } from "../../../styles/theme.css"
import { unit } from "../../../styles/units"

/** The board: one column per open state, side by side, each scrolling on its own. */
export const board = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  gap: unit(2),
  alignItems: "start",
})
export const column = style({
  background: "#f1ece3",
  borderRadius: theme.radius.small,
  padding: unit(2),
  maxHeight: "calc(100vh - 6rem)",
  overflowY: "auto",
})
export const columnTitle = style({ margin: `0 0 ${unit(2)}`, fontSize: "1rem", display: "flex", justifyContent: "space-between" })
export const cards = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: unit(2) })
export const orderCard = style({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  padding: unit(2),
  // Each card is laid out and painted apart from the others: a new order does not lay out 200.
  contain: "layout paint",
})
/** A late order: its border and header turn warm, and its age says "Late". */
export const late = style({ borderColor: theme.color.accent, borderWidth: "2px", background: "#fff4f1" })
export const cardHead = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: unit(1) })
export const cardTitle = style({ margin: 0, fontSize: "1rem" })
export const age = style({ fontSize: "0.85rem", color: theme.color.muted, whiteSpace: "nowrap" })
export const lateAge = style({ fontSize: "0.85rem", color: "#8a2a14", fontWeight: 700, whiteSpace: "nowrap" })
export const lines = style({ listStyle: "none", margin: `${unit(1)} 0`, padding: 0, fontSize: "0.95rem" })
export const line = style({ padding: `${unit(1)} 0`, borderTop: `1px solid ${theme.color.border}` })
export const choices = style({ display: "block", color: theme.color.muted, fontSize: "0.85rem" })
export const moves = style({ display: "flex", flexWrap: "wrap", gap: unit(1), marginTop: unit(2) })
