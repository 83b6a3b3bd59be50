import { Schema } from "effect"
import { NoticeText } from "../../../schema/events"

/**
 * A text a screen shows from the log: a message of the catalogues with its values, or, from a
 * log written before texts were kept as messages, the English sentence it kept (shown as it was).
 */
export const ShownText = Schema.Union([NoticeText, Schema.String])
export type ShownText = typeof ShownText.Type
