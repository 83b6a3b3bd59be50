import { Result, Schema } from "effect"
import { LoggedEvent } from "../../schema/events"
import { initialAppState, reduce, type AppState } from "./app-state"
import { redact } from "./redact"

/**
 * Debugging by replay: a session's log as NDJSON (one LoggedEvent per line, secrets
 * redacted), read back line by line, folded with a compact diff of what each event changed.
 */

export const toNdjson = (events: ReadonlyArray<LoggedEvent>): string =>
  events.map((event) => JSON.stringify(redact(event))).join("\n") + (events.length > 0 ? "\n" : "")

export type ParsedLine = { readonly line: number; readonly event: LoggedEvent } | { readonly line: number; readonly error: string }

const decodeLine = Schema.decodeUnknownResult(Schema.fromJsonString(LoggedEvent))

/** Each non-empty line decoded; a malformed one is reported with its number, the rest go on. */
export const parseNdjson = (text: string): ReadonlyArray<ParsedLine> =>
  text.split(/\r?\n/).flatMap((raw, index) => {
    if (raw.trim() === "") return []
    const result = decodeLine(raw)
    return [
      Result.isSuccess(result)
        ? { line: index + 1, event: result.success }
        : { line: index + 1, error: result.failure.message.replace(/\s+/g, " ") },
    ]
  })

export interface ReplayStep {
  readonly event: LoggedEvent
  readonly state: AppState
  /** Paths that changed, with short before → after values. */
  readonly changes: ReadonlyArray<string>
}

/** Folds the events one by one, keeping each state and what it changed. */
export const replaySteps = (events: ReadonlyArray<LoggedEvent>, from: AppState = initialAppState): ReadonlyArray<ReplayStep> => {
  const steps: ReplayStep[] = []
  let state = from
  for (const event of events) {
    const next = reduce(state, event.event)
    steps.push({ event, state: next, changes: diff(state, next) })
    state = next
  }
  return steps
}

/** What `npm run replay` prints of a step: the event, a failed source's message (the fold keeps none), and what it changed. */
export const stepLines = ({ event, changes }: ReplayStep): ReadonlyArray<string> => {
  const fault = event.event._tag === "v1.SourceFailed" ? [`${event.event.source} failed: ${event.event.message}`] : []
  return [
    `#${event.seq} ${new Date(event.at).toISOString()} ${event.source} ${event.event._tag}`,
    ...[...fault, ...changes].map((line) => `    ${line}`),
  ]
}

/** A compact diff: changed leaves (or whole arrays) by path, values cut to 60 characters. */
export const diff = (before: unknown, after: unknown, path = ""): string[] => {
  if (before === after) return []
  const bothObjects =
    before !== null &&
    after !== null &&
    typeof before === "object" &&
    typeof after === "object" &&
    !Array.isArray(before) &&
    !Array.isArray(after)
  if (!bothObjects) return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${path || "."}: ${short(before)} → ${short(after)}`]
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].flatMap((key) =>
    diff((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path === "" ? key : `${path}.${key}`),
  )
}

const short = (value: unknown): string => {
  const text = Array.isArray(value) ? `[${value.length} items]` : (JSON.stringify(value) ?? "undefined")
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
