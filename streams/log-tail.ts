import type { LoggedEvent } from "../schema/events"

/**
 * The log's unwritten tail, kept in the tab's session storage while the page closes. The store
 * is written when the page is idle, and what pagehide asks it to write at the last moment is
 * asynchronous (IndexedDB), so a reload can cut it off; session storage is written at once and
 * survives the reload. The restore appends what the store does not hold and forgets the rest.
 */
export interface TabStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface LogTail {
  /** Keeps the session's unwritten events (or forgets an older tail when there are none). */
  keep(session: string, events: ReadonlyArray<LoggedEvent>): void
  /** The events kept for `session`, then forgets them; a tail of another session or one that does not decode gives none. */
  take(session: string): ReadonlyArray<LoggedEvent>
}

/** A kept tail's text read by its schema (streams/log-tail-decoder.ts): the tail, or why it does not decode. */
export type TailDecoder = (
  text: string,
) => { readonly session: string; readonly events: ReadonlyArray<LoggedEvent> } | { readonly problem: string }

const TAIL_KEY = "tableside.log-tail"

/**
 * The tab's tail. `decode` null: a tab whose session starts now, which has no tail of its own to
 * take back, so the page's first script needs no schema's code to keep one.
 */
export const sessionLogTail = (storage: TabStorage, report: (message: string) => void, decode: TailDecoder | null): LogTail => ({
  keep: (session, events) => {
    try {
      if (events.length === 0) storage.removeItem(TAIL_KEY)
      else storage.setItem(TAIL_KEY, JSON.stringify({ session, events }))
    } catch (error) {
      // A full session storage (a large menu answer not yet written): the store's own write may still finish.
      report(
        `the log's unwritten tail (${events.length} events) could not be kept for the reload: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  },
  take: (session) => {
    const text = storage.getItem(TAIL_KEY)
    if (text === null) return []
    storage.removeItem(TAIL_KEY)
    if (decode === null) return []
    const decoded = decode(text)
    if ("problem" in decoded) {
      report(`the log's tail kept at the last reload does not decode and is dropped: ${decoded.problem}`)
      return []
    }
    return decoded.session === session ? decoded.events : []
  },
})
