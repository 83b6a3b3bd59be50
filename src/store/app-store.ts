import { BehaviorSubject, combineLatest, filter, Subject, fromEvent, map, merge, startWith, type Observable } from "rxjs"
import type { AppConfig } from "../../schema/app-config"
import { signInAllows } from "../domain/sign-in-rule"
import type { VenueState } from "../domain/venue-state"
import { createAnalytics, type Analytics } from "../../streams/analytics"
import type { AuthSession } from "../../streams/auth"
import { createEventLog, type EventLog } from "../../streams/event-log"
import { firebaseApp } from "../../streams/firebase-app"
import { deferredLive, type LiveSource } from "../../streams/live"
import { createIntents, type Intents, type Notify } from "../../streams/intents"
import { createServerLive } from "../../streams/live-server"
import { toNdjson } from "../../streams/replay"
import { createRpc } from "../../streams/rpc"
import { workerDecoder } from "../../streams/answer-decoding"
import { authSessionEvents } from "../../streams/sources/auth-session"
import { availabilityEvents } from "../../streams/sources/availability"
import { connectionEvents } from "../../streams/sources/connection"
import { liveFeedEvents } from "../../streams/sources/live-feeds"
import { from } from "../../streams/sources/sourced"
import { venueLoaderEvents } from "../../streams/sources/venue-loader"
import { createPhoneSteps, type PhoneSteps } from "../../streams/sources/phone"
import { cacheStorageVenueCache } from "../../streams/venue-cache"
import type { EventStore } from "../../streams/event-store"
import { lazyEventStore } from "./event-store"

/** The client's one store: the event log, its state, the intents, identity and live feeds. */
export interface AppStore {
  readonly state$: Observable<VenueState>
  readonly getState: () => VenueState
  readonly intents: Intents
  readonly auth: AuthSession
  /** The phone step of a table's sign-in; its outcomes are in the state (`phone`). */
  readonly phone: PhoneSteps
  /** The session's log as NDJSON, secrets redacted, for a bug report. */
  readonly exportLog: () => Promise<string>
  /** Shows a replayed state on every screen instead of the live one; null goes back to live. */
  readonly showReplay: (state: VenueState | null) => void
  readonly analytics: Analytics
  /** The menu is on screen: the local database may load now (a fresh tab defers it until then). */
  readonly menuPainted: () => void
  /** The table this tab last opened, kept apart from the log: a reload that finds the log
   * cut short (closed mid-write) goes back to the table rather than to the home page. The
   * installed app (public/manifest.webmanifest starts it at /venue?source=app) reopens the
   * table this device last opened; another new tab starts clean. */
  readonly lastTable: () => string | null
}

/** Restore gives up after this long and starts fresh (spec: persistence timeout 5000 ms). */
export const RESTORE_TIMEOUT_MS = 5000

/** Opened as the installed app: from its start URL, or in its own window. */
const launchedAsApp = (): boolean => new URLSearchParams(location.search).get("source") === "app" || matchMedia("(display-mode: standalone)").matches

const SESSION_KEY = "tableside.session"
const TABLE_KEY = "tableside.table"

export interface BrowserDeps {
  readonly config: AppConfig
  /** Started by the page before the store (src/app/page-start.ts), so it waits for nothing here. */
  readonly auth: AuthSession
  /** The network, for the RPC client (the page may have started some of its calls already). */
  readonly fetch: typeof globalThis.fetch
}

export const createAppStore = async ({ config, auth, fetch }: BrowserDeps): Promise<AppStore> => {
  const report = (message: string) => console.warn(message)
  const existing = sessionStorage.getItem(SESSION_KEY)
  // A reload needs the database at once; a fresh tab opens it once the menu is painted and its
  // largest paint (the first picture) is done (or after 5 s), so its code competes with neither.
  // Events wait in order meanwhile.
  let menuPainted: () => void = () => undefined
  const painted = new Promise<void>((resolve) => (menuPainted = resolve))
  const settled = painted.then(() => largestPictureShown(LARGEST_PAINT_WAIT_MS)).then(() => new Promise<void>((resolve) => whenIdle(resolve)))
  const store = lazyEventStore(() => (existing !== null ? openStore(report) : Promise.race([settled, delay(5000)]).then(() => openStore(report))))
  const log = createEventLog({ store, session: existing ?? crypto.randomUUID(), now: Date.now, log: report, scheduleWrite: whenIdle })
  // A reload restores its session first; a fresh tab has nothing to restore, so it paints at
  // once and the database code loads in the background.
  if (existing !== null) {
    // Measured by the benchmark (tests/bench): the database read plus the fold.
    performance.mark("tableside:restore:start")
    await log.restore(RESTORE_TIMEOUT_MS)
    performance.measure("tableside:restore", "tableside:restore:start")
  }
  sessionStorage.setItem(SESSION_KEY, log.session())
  log.events$.subscribe(({ event }) => {
    if (event._tag === "v1.VenueLoadStarted") for (const storage of [sessionStorage, localStorage]) storage.setItem(TABLE_KEY, event.qrCode)
    else if (event._tag === "v1.VenueCleared") for (const storage of [sessionStorage, localStorage]) storage.removeItem(TABLE_KEY)
  })
  // Leaving or reloading the page: what is still waiting for an idle moment is written now.
  window.addEventListener("pagehide", () => void log.flush())

  // A toast is a fact in the log: the screens show it from the state, and so does a replay.
  const notify: Notify = (kind, message, text) => void log.append({ _tag: "v1.ToastShown", kind, message, ...(text === undefined ? {} : { text }), shownAt: Date.now() }, "system")
  const rpc = createRpc({
    fetch,
    baseUrl: config.apiBaseUrl,
    session: () => ({ token: auth.token(), tenantId: log.getState().tenant?.id ?? null, qrCode: log.getState().qrCode }),
    refreshToken: auth.refreshToken,
    log: report,
    decodeOffThread: workerDecoder(() => new Worker(new URL("../../streams/answer-decoder.worker.ts", import.meta.url), { type: "module" })),
  })
  const opens = new Subject<string>()
  const intents = createIntents({
    rpc,
    log,
    newKey: () => crypto.randomUUID(),
    notify,
    // Changes wait in the log while the app is offline, or until the diner is signed in.
    isOnline: () => log.getState().connection !== "Offline" && auth.token() !== null,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    openTable: (qrCode) => opens.next(qrCode),
  })
  // Queued cart changes go out, in order, as soon as they can: when the connection and the
  // sign-in are back (a restored session may hold some from before a reload).
  log.events$.pipe(filter(({ event }) => (event._tag === "v1.UserChanged" && event.user !== null) || (event._tag === "v1.ConnectionChanged" && event.state !== "Offline"))).subscribe(() => void intents.flushPending())
  const live = config.live === "firestore" ? firestoreLive(config, log, report) : createServerLive({
    fetch: (input, init) => globalThis.fetch(input, init),
    baseUrl: config.apiBaseUrl,
    // No feed before the table's sign-in rule is met: the server would refuse it (403).
    headers: () => {
      const { tenant, qrCode, selectedServiceArea, user } = log.getState()
      const token = auth.token()
      if (token === null || user === null || tenant === null || qrCode === null || selectedServiceArea === null) return null
      return signInAllows(selectedServiceArea.authType, user) ? { authorization: `Bearer ${token}`, tenant: tenant.id, qr: qrCode } : null
    },
    log: report,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  })
  const browserOnline$ = merge(fromEvent(window, "online").pipe(map(() => true)), fromEvent(window, "offline").pipe(map(() => false))).pipe(startWith(navigator.onLine))
  // The inputs of the log that are streams, merged into its one writer. (The other commands of
  // the diner and their HTTP answers still append through `intents`.)
  merge(
    venueLoaderEvents({ rpc, opens$: opens, ...(typeof caches === "undefined" ? {} : { venueCache: cacheStorageVenueCache(caches, report) }) }),
    authSessionEvents(auth.user$).pipe(from("system")),
    // A restored session may already be in this state: an event that changes nothing is not logged.
    connectionEvents({ browserOnline$, live$: live.connection$() }).pipe(
      filter((event) => event._tag !== "v1.ConnectionChanged" || event.state !== log.getState().connection),
      from("system"),
    ),
    liveFeedEvents(live, report),
    availabilityEvents({
      availability$: live.availability$(),
      state: log.getState,
      storage: { get: (key) => localStorage.getItem(key), set: (key, value) => localStorage.setItem(key, value) },
      notify,
      refetchMenu: intents.refetchMenu,
      refreshCart: intents.refreshCart,
      report,
    }),
  ).subscribe(({ event, source }) => log.append(event, source))

  // The debug panel can step through a loaded log: the screens then show that state.
  const replay = new BehaviorSubject<VenueState | null>(null)
  return {
    state$: combineLatest([log.state$, replay]).pipe(map(([live, replayed]) => replayed ?? live)),
    getState: () => replay.value ?? log.getState(),
    intents,
    auth,
    phone: createPhoneSteps({ rpc, append: (event, source) => void log.append(event, source), refreshToken: auth.refreshToken }),
    exportLog: async () => toNdjson(await log.exportAll()),
    showReplay: (state) => replay.next(state),
    analytics: createAnalytics(config, import.meta.env.DEV),
    menuPainted: () => menuPainted(),
    lastTable: () => sessionStorage.getItem(TABLE_KEY) ?? (launchedAsApp() ? localStorage.getItem(TABLE_KEY) : null),
  }
}

/** Production: Firestore listeners, scoped to the loaded venue and table, loaded on demand. */
const firestoreLive = (config: AppConfig, log: EventLog, report: (message: string) => void): LiveSource =>
  deferredLive(async () => {
    const [app, firestore, { createFirestoreLive }] = await Promise.all([firebaseApp(config), import("firebase/firestore"), import("../../streams/live-firestore")])
    const db = firestore.getFirestore(app)
    const scope$ = log.state$.pipe(map((state) => (state.venue === null || state.selectedServiceArea === null ? null : { tenantId: state.venue.tenant.id, venueId: state.venue.id, serviceAreaId: state.selectedServiceArea.id })))
    return createFirestoreLive({ orders: db, availability: db, scope$, log: report })
  })

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `work` when the main thread has a moment to spare, and within 300 ms in any case. */
const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 300 })
  else setTimeout(work, 0)
}

/** How long after the menu's paint its picture may take before the database opens anyway. */
const LARGEST_PAINT_WAIT_MS = 3000

/** Input that ends the browser's largest-paint reports: the diner is using the page. */
const INPUT_EVENTS = ["pointerdown", "keydown"] as const

/**
 * The page's largest paint is a picture (the menu's first dish) that has been painted, or the
 * diner touched the page (the browser stops reporting largest paints then), or `timeoutMs`
 * passed. Not the load event: after a move within the app the document has long been complete
 * while the menu's pictures still download.
 */
const largestPictureShown = (timeoutMs: number): Promise<void> =>
  new Promise((resolve) => {
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) return void setTimeout(resolve, 0)
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, done, true))
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { readonly url?: string }).url !== "")) done()
    })
    const timer = setTimeout(done, timeoutMs)
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, done, true))
    observer.observe({ type: "largest-contentful-paint", buffered: true })
  })

/** Each browser tab has its own session (session storage): a reload keeps it, a new tab starts clean. */
const openStore = async (report: (message: string) => void): Promise<EventStore | null> => {
  try {
    const [{ createRxdbEventStore }, { getRxStorageDexie }] = await Promise.all([import("./rxdb-event-store"), import("rxdb/plugins/storage-dexie")])
    return await createRxdbEventStore(getRxStorageDexie(), "tableside", report)
  } catch (error) {
    // Private browsing or a full disk: the app still works, it only forgets on reload.
    report(`The local event log is not available (${error instanceof Error ? error.message : String(error)}); nothing will be kept on reload.`)
    return null
  }
}
