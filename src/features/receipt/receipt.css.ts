import { globalStyle, style } from "@vanilla-extract/css"

/** A receipt prints as itself: on white, without the app's buttons and links. */
export const receipt = style({})
export const noPrint = style({
  "@media": { print: { display: "none" } },
})
globalStyle(`${receipt}`, { "@media": { print: { padding: 0, maxWidth: "none", color: "#000", background: "#fff" } } })
