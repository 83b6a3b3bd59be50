import { style } from "@vanilla-extract/css"
import { unit } from "../styles/units"

/** A warm strip over the screen while the live connection is lost. */
export const banner = style({
  margin: 0,
  padding: `${unit(2)} ${unit(4)}`,
  background: "#fff4d6",
  color: "#5c4400",
  textAlign: "center",
  fontSize: "0.9rem",
})
