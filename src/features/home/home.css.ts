import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"

export const page = style({ maxWidth: "32rem", margin: "0 auto", padding: unit(6) })
export const lead = style({ color: theme.color.muted, fontSize: "1.05rem" })
export const form = style({ display: "flex", flexDirection: "column", gap: unit(2), marginTop: unit(6) })
export const row = style({ display: "flex", gap: unit(2) })
export const hint = style({ color: theme.color.muted, fontSize: "0.9rem", margin: 0 })
