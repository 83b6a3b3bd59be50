import { style } from "@vanilla-extract/css"
import { theme } from "../styles/theme.css"
import { unit } from "../styles/units"
import { notPrinted } from "./print.css"

/**
 * Phones first (360 to 430 px wide): the names take the room the actions leave and wrap onto a
 * second line rather than being cut; the actions are round icon buttons whose words are read by
 * screen readers and shown from WIDE up. The header stays 16 units high (the spec's), so the
 * section strip and the scroll offsets under it do not move.
 */
const WIDE = "screen and (min-width: 600px)"

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  height: unit(16),
  display: "flex",
  alignItems: "center",
  gap: unit(2),
  padding: `0 ${unit(3)}`,
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
  // Printed, the venue's and the table's names head the menu once, at its top: a sticky header
  // is printed where it stuck on the screen, in the middle of the menu the diner had scrolled to.
  "@media": { print: { position: "static" } },
})
export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: unit(2),
  minWidth: 0,
  flex: 1,
  color: "inherit",
  textDecoration: "none",
})
/** On a phone the name says it; the logo joins it where there is room. */
export const logo = style({
  display: "none",
  width: unit(10),
  height: unit(10),
  borderRadius: theme.radius.round,
  flexShrink: 0,
  "@media": { [WIDE]: { display: "block" } },
})
export const names = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" })
/**
 * The names' lines are as tall as their font says (`normal`): a fixed 1.2 is shorter than the
 * glyph box of Noto Sans (1.36 em, the Latin font of Android's Noto family), whose letters then
 * stood a pixel outside the name's box. Two lines of the venue's name and the table's line stay
 * inside the 16-unit header with it (60 px at 0.95rem).
 */
const fontsLineHeight = "normal"

/** Whole words on up to two lines at a phone's width; a word longer than the room breaks, never an ellipsis. */
export const venueName = style({
  fontWeight: 700,
  fontSize: "0.95rem",
  lineHeight: fontsLineHeight,
  overflowWrap: "anywhere",
  "@media": { [WIDE]: { fontSize: "1rem" } },
})
export const area = style({
  display: "flex",
  alignItems: "center",
  gap: unit(1),
  color: theme.color.muted,
  fontSize: "0.8rem",
  lineHeight: fontsLineHeight,
})
export const areaIcon = style({ display: "inline-flex", flexShrink: 0 })
export const areaName = style({ minWidth: 0, overflowWrap: "anywhere" })
export const actions = style([notPrinted, { display: "flex", alignItems: "center", gap: unit(1), flexShrink: 0 }])
export const action = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: unit(1),
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${unit(3)}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.round,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: "0.95rem",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
})
/** An action drawn as its icon on a phone: round, its padding gone. */
export const iconAction = style([action, { padding: 0, "@media": { [WIDE]: { padding: `0 ${unit(3)}` } } }])
/** An icon action's words: visually hidden (the global class) on a phone, shown from WIDE up. */
export const actionLabel = style({
  selectors: {
    "&.visually-hidden": { "@media": { [WIDE]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" } } },
  },
})
export const language = style([action, { padding: `0 ${unit(2)}`, maxWidth: "6.5rem", fontWeight: 500, appearance: "auto" }])
/** The header's language switch: the language's short name in a round button, the native list over it. */
export const languageButton = style([
  action,
  { padding: 0, fontSize: "0.85rem", selectors: { "&:focus-within": { outline: `3px solid ${theme.color.focus}`, outlineOffset: "2px" } } },
])
export const languageSelect = style({
  position: "absolute",
  inset: "-1px",
  width: "calc(100% + 2px)",
  height: "calc(100% + 2px)",
  opacity: 0,
  cursor: "pointer",
  fontSize: "1rem",
})
