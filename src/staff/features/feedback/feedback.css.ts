import { style } from "@vanilla-extract/css"
import { unit } from "../../../styles/units"

export const list = style({ display: "grid", gap: unit(2), maxWidth: "48rem" })
