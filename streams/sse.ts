/**
 * Server-sent events over fetch (EventSource cannot send the Authorization header). Yields
 * each event as it arrives; the caller keeps `id` to resume with Last-Event-ID.
 */
export interface SseEvent {
  readonly id: string | null
  readonly event: string
  readonly data: string
}

export interface SseRequest {
  readonly fetch: typeof globalThis.fetch
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly lastEventId: string | null
  readonly signal: AbortSignal
  /** Called for every chunk received, comments included: the stream is alive. */
  readonly onActivity?: () => void
}

/** The feed answered something else than a stream: its status says why (400: a bad Last-Event-ID). */
export class EventStreamRefused extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`live feed ${url} answered ${status}`)
  }
}

export async function* openEventStream(request: SseRequest): AsyncGenerator<SseEvent> {
  const headers: Record<string, string> = { ...request.headers, accept: "text/event-stream" }
  if (request.lastEventId !== null) headers["last-event-id"] = request.lastEventId
  // Low priority: a feed stays open for the page's life and must not compete with the menu's
  // requests, nor count as a critical request still loading (Lighthouse waits for those to end).
  const response = await request.fetch(request.url, { headers, signal: request.signal, priority: "low" })
  if (!response.ok || response.body === null) throw new EventStreamRefused(request.url, response.status)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const parser = eventStreamParser()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      request.onActivity?.()
      yield* parser(value)
    }
  } finally {
    reader.releaseLock()
  }
}

/**
 * The text/event-stream format: fields per line, an empty line ends an event, lines starting
 * with ':' are comments. Chunks may split lines anywhere; the parser keeps the unfinished rest.
 */
export const eventStreamParser = () => {
  let buffer = ""
  let id: string | null = null
  let event = "message"
  let data: string[] = []
  return (chunk: string): SseEvent[] => {
    buffer += chunk
    const events: SseEvent[] = []
    let newline: number
    while ((newline = buffer.search(/\r\n|\n|\r/)) >= 0) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1))
      if (line === "") {
        if (data.length > 0 || event !== "message") events.push({ id, event, data: data.join("\n") })
        event = "message"
        data = []
        continue
      }
      if (line.startsWith(":")) continue
      const colon = line.indexOf(":")
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "")
      if (field === "data") data.push(value)
      else if (field === "event") event = value
      else if (field === "id") id = value
    }
    return events
  }
}
