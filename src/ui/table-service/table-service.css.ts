import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"
import { notPrinted } from "../print.css"

/** The call-staff control: a header button with a small menu of kinds under it. */
export const callWrap = style({ position: "relative" })
/** The button until the venue's kinds are known: there, and plainly not yet for pressing. */
export const call = style({ selectors: { "&:disabled": { color: theme.color.muted, cursor: "default", opacity: 0.6 } } })
/** Where the venue offers no kinds: the button's place kept, so the header is the shape it was drawn. */
export const placeholder = style({ visibility: "hidden" })
export const menu = style({
  position: "absolute",
  right: 0,
  top: `calc(100% + ${unit(1)})`,
  zIndex: 20,
  display: "flex",
  flexDirection: "column",
  gap: unit(1),
  minWidth: "12rem",
  padding: unit(2),
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.large,
  boxShadow: "0 6px 24px rgba(0, 0, 0, 0.15)",
})
export const menuTitle = style({ margin: `0 0 ${unit(1)}`, fontSize: "0.9rem", fontWeight: 700 })
export const kind = style({
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  textAlign: "left",
  fontSize: "1rem",
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  background: theme.color.page,
  color: theme.color.text,
  cursor: "pointer",
})

/** The requests in play: a compact strip of pills. */
export const strip = style({ display: "flex", flexWrap: "wrap", gap: unit(2), listStyle: "none", margin: `${unit(2)} 0`, padding: 0 })
export const pill = style({
  padding: `${unit(1)} ${unit(3)}`,
  borderRadius: theme.radius.round,
  background: "#fff4d6",
  border: "1px solid #e5c46b",
  fontSize: "0.9rem",
})
export const pillDone = style({ background: "#e3f4e8", borderColor: "#7cc494" })
export const menuStrip = style([notPrinted, { padding: `0 ${unit(4)}` }])

export const mine = style({
  padding: `${unit(1)} ${unit(2)}`,
  borderRadius: theme.radius.small,
  background: "#e3eefb",
  fontSize: "0.85rem",
  fontWeight: 600,
})
export const theirs = style({
  padding: `${unit(1)} ${unit(2)}`,
  borderRadius: theme.radius.small,
  background: theme.color.page,
  border: `1px solid ${theme.color.border}`,
  fontSize: "0.85rem",
})

export const fieldset = style({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.small,
  margin: `${unit(2)} 0`,
  padding: unit(3),
})
export const choices = style({ display: "flex", flexWrap: "wrap", gap: unit(3) })
export const input = style({
  minHeight: "2.75rem",
  fontSize: "1rem",
  padding: `0 ${unit(2)}`,
  border: `1px solid ${theme.color.muted}`,
  borderRadius: theme.radius.small,
  width: "8rem",
})
export const option = style({ display: "inline-flex", alignItems: "center", gap: unit(1), minHeight: "2.75rem" })

export const cardHeading = style({ fontSize: "1.1rem", margin: 0 })
export const subHeading = style({ fontSize: "1rem", margin: `${unit(3)} 0 ${unit(1)}` })
export const note = style({ display: "block", color: theme.color.muted, fontSize: "0.9rem" })
export const spread = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: unit(2), flexWrap: "wrap" })
