import { style } from "@vanilla-extract/css"
import { unit } from "../../styles/units"

export const container = style({ maxWidth: "32rem", margin: "0 auto", padding: unit(6), textAlign: "center" })
