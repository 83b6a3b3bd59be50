import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  height: unit(16),
  display: "flex",
  alignItems: "center",
  gap: unit(2),
  padding: `0 ${unit(3)}`,
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
})
export const brand = style({ display: "flex", alignItems: "center", gap: unit(2), minWidth: 0, flex: 1, color: "inherit", textDecoration: "none" })
export const logo = style({ width: unit(10), height: unit(10), borderRadius: theme.radius.round, flexShrink: 0 })
export const names = style({ minWidth: 0 })
export const venueName = style({ display: "block", fontWeight: 700, fontSize: "1rem", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" })
export const area = style({ display: "flex", alignItems: "center", gap: unit(1), color: theme.color.muted, fontSize: "0.85rem" })
export const actions = style({ display: "flex", alignItems: "center", gap: unit(1), flexShrink: 0 })
export const action = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: unit(1),
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.round,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: "0.95rem",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
})
export const language = style([action, { padding: `0 ${unit(2)}`, maxWidth: "6.5rem", fontWeight: 500, appearance: "auto" }])
