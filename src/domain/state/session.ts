import { Schema } from "effect"
import { SessionUser } from "../../../schema/auth"
import type { DomainEvent } from "../../../schema/events"

/** The session slice: who is signed in (the diner's, kept across tables); null before sign-in. */
export const SessionSlice = Schema.Struct({ user: Schema.NullOr(SessionUser) })
export type SessionSlice = typeof SessionSlice.Type

export const initialSessionSlice: SessionSlice = { user: null }

export const reduceSession = (_state: SessionSlice, event: DomainEvent): Partial<SessionSlice> | undefined =>
  event._tag === "v1.UserChanged" ? { user: event.user } : undefined
