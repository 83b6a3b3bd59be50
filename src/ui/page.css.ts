import { createVar, style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

/** Layout shared by the cart and bill screens: a column of cards, room for the cart button. */
export const main = style({
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${unit(4)} ${unit(4)} calc(84px + env(safe-area-inset-bottom))`,
})
export const card = style({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.large,
  padding: unit(4),
  margin: `${unit(3)} 0`,
})
export const lines = style({ listStyle: "none", margin: 0, padding: 0 })
export const line = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: unit(1),
  padding: `${unit(3)} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
})
export const lineName = style({ fontWeight: 700 })
export const muted = style({ color: theme.color.muted, fontSize: "0.9rem" })
/** A muted note on a line of its own under a line's name (its choices, "no longer available"). */
export const mutedLine = style([muted, { display: "block" }])
/** A card's heading: the order's number, the changes waiting to be sent. */
export const cardTitle = style({ margin: 0, flex: 1, fontSize: "1.1rem" })
export const smallTitle = style({ margin: 0, fontSize: "1rem" })
export const totals = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: unit(1), marginTop: unit(3) })
export const total = style({ fontWeight: 700, fontSize: "1.1rem" })
/** An order state's own colour (the venue's configuration), set per badge with assignInlineVars. */
export const statusColor = createVar()
export const status = style({
  display: "inline-block",
  padding: `${unit(1)} ${unit(3)}`,
  borderRadius: theme.radius.round,
  color: "#ffffff",
  background: statusColor,
  fontWeight: 700,
  fontSize: "0.85rem",
})
export const row = style({ display: "flex", alignItems: "center", gap: unit(2), flexWrap: "wrap" })
/** A row with its two ends apart, closing a card: a total and its amount. */
export const totalRow = style([row, { justifyContent: "space-between", marginBottom: 0 }])
export const wideButton = style({ width: "100%", marginTop: unit(4) })
export const small = style({
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  borderRadius: theme.radius.round,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  cursor: "pointer",
  fontSize: "1rem",
})

/** A short message screen: loading, sign-in, errors. */
export const centered = style({ maxWidth: "32rem", margin: "0 auto", padding: unit(6), textAlign: "center" })
