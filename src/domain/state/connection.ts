import { Schema } from "effect"
import { Connection, type DomainEvent } from "../../../schema/events"

/** The connection slice: whether the app can reach the venue (kept across tables: it is the device's). */
export const ConnectionSlice = Schema.Struct({ connection: Connection })
export type ConnectionSlice = typeof ConnectionSlice.Type

export const initialConnectionSlice: ConnectionSlice = { connection: "Unknown" }

export const reduceConnection = (_state: ConnectionSlice, event: DomainEvent): Partial<ConnectionSlice> | undefined =>
  event._tag === "v1.ConnectionChanged" ? { connection: event.state } : undefined
