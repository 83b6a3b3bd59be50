import type { DomainEvent } from "../../../schema/events"
import type { ScreenSlice } from "../state-schema"

export type { ScreenSlice }

export const initialScreenSlice: ScreenSlice = { screen: null }

export const reduceScreen = (_state: ScreenSlice, event: DomainEvent): Partial<ScreenSlice> | undefined =>
  event._tag === "v1.ScreenShown" ? { screen: event.path } : undefined
