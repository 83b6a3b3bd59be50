import { style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"

/** Who added a line of an order sent together, under its name. */
export const adder = style({ display: "block", color: theme.color.muted, fontSize: "0.85rem" })
/** Who sent an order sent together. */
export const sentBy = style({ margin: 0, color: theme.color.muted, fontSize: "0.9rem" })
