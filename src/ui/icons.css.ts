import { style } from "@vanilla-extract/css"

/** The sprite takes no room and is never painted: only its symbols' uses are. */
export const sprite = style({ position: "absolute", width: 0, height: 0, overflow: "hidden" })
