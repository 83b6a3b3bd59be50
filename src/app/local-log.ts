import { createEventLog, type EventLog } from "../../streams/event-log"
import { sessionLogTail } from "../../streams/log-tail"
import type { EventStore } from "../../streams/event-store-interface"
import { lazyEventStore } from "../store/lazy-event-store"

/** Restore gives up after this long and starts fresh (spec: persistence timeout 5000 ms). */
export const RESTORE_TIMEOUT_MS = 5000

export interface LocalLog {
  readonly log: EventLog
  /** This tab's session was restored from an earlier page (a reload), rather than started anew. */
  readonly restored: boolean
  /** The menu is on screen: the local database may load now (a fresh tab defers it until then). */
  readonly menuPainted: () => void
  /** Settles once the menu has been painted. */
  readonly painted: Promise<void>
  /**
   * The table this tab last opened, kept apart from the log: a reload that finds the log cut
   * short (closed mid-write) goes back to the table rather than to the home page. The installed
   * app (public/manifest.webmanifest starts it at /venue?source=app) reopens the table this
   * device last opened; another new tab starts clean. The composition root logs it
   * (`v1.LastTableFound`), so the redirect it drives is in the state.
   */
  readonly lastTable: () => string | null
}

const SESSION_KEY = "tableside.session"
const TABLE_KEY = "tableside.table"

/**
 * The tab's event log, kept in the browser's IndexedDB (RxDB). A reload restores its session
 * first; a fresh tab has nothing to restore, so it paints at once and the database opens later,
 * when it competes with nothing the diner waits for: once the menu is on screen and the page
 * has then been quiet a moment, or at the diner's first touch or key, or when the page is
 * hidden, whichever comes first (a page that never paints the menu, such as a sign-in gate,
 * waits longer). Opening it is some 300 ms of work on a
 * phone that cannot be cut up (Dexie's and RxDB's code, then the collection's setup), so it waits
 * for the diner to be reading, not for the page to load. Events wait in order in memory
 * meanwhile, and a page left before then keeps them in session storage (keepTail, below).
 */
export const openLocalLog = async (report: (message: string) => void): Promise<LocalLog> => {
  const existing = sessionStorage.getItem(SESSION_KEY)
  let menuPainted: () => void = () => undefined
  const painted = new Promise<void>((resolve) => (menuPainted = resolve))
  // Started now, so a fresh tab's wait counts from page start; a reload restores at once.
  const mayOpen = existing !== null ? Promise.resolve() : dinerReading(painted)
  const store = lazyEventStore(() => mayOpen.then(() => openStore(report)))
  const log = createEventLog({
    store,
    session: existing ?? crypto.randomUUID(),
    now: Date.now,
    log: report,
    scheduleWrite: whenIdle,
    tail: sessionLogTail(sessionStorage, report),
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
    if (event._tag === "v1.VenueLoadStarted") for (const storage of [sessionStorage, localStorage]) storage.setItem(TABLE_KEY, event.qrCode)
    else if (event._tag === "v1.VenueCleared") for (const storage of [sessionStorage, localStorage]) storage.removeItem(TABLE_KEY)
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
    menuPainted: () => menuPainted(),
    painted,
    lastTable: () => sessionStorage.getItem(TABLE_KEY) ?? (launchedAsApp() ? localStorage.getItem(TABLE_KEY) : null),
  }
}

/** Opened as the installed app: from its start URL, or in its own window. */
const launchedAsApp = (): boolean =>
  new URLSearchParams(location.search).get("source") === "app" || matchMedia("(display-mode: standalone)").matches

/** Runs `work` when the main thread has a moment to spare, and within 300 ms in any case. */
const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 300 })
  else setTimeout(work, 0)
}

/** How long the painted page stays quiet (no touch, still shown) before the database opens. */
const QUIET_MS = 3000

/** The wait for a page that does not paint the menu (a sign-in gate, an error) before the database opens. */
const UNPAINTED_WAIT_MS = 10_000

/**
 * The menu painted and then a quiet moment, or the diner's first use, or the page hidden; then
 * an idle moment. The menu's paint is the page's largest (its dishes' words: their pictures are
 * thumbnails), so nothing else is waited for.
 */
const dinerReading = (painted: Promise<void>): Promise<void> =>
  Promise.race([painted.then(() => quietOrUsed(QUIET_MS)), quietOrUsed(UNPAINTED_WAIT_MS)]).then(
    () => new Promise<void>((resolve) => whenIdle(resolve)),
  )

/** After `ms`, or at once when the diner touches the page or types, or the page is hidden. */
const quietOrUsed = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, done, true))
      document.removeEventListener("visibilitychange", done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, done, true))
    document.addEventListener("visibilitychange", done)
  })

/** Input that says the diner is using the page. */
const INPUT_EVENTS = ["pointerdown", "keydown"] as const

/** Each browser tab has its own session (session storage): a reload keeps it, a new tab starts clean. */
const openStore = async (report: (message: string) => void): Promise<EventStore | null> => {
  try {
    const [{ createRxdbEventStore }, { getRxStorageDexie }] = await Promise.all([
      import("../store/rxdb-event-store"),
      import("rxdb/plugins/storage-dexie"),
    ])
    return await createRxdbEventStore(getRxStorageDexie(), "tableside", report)
  } catch (error) {
    // Private browsing or a full disk: the app still works, it only forgets on reload.
    report(
      `The local event log is not available (${error instanceof Error ? error.message : String(error)}); nothing will be kept on reload.`,
    )
    return null
  }
}
