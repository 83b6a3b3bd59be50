import {
  BehaviorSubject,
  buffer,
  catchError,
  concatMap,
  debounce,
  defer,
  exhaustMap,
  filter,
  firstValueFrom,
  map,
  merge,
  Observable,
  of,
  Subject,
  timeout,
  timer,
} from "rxjs"
import { keepingOf } from "../schema/event-kinds"
import type { DomainEvent, EventSource, LoggedEvent } from "../schema/events"
import { fold, initialAppState, reduce, type AppState } from "../src/domain/app-state"
import type { EventStore, StoredSnapshot } from "./event-store-interface"
import type { LogTail } from "./log-tail"

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
  readonly state$: Observable<AppState>
  readonly events$: Observable<LoggedEvent>
  getState(): AppState
  append(event: DomainEvent, source: EventSource): LoggedEvent
  /**
   * Loads the session's log from the store, plus what the page kept of its unwritten tail as it
   * closed (`keepTail`) and the store does not hold; gives up (and starts fresh) after timeoutMs.
   */
  restore(timeoutMs: number): Promise<"restored" | "fresh" | "timed-out">
  /** Resolves when everything appended so far is stored. */
  flush(): Promise<void>
  /** The page is closing: what is not stored yet goes to the tab's storage at once (synchronously). */
  keepTail(): void
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
  /** Where a closing page keeps the unwritten tail for its reload; none: it is lost. */
  readonly tail?: LogTail
}

export const createEventLog = ({
  store,
  session: initialSession,
  now,
  log,
  snapshotEvery = 200,
  scheduleWrite = queueMicrotask,
  pauseMs = 800,
  tail,
}: EventLogDeps): EventLog => {
  let session = initialSession
  const state = new BehaviorSubject<AppState>(initialAppState)
  // The fold of the stored events only: what a snapshot holds, so a restore from it equals a fold of the stored log.
  let storedState = initialAppState
  const events = new Subject<LoggedEvent>()
  // The log itself when there is no store; with one, the store holds it and nothing is kept twice.
  const memory: LoggedEvent[] = []
  let nextSeq = 0
  let lastSnapshotSeq = -1
  // Kept for the store and not yet written, in seq order: what a page closing now would lose.
  let unwritten: LoggedEvent[] = []

  // The writer: events kept for the store gather until the page is idle (or a flush), and go
  // as one batch; batches are written one after another, in order. The snapshot of a batch is
  // decided as it closes, when `storedState` is the fold up to exactly its last event.
  const kept = new Subject<LoggedEvent>()
  const writeNow = new Subject<void>()
  const written = new BehaviorSubject<number>(-1) // the seq up to which the store has been written (or has failed)
  const idle = () => new Observable<void>((subscriber) => scheduleWrite(() => (subscriber.next(), subscriber.complete())))
  kept
    .pipe(
      buffer(merge(kept.pipe(exhaustMap(idle)), writeNow)),
      filter((batch) => batch.length > 0),
      map((batch) => {
        const last = batch.at(-1)?.seq ?? -1
        const due = last - lastSnapshotSeq >= snapshotEvery
        if (due) lastSnapshotSeq = last
        return { batch, last, snapshot: due ? { seq: last, state: storedState } : null }
      }),
      concatMap(({ batch, last, snapshot }) => writeBatch(store, session, batch, snapshot, log).pipe(map(() => last))),
    )
    .subscribe((seq) => {
      unwritten = unwritten.filter((logged) => logged.seq > seq)
      written.next(seq)
    })

  /** Queues an event for the store (or memory), in seq order. */
  const keep = (logged: LoggedEvent) => {
    storedState = reduce(storedState, logged.event)
    if (store === null) return void memory.push(logged)
    unwritten.push(logged)
    kept.next(logged)
  }

  // A search text waits for a pause in the typing; `release` keeps the waiting one at once.
  const coalesced = new Subject<LoggedEvent>()
  const releaseNow = new Subject<void>()
  coalesced.pipe(debounce(() => merge(timer(pauseMs), releaseNow))).subscribe(keep)
  const release = () => releaseNow.next()

  const flush = async () => {
    release()
    const target = unwritten.at(-1)?.seq
    if (target === undefined) return
    writeNow.next()
    await firstValueFrom(written.pipe(filter((seq) => seq >= target)))
  }

  return {
    state$: state.asObservable(),
    events$: events.asObservable(),
    getState: () => state.value,
    append: (event, source) => {
      const logged: LoggedEvent = { seq: nextSeq++, at: now(), source, event }
      state.next(reduce(state.value, event))
      const keeping = keepingOf(event)
      if (keeping === "coalesce") coalesced.next(logged)
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
      const kept = tail?.take(session) ?? []
      const outcome = await firstValueFrom(
        defer(() => store.load(session)).pipe(timeout({ first: timeoutMs, with: () => of("timed-out" as const) })),
      )
      if (outcome === "timed-out") {
        // The old log may still be there: a fresh start writes under a new session, never over it.
        session = `${initialSession}.${now()}`
        log(`restoring the session took over ${timeoutMs} ms: starting fresh`)
        return "timed-out"
      }
      const { snapshot, events: stored } = outcome
      const storedUpTo = stored.at(-1)?.seq ?? snapshot?.seq ?? -1
      // The tail the page kept as it closed, less what reached the store after all.
      const missing = inSeqOrderAfter(storedUpTo, kept)
      if (snapshot === null && stored.length === 0 && missing.length === 0) return "fresh"
      storedState = fold(
        stored.map((entry) => entry.event),
        snapshot?.state ?? initialAppState,
      )
      lastSnapshotSeq = snapshot?.seq ?? -1
      for (const logged of missing) keep(logged)
      nextSeq = (missing.at(-1)?.seq ?? storedUpTo) + 1
      state.next(storedState)
      return "restored"
    },
    flush,
    keepTail: () => {
      release()
      tail?.keep(session, unwritten)
    },
    exportAll: async () => {
      await flush()
      return store === null ? memory : store.all(session)
    },
    session: () => session,
  }
}

/** One batch to the store; a failure is reported and the log goes on (the events stay folded). */
const writeBatch = (
  store: EventStore | null,
  session: string,
  batch: ReadonlyArray<LoggedEvent>,
  snapshot: StoredSnapshot | null,
  log: (message: string) => void,
) =>
  defer(async () => {
    await store?.append(session, batch)
    if (snapshot !== null) await store?.saveSnapshot(session, snapshot)
  }).pipe(
    catchError((error: unknown) => {
      log(`the event log could not be stored: ${error instanceof Error ? error.message : String(error)}`)
      return of(undefined)
    }),
  )

/** The events after `seq`, each after the one before it (a tail written by hand or twice cannot break the order). */
const inSeqOrderAfter = (seq: number, events: ReadonlyArray<LoggedEvent>): ReadonlyArray<LoggedEvent> => {
  let last = seq
  return events.filter((logged) => logged.seq > last && ((last = logged.seq), true))
}
