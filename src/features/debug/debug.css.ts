import { globalStyle, style } from "@vanilla-extract/css"

/** The venue developers' panel (`?debug=1`): small, dark, over the bottom left corner. */
export const panel = style({
  position: "fixed",
  bottom: "5.5rem",
  left: "0.5rem",
  zIndex: 25,
  maxWidth: "20rem",
  background: "#1d1b16",
  color: "#fff",
  padding: "0.5rem 0.75rem",
  borderRadius: "0.5rem",
  fontSize: "0.8rem",
})
/**
 * While the panel is shown, a screen's end scrolls clear of it: the last button of a long screen
 * (a table's cart, its send at the bottom) is never left under the panel.
 */
globalStyle(`body:has(.${panel}) main`, { paddingBottom: "calc(84px + 14rem)" })
export const summary = style({ margin: "0 0 0.25rem" })
export const field = style({ display: "block", marginTop: "0.25rem" })
export const slider = style({ display: "block" })
export const range = style({ width: "100%" })
export const step = style({ margin: 0 })
