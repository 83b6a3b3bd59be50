import type { DomainEvent } from "../../../schema/events"
import type { SessionSlice } from "../state-schema"

export type { SessionSlice }

export const initialSessionSlice: SessionSlice = { user: null }

export const reduceSession = (_state: SessionSlice, event: DomainEvent): Partial<SessionSlice> | undefined =>
  event._tag === "v1.UserChanged" ? { user: event.user } : undefined
