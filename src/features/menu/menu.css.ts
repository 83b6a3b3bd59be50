import { createVar, style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"
import { rowField } from "../../ui/field.css"
import { notPrinted } from "../../ui/print.css"
import { action } from "../../ui/screen-header.css"
import { COVERED_TOP, DISH_COLUMN_GAP, DISH_MIN_WIDTH } from "./menu-rows"

export const main = style({ maxWidth: "48rem", margin: "0 auto", padding: `0 ${unit(4)} calc(84px + env(safe-area-inset-bottom))` })
/** The section strip stays under the header: sticky on the nav, which spans the menu's height. */
export const tabsBar = style([
  notPrinted,
  { position: "sticky", top: unit(16), zIndex: 5, margin: `0 -${unit(4)}`, background: theme.color.page },
])
export const tabs = style({
  display: "flex",
  gap: unit(2),
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  padding: `${unit(2)} ${unit(1)}`,
  margin: 0,
  listStyle: "none",
  scrollbarWidth: "none",
})
/** At most 5 tabs visible at a time: each takes a fifth of the strip. */
export const tab = style({ flex: "0 0 20%", scrollSnapAlign: "start", display: "flex", justifyContent: "center" })
export const tabButton = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: unit(1),
  width: "100%",
  padding: unit(1),
  border: 0,
  borderRadius: theme.radius.small,
  background: "transparent",
  color: theme.color.text,
  fontSize: "0.75rem",
  cursor: "pointer",
  selectors: { '&[aria-current="true"]': { fontWeight: 700, color: theme.color.brand } },
})
export const tabImage = style({
  width: unit(14),
  height: unit(14),
  borderRadius: theme.radius.round,
  objectFit: "cover",
  border: "3px solid transparent",
  selectors: { [`${tabButton}[aria-current="true"] &`]: { borderColor: theme.color.brand } },
})
export const tabLabel = style({ maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })
export const search = style([notPrinted, { display: "flex", gap: unit(2), alignItems: "center", padding: `${unit(2)} 0` }])
export const searchInput = style([
  rowField,
  // The box's own button clears it: the browser's clear button would be a second one.
  { borderRadius: theme.radius.round, selectors: { "&::-webkit-search-cancel-button": { appearance: "none" } } },
])
/** The list's full height is reserved; each drawn row is placed in it by its offset. */
/** The windowed list's whole height and each row's offset, as the virtualizer measures them. */
export const rowsHeight = createVar()
export const rowOffset = createVar()
export const rows = style({ position: "relative", height: rowsHeight })
/** Nothing spaces the rows but their own padding: a row's measured height is all of its height. */
export const row = style({
  position: "absolute",
  top: 0,
  left: 0,
  width: "100%",
  transform: `translateY(${rowOffset})`,
})
/** A section of a menu drawn whole, scrolled to just under the sticky header and the section strip. */
export const plainSection = style({ scrollMarginTop: COVERED_TOP })
/**
 * Sections after the first are laid out and painted only as they near the screen, and their
 * thumbnails fetched only then: laying out and painting the whole menu (each thumbnail a picture
 * of its own) was most of the phone's work after the first paint. Their height is guessed from
 * their dishes until the browser has laid them out once (`auto` keeps the real one then). The
 * text stays in the page: find in page, screen readers and the page with no script read it all.
 * Printed, every section is laid out: Chromium prints a section it has skipped as empty.
 */
export const laterSection = style({ contentVisibility: "auto", "@media": { print: { contentVisibility: "visible" } } })
/** Printed, a section's heading stays on the page of its first dish. */
export const sectionTitle = style({ fontSize: "1.2rem", margin: 0, padding: `${unit(4)} 0 ${unit(1)}`, breakAfter: "avoid" })
/** Dishes one under another on a phone; side by side, each at least DISH_MIN_WIDTH, where there is room. */
export const list = style({
  display: "grid",
  columnGap: `${DISH_COLUMN_GAP}px`,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${DISH_MIN_WIDTH}px), 1fr))`,
})
/**
 * A dish's row: its words, and its thumbnail beside them. About 130 px high on a phone, so the
 * first screen shows four dishes or more below the header, the filters and the section strip.
 */
export const dish = style({
  display: "flex",
  alignItems: "flex-start",
  gap: unit(3),
  width: "100%",
  padding: `${unit(3)} 0`,
  textAlign: "left",
  font: "inherit",
  color: "inherit",
  background: "transparent",
  border: 0,
  borderBottom: `1px solid ${theme.color.border}`,
  cursor: "pointer",
  // Printed, a dish is never cut between two pages.
  breakInside: "avoid",
})
export const dishText = style({ display: "flex", flexDirection: "column", gap: unit(0.5), flex: "1 1 auto", minWidth: 0 })
/** Square, whatever the picture's own shape (the placeholder's 400x300 is cut to its middle). */
export const thumbnail = style([
  notPrinted,
  {
    flex: "0 0 auto",
    width: unit(18),
    height: unit(18),
    objectFit: "cover",
    borderRadius: theme.radius.small,
    background: theme.color.border,
  },
])
export const itemName = style({ fontSize: "1rem", fontWeight: 700, lineHeight: 1.3 })
/** The price first, then the dish's diets and heat on the same line, wrapping under it if need be. */
export const priceLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: unit(2), rowGap: unit(0.5) })
export const price = style({ fontWeight: 600 })
export const diet = style({ display: "inline-flex", alignItems: "center", gap: unit(0.5), fontSize: "0.75rem", color: theme.color.muted })
/**
 * Two lines at most where the drawer can show the rest; whole when no script runs, or on paper,
 * since there the menu is all a diner can read.
 */
export const description = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  color: theme.color.muted,
  fontSize: "0.85rem",
  lineHeight: 1.35,
  "@media": { "(scripting: none), print": { display: "block", WebkitLineClamp: "unset", overflow: "visible" } },
})
export const allergens = style({ display: "flex", alignItems: "center", gap: unit(1), fontSize: "0.8rem", color: theme.color.muted })
export const allergensUnlisted = style([allergens, { fontStyle: "italic" }])
export const empty = style({ color: theme.color.muted, textAlign: "center", padding: unit(8) })
/** The filter chips: one scrolling line, so the menu starts at the same height on a phone. */
export const chips = style([
  notPrinted,
  { display: "flex", gap: unit(2), overflowX: "auto", padding: `${unit(2)} 0`, scrollbarWidth: "thin" },
])
/** A chip is a header action's pill, filled while pressed. */
export const chip = style([
  action,
  {
    flex: "0 0 auto",
    fontWeight: 400,
    selectors: {
      '&[aria-pressed="true"]': {
        background: theme.color.brand,
        borderColor: theme.color.brand,
        color: theme.color.brandText,
        fontWeight: 600,
      },
    },
  },
])
export const clearChips = style([chip, { textDecoration: "underline" }])
