import { globalStyle, style } from "@vanilla-extract/css"
import { theme } from "../../styles/theme.css"
import { small } from "../../ui/page.css"
import { unit } from "../../styles/units"

/** A receipt prints as itself: on white, without the app's header, buttons and links. */
export const receipt = style({
  "@media": { print: { padding: 0, maxWidth: "none", color: "#000", background: "#fff" } },
})
globalStyle(`${receipt} *`, { "@media": { print: { color: "#000", background: "transparent", borderColor: "#000" } } })

/** The app's chrome around a receipt: laid out as if not wrapped (the header stays sticky), left out of print. */
export const chrome = style({ display: "contents", "@media": { print: { display: "none" } } })

/** Facts of the receipt, a label and its value: the label on one line, the value taking the rest (a date, a card, may wrap). */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${unit(1)} ${unit(3)}`,
  margin: `${unit(3)} 0 0`,
})
globalStyle(`${facts} > dt`, { whiteSpace: "nowrap" })
globalStyle(`${facts} > dd`, { margin: 0, textAlign: "end" })

/**
 * What was paid: set apart by a rule, not a card, so its labels keep the whole width (a Tamil
 * "Total paid" in bold fits beside its amount at 360 px), as a paper receipt does.
 */
export const paid = style({ borderTop: `1px solid ${theme.color.border}`, marginTop: unit(4), paddingTop: unit(3) })

/** The amounts: each label has all the room its amount leaves, the amount never broken. */
export const amounts = style({
  display: "grid",
  gridTemplateColumns: "1fr max-content",
  gap: unit(1),
  marginTop: unit(3),
})
globalStyle(`${amounts} > dd`, { margin: 0, textAlign: "end", whiteSpace: "nowrap" })

export const amount = style({ whiteSpace: "nowrap" })
export const strong = style({ fontWeight: 700 })

/** Print and the way back, side by side; not printed. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: unit(3),
  alignItems: "center",
  marginTop: unit(4),
  "@media": { print: { display: "none" } },
})

/** A link drawn as the app's small buttons are (the bill's "Try again"), not as a browser's default link. */
export const secondary = style([small, { display: "inline-flex", alignItems: "center", fontWeight: 600, textDecoration: "none" }])

/** The receipt by e-mail: its button among the receipt's actions, its form below them; neither printed. */
export const mail = style({ marginTop: unit(4), "@media": { print: { display: "none" } } })
export const secondaryButton = style([small, { fontWeight: 600 }])
export const mailForm = style({ display: "grid", gap: unit(2), marginTop: unit(3) })
globalStyle(`${mailForm} p`, { margin: 0 })
