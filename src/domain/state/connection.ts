import type { DomainEvent } from "../../../schema/events"
import type { ConnectionSlice } from "../state-schema"

export type { ConnectionSlice }

export const initialConnectionSlice: ConnectionSlice = { connection: "Unknown" }

export const reduceConnection = (_state: ConnectionSlice, event: DomainEvent): Partial<ConnectionSlice> | undefined =>
  event._tag === "v1.ConnectionChanged" ? { connection: event.state } : undefined
