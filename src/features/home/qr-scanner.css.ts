import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"

export const camera = style({ width: "100%", borderRadius: theme.radius.small })
