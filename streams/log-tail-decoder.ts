import { Result, Schema } from "effect"
import { LoggedEvent } from "../schema/events"
import type { TailDecoder } from "./log-tail"

const KeptTail = Schema.Struct({ session: Schema.String, events: Schema.Array(LoggedEvent) })
const decodeTail = Schema.decodeUnknownResult(Schema.fromJsonString(KeptTail))

/** A tail kept by a page as it closed (streams/log-tail.ts), read by its schema for the reload that restores it. */
export const decodeKeptTail: TailDecoder = (text) => {
  const decoded = decodeTail(text)
  return Result.isFailure(decoded) ? { problem: decoded.failure.message } : decoded.success
}
