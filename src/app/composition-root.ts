import {
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  firstValueFrom,
  fromEvent,
  map,
  merge,
  of,
  startWith,
  switchMap,
  take,
  type Observable,
} from "rxjs"
import type { AppConfig } from "../../schema/app-config"
import type { DomainEvent } from "../../schema/events"
import { createAnalytics, type Analytics } from "../../streams/analytics"
import { workerDecoder } from "../../streams/answer-decoding"
import type { AuthSession } from "../../streams/auth"
import type { EventLog } from "../../streams/event-log"
import { deferredLive, startedBy, type LiveSource } from "../../streams/live"
import { createServerLive, liveScopeOf } from "../../streams/live-server"
import { createRpc, type Rpc } from "../../streams/rpc"
import { authSessionEvents } from "../../streams/sources/auth-session"
import { availabilityEvents, type KeyValueStore } from "../../streams/sources/availability"
import { mayFlush } from "../../streams/sources/cart-lane"
import { cartSyncEvents } from "../../streams/sources/cart-sync"
import { connectionEvents } from "../../streams/sources/connection"
import { liveFeedEvents } from "../../streams/sources/live-feeds"
import { menuRefetchEvents } from "../../streams/sources/menu-refetch"
import { ordersEvents } from "../../streams/sources/orders"
import { googleSignInEvents } from "../../streams/sources/google-sign-in"
import { phoneEvents } from "../../streams/sources/phone"
import { fromSource, mergeContained, type Sourced } from "../../streams/sources/sourced"
import { tableCartEvents } from "../../streams/sources/table-cart"
import { tableServiceEvents } from "../../streams/sources/table-service"
import { paymentsEvents } from "../../streams/sources/payments"
import { receiptMailEvents } from "../../streams/sources/receipt-mail"
import { feedbackEvents } from "../../streams/sources/feedback"
import { venueLoaderEvents } from "../../streams/sources/venue-loader"
import { keptPagesVenueCache, type VenueCache } from "../../streams/venue-cache"
import type { AppState } from "../domain/app-state"
import { tableScope } from "../domain/queries"
import type { AppStore } from "../store/store-context"
import type { Lifecycle } from "./lifecycle"
import type { LocalLog } from "./local-log"
import { createLogStore, type LogStore } from "./log-store"

export interface BrowserDeps {
  readonly config: AppConfig
  /** The network, for the RPC client (the page may have started some of its calls already). */
  readonly fetch: typeof globalThis.fetch
  /** From how many characters an answer is decoded in the worker rather than on the page (default: only very large ones). */
  readonly offThreadFromChars?: number
  /** The page's lifecycle (src/app/lifecycle.ts): what the first screen does not need starts from it. */
  readonly lifecycle: Lifecycle
}

/**
 * What the sources are made of beyond the app's own code, handed in at its edges: the browser's
 * (below, `attachBrowserSources`), or a test's fakes (tests/support/test-app.ts), so tests run
 * this very wiring.
 */
export interface SourceEdges {
  /** The typed client of schema/api.ts. */
  readonly rpc: Rpc
  /** The live feeds (server push or Firestore), started when the page says so. */
  readonly live: LiveSource
  /** The browser's own online/offline view. */
  readonly browserOnline$: Observable<boolean>
  /** Where the availability source keeps the last sync it saw (local storage). */
  readonly storage: KeyValueStore
  /** Answers the device kept from an earlier visit, where the browser keeps any. */
  readonly venueCache?: VenueCache
  readonly report: (message: string) => void
  readonly analytics: Analytics
  /**
   * The live feeds read a table's documents of the diner's visit (Firestore): the visit is read
   * as soon as the diner is let in at the table, not only when the bill asks. The server's push
   * finds the visit itself.
   */
  readonly liveNeedsVisit?: boolean
}

/** The whole app of a test, from its edges: the store of its log (src/app/log-store.ts) with every source attached. */
export interface AppEdges extends SourceEdges {
  readonly local: LocalLog
  readonly auth: AuthSession
  /** A fresh id: an intent id (Idempotency-Key). */
  readonly newKey: () => string
  /** The clock (epoch ms): when a toast was shown. */
  readonly now: () => number
}

/** The app from its edges, as the browser's page makes it in two steps (the store of its log first, its sources as they load). */
export const composeApp = ({ local, auth, newKey, now, ...edges }: AppEdges): AppStore => {
  const logStore = createLogStore({ local, auth, newKey, now })
  attachSources(logStore, edges)
  return logStore.store
}

/** The browser's sources, attached to the page's store once their code is in (src/app/root.ts). */
export const attachBrowserSources = (logStore: LogStore, { config, fetch, offThreadFromChars, lifecycle }: BrowserDeps): void => {
  const report = (message: string) => console.warn(message)
  const idle = firstValueFrom(lifecycle.reached("idle"))
  const { log } = logStore.local
  const { auth } = logStore.store
  const state = log.getState
  const rpc = createRpc({
    fetch,
    baseUrl: config.apiBaseUrl,
    session: () => ({ token: auth.token(), tenantId: state().tenant?.id ?? null, qrCode: state().qrCode }),
    refreshToken: auth.refreshToken,
    log: report,
    decodeOffThread: workerDecoder(
      () => new Worker(new URL("../../streams/answer-decoder.worker.ts", import.meta.url), { type: "module" }),
    ),
    ...(offThreadFromChars === undefined ? {} : { offThreadFromChars }),
  })
  // The live feeds are not needed for the first screen, so they start once the page is idle
  // after its first paint, and has loaded. They share one low-priority connection
  // (streams/live-server.ts), so a page-load audit, which waits for at most two requests in
  // flight, ends.
  const loaded$ = defer(() => (document.readyState === "complete" ? [null] : fromEvent(window, "load").pipe(take(1))))
  const liveStart$ = loaded$.pipe(switchMap(() => idle))
  attachSources(logStore, {
    rpc,
    live: startedBy(liveStart$, config.live === "firestore" ? firestoreLive(config, log, report) : serverLive(config, auth, log, report)),
    browserOnline$: merge(fromEvent(window, "online").pipe(map(() => true)), fromEvent(window, "offline").pipe(map(() => false))).pipe(
      startWith(navigator.onLine),
    ),
    storage: { get: (key) => localStorage.getItem(key), set: (key, value) => localStorage.setItem(key, value) },
    ...(typeof caches === "undefined" ? {} : { venueCache: keptPagesVenueCache(caches, report) }),
    report,
    analytics: createAnalytics(config, import.meta.env.DEV, idle),
    liveNeedsVisit: config.live === "firestore",
  })
}

/**
 * The composition root: every input of the event log, each a source (streams/sources/), merged
 * here into the log's one writer, each contained (a source that fails is logged and starts again;
 * the others go on), and attached to the store of the log (src/app/log-store.ts), which logs the
 * diner's choices itself. Nothing else appends to the log; the screens send commands
 * (streams/commands.ts), which the sources read, and read the fold of the log.
 */
export const attachSources = (
  { local, store, inputs, notify, newKey, attachAnalytics }: LogStore,
  { rpc, live, browserOnline$, storage, venueCache, report, analytics, liveNeedsVisit = false }: SourceEdges,
): void => {
  const { log, lastTable } = local
  const { auth, commands } = store
  const state = log.getState
  // Changes wait in the log while the app is offline, or until the diner is signed in.
  const connected = () => state().connection !== "Offline"
  const isOnline = () => connected() && auth.token() !== null
  // The moments a waiting change or request may go out: the diner signed in, the connection back.
  const flushes$ = log.events$.pipe(filter(({ event }) => mayFlush(event)))
  // The table kept apart from the log (a reload whose log was cut short) enters the state as a fact, once.
  const keptTable = lastTable()
  const lastTable$ =
    keptTable === null || keptTable === state().lastTable ? EMPTY : of<DomainEvent>({ _tag: "v1.LastTableFound", qrCode: keptTable })

  // Each input by its name, which a failure of it is logged with (streams/sources/sourced.ts).
  const inputsOfTheLog: Observable<Sourced> = mergeContained({
    venueLoader: venueLoaderEvents({ rpc, opens$: inputs.opens$, ...(venueCache === undefined ? {} : { venueCache }) }),
    cartSync: cartSyncEvents({
      rpc,
      state,
      connected,
      isOnline,
      newKey,
      notify,
      changes$: inputs.cartChanges$,
      submits$: inputs.submits$,
      refreshes$: inputs.cartRefreshes$,
      flushes$,
    }),
    menuRefetch: menuRefetchEvents({ rpc, state, refetches$: inputs.menuRefetches$, report }),
    orders: ordersEvents({
      rpc,
      state,
      fetches$: inputs.orderFetches$,
      joinMoments$: log.events$.pipe(
        filter(({ event }) => event._tag === "v1.VisitJoinAsked" || event._tag === "v1.VenueLoaded" || mayFlush(event)),
      ),
      heard$: live.payments$(),
      connected,
      isOnline,
      flushes$,
      ...(liveNeedsVisit ? { visitReads$: log.state$.pipe(map(visitUnknownAt), distinctUntilChanged(), filter(isString)) } : {}),
    }),
    tableService: tableServiceEvents({ rpc, loads$: inputs.staffLoads$, asks$: inputs.staffAsks$ }),
    payments: paymentsEvents({
      rpc,
      state,
      reads$: inputs.paymentReads$,
      pays$: inputs.pays$,
      confirms$: inputs.payConfirms$,
      heard$: live.payments$(),
      storage,
      connected,
      isOnline,
      flushes$,
    }),
    feedback: feedbackEvents({ rpc, gives$: inputs.feedbackGives$ }),
    tableCart: tableCartEvents({
      rpc,
      state,
      isOnline,
      newKey,
      notify,
      requests$: inputs.tableCartRequests$,
      changed$: live.tableCart$(),
      flushes$,
    }),
    receiptMail: receiptMailEvents({ rpc, requests$: inputs.receiptMails$ }),
    phone: phoneEvents({ rpc, commands$: inputs.phoneCommands$, refreshToken: auth.refreshToken, report }),
    googleSignIn: googleSignInEvents({ signIns$: inputs.googleSignIns$, signInWithGoogle: auth.signInWithGoogle }),
    lastTable: lastTable$.pipe(fromSource("system")),
    authSession: authSessionEvents(auth.user$).pipe(fromSource("system")),
    // A restored session may already be in this state: an event that changes nothing is not logged.
    connection: connectionEvents({ browserOnline$, live$: live.connection$() }).pipe(
      filter((event) => event._tag !== "v1.ConnectionChanged" || event.state !== state().connection),
      fromSource("system"),
    ),
    liveFeeds: liveFeedEvents(live, report),
    availability: availabilityEvents({
      availability$: live.availability$(),
      state,
      storage,
      notify,
      refetchMenu: commands.refetchMenu,
      refreshCart: commands.refreshCart,
      report,
    }),
  })
  inputsOfTheLog.subscribe({
    next: ({ event, source }) => log.append(event, source),
    // Each input is contained, so the merge cannot fail; should it, the log would take nothing more, so say so.
    error: (error: unknown) => console.error("The inputs of the event log stopped:", error),
  })
  attachAnalytics(analytics)
}

/** The table and diner whose visit is not known yet, though the diner is let in there; else null. */
const visitUnknownAt = (state: AppState): string | null => {
  const scope = liveScopeOf(state)
  return scope === null || state.visit !== null ? null : `${scope.tenant} ${scope.qr} ${scope.uid}`
}

const isString = (value: string | null): value is string => value !== null

/** Local: the reference server's push (SSE). */
const serverLive = (config: AppConfig, auth: AuthSession, log: EventLog, report: (message: string) => void): LiveSource =>
  createServerLive({
    fetch: (input, init) => globalThis.fetch(input, init),
    baseUrl: config.apiBaseUrl,
    scope$: log.state$.pipe(map(liveScopeOf)),
    token: auth.token,
    networkBack$: fromEvent(window, "online"),
    log: report,
  })

/** Production: Firestore listeners, scoped to the loaded venue and table, loaded on demand. */
const firestoreLive = (config: AppConfig, log: EventLog, report: (message: string) => void): LiveSource =>
  deferredLive(async () => {
    const [{ firebaseApp }, firestore, { createFirestoreLive }] = await Promise.all([
      import("../../streams/firebase-app"),
      import("firebase/firestore"),
      import("../../streams/live-firestore"),
    ])
    const db = firestore.getFirestore(firebaseApp(config))
    const scope$ = log.state$.pipe(map(tableScope))
    return createFirestoreLive({ orders: db, availability: db, scope$, log: report })
  })
