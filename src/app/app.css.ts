import { style } from "@vanilla-extract/css"
import { unit } from "../styles/units"

/** While a screen's code loads, or when it failed. */
export const screenMessage = style({ padding: unit(6), textAlign: "center" })
