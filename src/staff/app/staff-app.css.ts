import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

/** The staff screen fills a tablet's or a laptop's window: a bar on top, the section below it. */
export const shell = style({ display: "flex", flexDirection: "column", minHeight: "100vh" })
export const bar = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: unit(2),
  padding: `${unit(2)} ${unit(3)}`,
  background: theme.color.brand,
  color: theme.color.brandText,
})
export const venueName = style({ margin: 0, fontSize: "1rem", marginRight: unit(1) })
export const nav = style({ display: "flex", gap: unit(1), flex: 1 })
export const navLink = style({
  color: theme.color.brandText,
  padding: `${unit(2)} ${unit(2)}`,
  borderRadius: theme.radius.small,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { background: theme.color.brandText, color: theme.color.brand },
    "&:focus-visible": { outlineColor: theme.color.brandText },
  },
})
export const barButton = style({
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  borderRadius: theme.radius.small,
  border: `1px solid ${theme.color.brandText}`,
  background: "transparent",
  color: theme.color.brandText,
  cursor: "pointer",
  fontSize: "0.95rem",
  selectors: {
    '&[aria-pressed="true"]': { background: theme.color.brandText, color: theme.color.brand },
    "&:focus-visible": { outlineColor: theme.color.brandText },
  },
})
export const feed = style({ fontWeight: 600, fontSize: "0.95rem" })
export const feedLost = style({
  background: "#fff3cd",
  color: "#5c4400",
  padding: `${unit(1)} ${unit(2)}`,
  borderRadius: theme.radius.small,
})
/** The signed-in account: a long address is cut short (the whole of it is its title), so the bar stays one line on a tablet. */
export const account = style({ fontSize: "0.85rem", maxWidth: "10rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })
export const main = style({ flex: 1, padding: unit(3), minHeight: 0 })
export const banner = style({
  display: "flex",
  alignItems: "center",
  gap: unit(3),
  margin: `0 0 ${unit(3)}`,
  padding: `${unit(2)} ${unit(3)}`,
  background: "#fdecea",
  color: "#5f1a0f",
  border: "1px solid #f5c2b8",
  borderRadius: theme.radius.small,
})
export const bannerText = style({ margin: 0, flex: 1 })
