import { createEventLog, type EventLog } from "../../streams/event-log"
import { sessionLogTail } from "../../streams/log-tail"
import type { EventStore } from "../../streams/event-store-interface"
import { lazyEventStore } from "../store/lazy-event-store"
import { idleMoment } from "../ui/idle-moment"
import { yieldSlice } from "./lifecycle"
import { keepTable, SESSION_KEY, TABLE_KEY } from "./tab-session"

/** Restore gives up after this long and starts fresh (spec: persistence timeout 5000 ms). */
export const RESTORE_TIMEOUT_MS = 5000

export interface LocalLog {
  readonly log: EventLog
  /** This tab's session was restored from an earlier page (a reload), rather than started anew. */
  readonly restored: boolean
  /**
   * The table this tab last opened, kept apart from the log: a reload that finds the log cut
   * short (closed mid-write) goes back to the table rather than to the home page. The installed
   * app (public/manifest.webmanifest starts it at /venue?source=app) reopens the table this
   * device last opened; another new tab starts clean. The composition root logs it
   * (`v1.LastTableFound`), so the redirect it drives is in the state.
   */
  readonly lastTable: () => string | null
}

/**
 * The tab's event log, kept in the browser's IndexedDB (RxDB). A reload restores its session
 * first; a fresh tab has nothing to restore, so it paints at once and the database opens once
 * `opens` settles (the page's lifecycle says when: src/app/lifecycle.ts, once the first screen is
 * painted and the main thread is free). Events wait in order in memory meanwhile, and a page
 * left before then keeps them in session storage (keepTail, below).
 */
export const openLocalLog = async (report: (message: string) => void, opens: Promise<unknown>): Promise<LocalLog> => {
  const existing = sessionStorage.getItem(SESSION_KEY)
  // A reload restores at once.
  const mayOpen = existing !== null ? Promise.resolve() : opens
  const store = lazyEventStore(() => mayOpen.then(() => openStore(report)))
  // Only a reload has a tail of its own to take back, and reads it by its schema (Effect's code).
  const decodeTail = existing === null ? null : (await import("../../streams/log-tail-decoder")).decodeKeptTail
  const log = createEventLog({
    store,
    session: existing ?? crypto.randomUUID(),
    now: Date.now,
    log: report,
    scheduleWrite: (write) => void idleMoment(300).then(write),
    tail: sessionLogTail(sessionStorage, report, decodeTail),
  })
  if (existing !== null) {
    // Measured by the benchmark (tests/bench): the database read plus the fold.
    performance.mark("tableside:restore:start")
    await log.restore(RESTORE_TIMEOUT_MS)
    performance.measure("tableside:restore", "tableside:restore:start")
  }
  sessionStorage.setItem(SESSION_KEY, log.session())
  // The table is kept apart from the log too: a reload that finds the log cut short (closed
  // mid-write) goes back to the table rather than to the home page.
  log.events$.subscribe(({ event }) => {
    if (event._tag === "v1.VenueLoadStarted") keepTable(event.qrCode)
    else if (event._tag === "v1.VenueCleared") keepTable(null)
  })
  // Leaving or reloading the page: what is still waiting for an idle moment is kept in session
  // storage at once (a reload cuts the asynchronous write short) and written now. A hidden page
  // may be closed without a pagehide (a phone ends it in the background), so it does the same.
  const leaving = () => {
    log.keepTail()
    void log.flush()
  }
  window.addEventListener("pagehide", leaving)
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") leaving()
  })
  return {
    log,
    restored: existing !== null,
    lastTable: () => sessionStorage.getItem(TABLE_KEY) ?? (launchedAsApp() ? localStorage.getItem(TABLE_KEY) : null),
  }
}

/** Opened as the installed app: from its start URL, or in its own window. */
const launchedAsApp = (): boolean =>
  new URLSearchParams(location.search).get("source") === "app" || matchMedia("(display-mode: standalone)").matches

/** Each browser tab has its own session (session storage): a reload keeps it, a new tab starts clean. */
const openStore = async (report: (message: string) => void): Promise<EventStore | null> => {
  try {
    // RxDB's code, Dexie's and the database's setup are three slices, each its own task (one
    // was some 200 ms under a 4x slower CPU): a tap between them goes first. The second download
    // waits for the first; nothing on screen waits for either.
    const { createRxdbEventStore } = await import("../store/rxdb-event-store")
    await yieldSlice()
    const { getRxStorageDexie } = await import("rxdb/plugins/storage-dexie")
    await yieldSlice()
    return await createRxdbEventStore(getRxStorageDexie(), "tableside", report)
  } catch (error) {
    // Private browsing or a full disk: the app still works, it only forgets on reload.
    report(
      `The local event log is not available (${error instanceof Error ? error.message : String(error)}); nothing will be kept on reload.`,
    )
    return null
  }
}
