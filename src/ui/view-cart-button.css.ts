import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"
import { notPrinted } from "./print.css"

export const bar = style([
  notPrinted,
  {
    position: "fixed",
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 20,
    padding: `${unit(2)} ${unit(3)} calc(${unit(2)} + env(safe-area-inset-bottom))`,
  },
])
export const button = style({
  display: "flex",
  alignItems: "center",
  gap: unit(3),
  width: "100%",
  maxWidth: "36rem",
  margin: "0 auto",
  minHeight: "3.25rem",
  padding: `0 ${unit(4)}`,
  borderRadius: theme.radius.round,
  background: theme.color.brand,
  color: theme.color.brandText,
  fontWeight: 700,
  fontSize: "1rem",
  textDecoration: "none",
  boxShadow: "0 6px 20px rgb(0 0 0 / .25)",
})
export const badge = style({
  minWidth: "1.75rem",
  height: "1.75rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: theme.radius.round,
  background: theme.color.brandText,
  color: theme.color.brand,
  fontSize: "0.9rem",
})
/** The name, and under it the service charge's note: they wrap rather than push the price out at a phone's width. */
export const label = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" })
export const serviceCharge = style({ fontSize: "0.75rem", fontWeight: 400 })
export const price = style({ whiteSpace: "nowrap" })
