import { BehaviorSubject, combineLatest, map, Observable, Subject } from "rxjs"
import type { DomainEvent, EventSource } from "../../schema/events"
import type { Analytics } from "../../streams/analytics"
import type { AuthSession } from "../../streams/auth"
import { createCommands, type CommandInputs } from "../../streams/commands"
import type { Notify } from "../../streams/notify"
import type { ChangeRequest } from "../../streams/sources/cart-lane"
import { addToast, waitingChangeEvents } from "../../streams/queued-change"
import type { AppState } from "../domain/app-state"
import type { AppStore } from "../store/store-context"
import type { LocalLog } from "./local-log"

/** The app's one store from its log alone, and what the sources attach to as they load (src/app/composition-root.ts). */
export interface LogStore {
  /** What the screens read and send, from the first render on. */
  readonly store: AppStore
  readonly local: LocalLog
  /**
   * What the commands hand the sources, each input holding what it was sent until its source
   * reads it; the own cart's changes go to its lane once the lane reads them, and wait in the
   * log until then (below).
   */
  readonly inputs: CommandInputs
  /** A toast, logged (the screens show it from the state, and so does a replay). */
  readonly notify: Notify
  /** A fresh id: an intent id (Idempotency-Key). */
  readonly newKey: () => string
  /** The page views: those asked for until then are counted once it is there. */
  readonly attachAnalytics: (analytics: Analytics) => void
}

export interface LogStoreDeps {
  readonly local: LocalLog
  readonly auth: AuthSession
  /** A fresh id: an intent id (Idempotency-Key). */
  readonly newKey: () => string
  /** The clock (epoch ms): when a toast was shown. */
  readonly now: () => number
}

/**
 * The app's one store, from the page's first script on (src/app/hydrate-page.tsx, src/app/boot.tsx):
 * the screens read the fold of the log (the events the page carries are its first entries) and
 * send commands at once, before any source has loaded. A choice that needs no answer is in the
 * log at once. An add to the diner's own cart is in the log at once too, waiting as the offline
 * cart waits (`v2.CartChangeQueued`): the View Cart bar shows it, and the cart's lane sends the
 * waiting changes, in order and each once, when it is there and the diner is signed in. Every
 * other command is held for its source, which reads it when it loads.
 */
export const createLogStore = ({ local, auth, newKey, now }: LogStoreDeps): LogStore => {
  const { log } = local
  const append = (event: DomainEvent, source: EventSource) => void log.append(event, source)
  const { commands, inputs } = createCommands({ state: log.getState, newKey })
  inputs.intents$.subscribe((event) => append(event, "intent"))
  const notify: Notify = (kind, text) => append({ _tag: "v2.ToastShown", kind, text, shownAt: now() }, "system")

  // The own cart's changes: to its lane once it reads them, else into the log, waiting.
  const lane = new Subject<ChangeRequest>()
  inputs.cartChanges$.subscribe((request) => {
    if (lane.observed) return lane.next(request)
    for (const event of waitingChangeEvents(request.change)) append(event, "intent")
    if (request.change._tag === "cartAdd") {
      const { kind, text } = addToast(request.change, "queued", log.getState().connection === "Offline")
      notify(kind, text)
    }
    request.settle("queued")
  })

  const pageViews: string[] = []
  let analytics: Analytics | null = null
  // The debug panel can step through a loaded log: the screens then show that state.
  const replay = new BehaviorSubject<AppState | null>(null)
  // The log's state as the store is made: a fresh tab's is the page's carried events' fold, the one the server drew.
  const served = log.getState()
  const store: AppStore = {
    state$: combineLatest([log.state$, replay]).pipe(map(([live, replayed]) => replayed ?? live)),
    getState: () => replay.value ?? log.getState(),
    servedState: () => served,
    commands,
    auth,
    // The debug panel's export: its code loads with the panel's first use, not on every visit.
    exportLog: async () => (await import("../domain/replay")).toNdjson(await log.exportAll()),
    showReplay: (replayed) => replay.next(replayed),
    analytics: { pageView: (path) => (analytics === null ? void pageViews.push(path) : analytics.pageView(path)) },
  }
  return {
    store,
    local,
    inputs: { ...heldInputs(inputs), cartChanges$: lane.asObservable() },
    notify,
    newKey,
    attachAnalytics: (attached) => {
      analytics = attached
      for (const path of pageViews.splice(0)) attached.pageView(path)
    },
  }
}

/** Each input but the intents (logged at once) and the own cart's changes, holding what it is sent until its source reads it. */
const heldInputs = (inputs: CommandInputs): Omit<CommandInputs, "cartChanges$"> => {
  const held = Object.entries(inputs).filter(([name]) => name !== "intents$" && name !== "cartChanges$")
  return {
    intents$: inputs.intents$,
    ...(Object.fromEntries(held.map(([name, input]) => [name, heldUntilRead(input as Observable<unknown>)])) as Omit<
      CommandInputs,
      "cartChanges$" | "intents$"
    >),
  }
}

/**
 * `source`'s values, those sent before anyone read them handed, in order, to the first reader:
 * a command sent before its source has loaded is carried out once it has.
 */
export const heldUntilRead = <T>(source: Observable<T>): Observable<T> => {
  let held: T[] | null = []
  const read = new Subject<T>()
  source.subscribe((value) => (held === null ? read.next(value) : held.push(value)))
  return new Observable<T>((subscriber) => {
    const subscription = read.subscribe(subscriber)
    // A value sent while the held ones are handed on is held too, and handed on after them.
    while (held !== null && held.length > 0) subscriber.next(held.shift() as T)
    held = null
    return subscription
  })
}
