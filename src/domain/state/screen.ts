import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"

/**
 * The screen slice: the path of the screen the app showed last (null before the first), so a
 * replayed log opens the screen the diner was on. Kept across tables: it is where the diner is.
 */
export const ScreenSlice = Schema.Struct({ screen: Schema.NullOr(Schema.String) })
export type ScreenSlice = typeof ScreenSlice.Type

export const initialScreenSlice: ScreenSlice = { screen: null }

export const reduceScreen = (_state: ScreenSlice, event: DomainEvent): Partial<ScreenSlice> | undefined =>
  event._tag === "v1.ScreenShown" ? { screen: event.path } : undefined
