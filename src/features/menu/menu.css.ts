import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  height: unit(16),
  display: "flex",
  alignItems: "center",
  gap: unit(3),
  padding: `0 ${unit(4)}`,
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
})
export const logo = style({ width: unit(10), height: unit(10), borderRadius: theme.radius.round })
export const venueName = style({ fontSize: "1.1rem", margin: 0 })
export const area = style({ color: theme.color.muted, fontSize: "0.9rem", margin: 0 })
export const main = style({ maxWidth: "48rem", margin: "0 auto", padding: unit(4) })
export const sectionTitle = style({ fontSize: "1.2rem", margin: `${unit(6)} 0 ${unit(3)}` })
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: unit(3),
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
})
export const card = style({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.large,
  overflow: "hidden",
})
export const cardImage = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" })
export const cardBody = style({ padding: unit(3) })
export const itemName = style({ fontSize: "1rem", margin: 0 })
export const description = style({ color: theme.color.muted, fontSize: "0.9rem", margin: `${unit(1)} 0` })
export const price = style({ fontWeight: 600, margin: 0 })
