import { BehaviorSubject, Subject, type Observable } from "rxjs"
import { keepingOf, type DomainEvent, type EventSource, type LoggedEvent } from "../schema/events"
import { fold, initialVenueState, reduce, type VenueState } from "../src/domain/venue-state"
import type { EventStore } from "./event-store"

/**
 * The one writer of the event log. Appending stamps the event (seq, time, source), folds it
 * into the state at once (the screens never wait for storage) and queues it for the store,
 * which receives events in order; every `snapshotEvery` events the state is saved too, so a
 * restore folds only the tail. View state is kept as schema/events.ts `keepingOf` says: a
 * search text waits for a pause in the typing (a newer one replaces it), a section the scroll
 * passes is folded but never stored. Their seqs are then missing from the stored log, which
 * stays in order; the snapshot is the fold of exactly the stored events up to its seq.
 */
export interface EventLog {
  readonly state$: Observable<VenueState>
  readonly events$: Observable<LoggedEvent>
  getState(): VenueState
  append(event: DomainEvent, source: EventSource): LoggedEvent
  /** Loads the session's log from the store; gives up (and starts fresh) after timeoutMs. */
  restore(timeoutMs: number): Promise<"restored" | "fresh" | "timed-out">
  /** Resolves when everything appended so far is stored. */
  flush(): Promise<void>
  /** Every event of this session, from the store, for export. */
  exportAll(): Promise<ReadonlyArray<LoggedEvent>>
  /** The session the log is written under (a restore that timed out starts a new one). */
  session(): string
}

export interface EventLogDeps {
  /** null: keep the log in memory only (no storage available). */
  readonly store: EventStore | null
  readonly session: string
  readonly now: () => number
  readonly log: (message: string) => void
  readonly snapshotEvery?: number
  /**
   * When a batch is written. Default: at the end of the current tick. The browser passes an
   * idle callback, so storing (a large menu answer takes tens of milliseconds) never delays
   * the frame that shows the change.
   */
  readonly scheduleWrite?: (write: () => void) => void
  /** How long the typing must pause before a search text is stored (default 800 ms). */
  readonly pauseMs?: number
}

export const createEventLog = ({ store, session: initialSession, now, log, snapshotEvery = 200, scheduleWrite = queueMicrotask, pauseMs = 800 }: EventLogDeps): EventLog => {
  let session = initialSession
  const state = new BehaviorSubject<VenueState>(initialVenueState)
  // The fold of the stored events only: what a snapshot holds, so a restore from it equals a fold of the stored log.
  let storedState = initialVenueState
  const events = new Subject<LoggedEvent>()
  // The log itself when there is no store; with one, the store holds it and nothing is kept twice.
  const memory: LoggedEvent[] = []
  let nextSeq = 0
  let lastSnapshotSeq = -1
  const pending: LoggedEvent[] = []
  let draining: Promise<void> | null = null

  /**
   * Writes what is pending, one batch at a time: while a batch is being stored, new events
   * gather and go together in the next one (a fast typist's keystrokes cost one write, not a
   * write each). The snapshot of a batch is the state right after its last event.
   */
  const drain = (): Promise<void> => {
    if (store === null) return Promise.resolve()
    draining ??= (async () => {
      while (pending.length > 0) {
        const batch = pending.splice(0)
        const last = batch[batch.length - 1]
        if (last === undefined) break
        const stateNow = storedState // folded up to `last`: every kept event is in this batch
        const due = last.seq - lastSnapshotSeq >= snapshotEvery
        if (due) lastSnapshotSeq = last.seq
        try {
          await store.append(session, batch)
          if (due) await store.saveSnapshot(session, { seq: last.seq, state: stateNow })
        } catch (error) {
          log(`the event log could not be stored: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    })().finally(() => {
      draining = null
      // Events appended while the loop was finishing are not left behind.
      if (pending.length > 0) void drain()
    })
    return draining
  }

  /** Queues an event for the store (or memory), in seq order. */
  const keep = (logged: LoggedEvent) => {
    storedState = reduce(storedState, logged.event)
    if (store === null) {
      memory.push(logged)
      return
    }
    pending.push(logged)
    // Events kept before the write runs are stored in one batch.
    if (pending.length === 1) scheduleWrite(() => void drain())
  }

  // A search text waiting for a pause in the typing.
  let held: LoggedEvent | null = null
  let pause: ReturnType<typeof setTimeout> | undefined
  const release = () => {
    clearTimeout(pause)
    if (held === null) return
    const waiting = held
    held = null
    keep(waiting)
  }
  const hold = (logged: LoggedEvent) => {
    held = logged
    clearTimeout(pause)
    pause = setTimeout(release, pauseMs)
  }

  return {
    state$: state.asObservable(),
    events$: events.asObservable(),
    getState: () => state.value,
    append: (event, source) => {
      const logged: LoggedEvent = { seq: nextSeq++, at: now(), source, event }
      state.next(reduce(state.value, event))
      const keeping = keepingOf(event)
      if (keeping === "coalesce") hold(logged)
      else {
        // A search text still waiting goes first: the stored log stays in seq order.
        release()
        if (keeping === "store") keep(logged)
      }
      events.next(logged)
      return logged
    },
    restore: async (timeoutMs) => {
      if (store === null) return "fresh"
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<"timed-out">((resolve) => (timer = setTimeout(() => resolve("timed-out"), timeoutMs)))
      const loaded = store.load(session).then((value) => ({ value }))
      const outcome = await Promise.race([loaded, timeout])
      clearTimeout(timer)
      if (outcome === "timed-out") {
        // The old log may still be there: a fresh start writes under a new session, never over it.
        session = `${initialSession}.${now()}`
        log(`restoring the session took over ${timeoutMs} ms: starting fresh`)
        return "timed-out"
      }
      const { snapshot, events: tail } = outcome.value
      if (snapshot === null && tail.length === 0) return "fresh"
      const restored = fold(
        tail.map((entry) => entry.event),
        snapshot?.state ?? initialVenueState,
      )
      nextSeq = Math.max(snapshot?.seq ?? -1, ...tail.map((entry) => entry.seq)) + 1
      lastSnapshotSeq = snapshot?.seq ?? -1
      storedState = restored
      state.next(restored)
      return "restored"
    },
    flush: async () => {
      release()
      while (pending.length > 0 || draining !== null) await drain()
    },
    exportAll: async () => {
      release()
      await drain()
      return store === null ? memory : store.all(session)
    },
    session: () => session,
  }
}
