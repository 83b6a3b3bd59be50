import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 30,
  background: "rgb(0 0 0 / .45)",
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "center",
})
export const sheet = style({
  width: "100%",
  maxWidth: "36rem",
  maxHeight: "92dvh",
  overflowY: "auto",
  background: theme.color.surface,
  borderRadius: `${theme.radius.large} ${theme.radius.large} 0 0`,
  paddingBottom: "env(safe-area-inset-bottom)",
})
export const top = style({
  position: "sticky",
  top: 0,
  display: "flex",
  alignItems: "center",
  gap: unit(2),
  padding: unit(3),
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
})
export const title = style({ flex: 1, fontSize: "1.15rem", margin: 0 })
export const body = style({ padding: unit(4) })
export const image = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: theme.radius.small })
export const fieldset = style({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  margin: `${unit(3)} 0`,
  padding: unit(3),
})
export const legend = style({ fontWeight: 700, padding: `0 ${unit(1)}` })
export const rule = style({ display: "block", fontWeight: 400, fontSize: "0.85rem", color: theme.color.muted })
export const required = style({ color: theme.color.accent, fontWeight: 600, fontSize: "0.85rem", marginLeft: unit(1) })
export const option = style({ display: "flex", alignItems: "center", gap: unit(2), minHeight: "2.75rem", cursor: "pointer" })
export const optionPrice = style({ marginLeft: "auto", color: theme.color.muted })
export const notice = style({ color: theme.color.accent, minHeight: "1.5em", margin: `${unit(2)} 0` })
/** The sheet's pinned foot: the quantity and the add button, with why it cannot add yet above them. */
export const footer = style({
  position: "sticky",
  bottom: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: unit(3),
  padding: unit(3),
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
})
export const stepper = style({ display: "flex", alignItems: "center", gap: unit(2) })
export const stepButton = style({
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: theme.radius.round,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  fontSize: "1.25rem",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.45, cursor: "not-allowed" } },
})
export const add = style({
  flex: 1,
  minHeight: "3rem",
  border: 0,
  borderRadius: theme.radius.round,
  background: theme.color.brand,
  color: theme.color.brandText,
  fontSize: "1rem",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { '&[aria-disabled="true"]': { background: "#6d7a73", cursor: "not-allowed" } },
})
export const why = style({ flexBasis: "100%", fontSize: "0.85rem", color: theme.color.accent, margin: 0 })
