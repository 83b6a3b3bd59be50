import { createVar, style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { unit } from "../../styles/units"
import { rowField } from "../../ui/field.css"
import { action } from "../../ui/screen-header.css"
import { COVERED_TOP } from "./menu-rows"

export const main = style({ maxWidth: "48rem", margin: "0 auto", padding: `0 ${unit(4)} calc(84px + env(safe-area-inset-bottom))` })
/** The section strip stays under the header: sticky on the nav, which spans the menu's height. */
export const tabsBar = style({ position: "sticky", top: unit(16), zIndex: 5, margin: `0 -${unit(4)}`, background: theme.color.page })
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
export const search = style({ display: "flex", gap: unit(2), alignItems: "center", padding: `${unit(2)} 0` })
export const searchInput = style([rowField, { borderRadius: theme.radius.round }])
/** The list's full height is reserved; each drawn row is placed in it by its offset. */
/** The windowed list's whole height and each row's offset, as the virtualizer measures them. */
export const rowsHeight = createVar()
export const rowOffset = createVar()
export const rows = style({ position: "relative", height: rowsHeight })
/** Padding, not margins, spaces the rows: a row's measured height must include its spacing. */
export const row = style({
  position: "absolute",
  top: 0,
  left: 0,
  width: "100%",
  paddingBottom: unit(3),
  transform: `translateY(${rowOffset})`,
})
/**
 * A section of a menu drawn whole: spaced as the windowed list's rows are (each row's padding
 * below it), and scrolled to just under the sticky header and the section strip.
 */
export const plainSection = style({ paddingBottom: unit(3), scrollMarginTop: COVERED_TOP })
export const plainHeading = style({ paddingBottom: unit(3) })
export const sectionTitle = style({ fontSize: "1.2rem", margin: 0, paddingTop: unit(5) })
export const list = style({ display: "grid", gap: unit(3), gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))" })
export const card = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  padding: 0,
  textAlign: "left",
  font: "inherit",
  color: "inherit",
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.large,
  overflow: "hidden",
  cursor: "pointer",
})
export const cardImage = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" })
export const cardBody = style({ padding: unit(3) })
export const itemName = style({ display: "block", fontSize: "1rem", fontWeight: 700 })
export const description = style({ display: "block", color: theme.color.muted, fontSize: "0.9rem", margin: `${unit(1)} 0` })
export const price = style({ display: "block", fontWeight: 600 })
export const empty = style({ color: theme.color.muted, textAlign: "center", padding: unit(8) })
/** The filter chips: one scrolling line, so the menu starts at the same height on a phone. */
export const chips = style({ display: "flex", gap: unit(2), overflowX: "auto", padding: `${unit(2)} 0`, scrollbarWidth: "thin" })
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
