import { style } from "@vanilla-extract/css"
import { unit } from "../styles/units"
import { notPrinted } from "./print.css"

/** A warm strip over the screen while the live connection is lost. */
export const banner = style([
  notPrinted,
  {
    margin: 0,
    padding: `${unit(2)} ${unit(4)}`,
    background: "#fff4d6",
    color: "#5c4400",
    textAlign: "center",
    fontSize: "0.9rem",
  },
])
