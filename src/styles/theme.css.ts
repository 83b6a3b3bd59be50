import { createGlobalTheme, globalStyle } from "@vanilla-extract/css"

/** One theme for the whole app; spacing comes from ./units. */
export const theme = createGlobalTheme(":root", {
  color: {
    page: "#faf7f2",
    surface: "#ffffff",
    text: "#1d1b16",
    muted: "#5b5648",
    brand: "#1f4d3a",
    brandText: "#ffffff",
    accent: "#b4432a",
    border: "#e4ddd0",
    focus: "#1a5fb4",
  },
  font: {
    // Sinhala and Tamil named after the Latin fonts: a letter the first fonts lack is drawn by
    // the first of the list that has it, else by the system's choice, which on Linux was Noto
    // Serif Sinhala beside a sans-serif page. Android draws them in these sans families.
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Sinhala', 'Noto Sans Tamil', sans-serif",
  },
  radius: { small: "0.5rem", large: "1rem", round: "999px" },
})

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })
globalStyle("html, body", { margin: 0, background: theme.color.page, color: theme.color.text, fontFamily: theme.font.body })
globalStyle("body", { lineHeight: 1.45, WebkitFontSmoothing: "antialiased" })
// Form controls take the page's fonts (the browser gives them its own list, with no Sinhala or Tamil in it).
globalStyle("button, input, select, textarea", { fontFamily: "inherit" })
// The first screen's top margin stays inside the root: collapsing through <body>, it moved the
// whole page when the loading text gave way to a screen without one (a layout shift).
globalStyle("#root", { display: "flow-root" })
globalStyle(":focus-visible", { outline: `3px solid ${theme.color.focus}`, outlineOffset: "2px" })
globalStyle("img", { maxWidth: "100%", display: "block" })

/** Text for screen readers only. */
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
})
