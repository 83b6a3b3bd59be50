import { BehaviorSubject, filter, take } from "rxjs"
import type { CurrentEvent, DomainEvent } from "../../schema/events"
import type { AuthSession } from "../../streams/auth"
import { createCommands, type CommandInput, type Commands } from "../../streams/commands"
import { fold, reduce, type AppState } from "../domain/app-state"
import { holdsTable } from "../domain/queries"
import { keepEqual } from "../store/keep-equal"
import type { AppStore } from "../store/store-context"
import type { ComposedApp } from "./composition-root"

/** The page's store, and the moment the app's own store (src/app/composition-root.ts) takes it over. */
export interface PageStore {
  readonly store: AppStore
  /** Hands the page over to the app's store once its state holds the table the page shows. */
  readonly takeOver: (app: ComposedApp) => Promise<void>
}

/**
 * The store a table's page the server drew is hydrated from (issue 32, "one hand-over"): the
 * fold of the events the page carries, the very ones the server folded to draw it, so React
 * finds its markup as it would draw it, without waiting for the app's store, its sources,
 * the local database or Effect. The diner's choices meanwhile (a dish's drawer, a filter) are
 * folded here at once; what needs a source (an add, a sign-in) is kept for the app's store.
 *
 * The app's store loads after the hydration, reads the table through its own sources (the
 * page's answers, decoded by their schemas) and takes over once it holds it: the diner's
 * choices are handed to it in order, then the screens read its state, kept as the same objects
 * where it equals the page's (keepEqual), so nothing the diner sees is drawn again.
 */
export const createPageStore = ({
  events,
  auth,
  newKey,
}: {
  readonly events: ReadonlyArray<DomainEvent>
  readonly auth: AuthSession
  readonly newKey: () => string
}): PageStore => {
  const view = new BehaviorSubject<AppState>(fold(events))
  let app: ComposedApp | null = null
  let tookOver: (app: ComposedApp) => void = () => undefined
  const taken = new Promise<ComposedApp>((resolve) => (tookOver = resolve))
  const own = createCommands({ state: () => view.value, newKey })
  const choices: CurrentEvent[] = []
  const kept: CommandInput[] = []
  const recording = own.sent$.subscribe((sent) => {
    if (sent.input !== "intents$") return void kept.push(sent)
    choices.push(sent.value)
    view.next(reduce(view.value, sent.value))
  })
  const commands = Object.fromEntries(
    Object.keys(own.commands).map((name) => [
      name,
      (...args: unknown[]) => ((app?.commands ?? own.commands)[name as keyof Commands] as (...args: unknown[]) => unknown)(...args),
    ]),
  ) as Commands

  const takeOver = async (composed: ComposedApp): Promise<void> => {
    await new Promise<void>((caughtUp) => composed.state$.pipe(filter(holdsTable), take(1)).subscribe(() => caughtUp()))
    recording.unsubscribe()
    app = composed
    for (const value of choices) composed.send({ input: "intents$", value })
    for (const sent of kept) composed.send(sent)
    const seen = new WeakMap<object, unknown>()
    composed.state$.subscribe((state) => view.next(keepEqual(view.value, state, seen)))
    tookOver(composed)
  }

  return {
    store: {
      state$: view,
      getState: () => view.value,
      commands,
      auth,
      exportLog: async () => (await taken).exportLog(),
      showReplay: (replayed) => void taken.then((taker) => taker.showReplay(replayed)),
      analytics: { pageView: (path) => void taken.then((taker) => taker.analytics.pageView(path)) },
    },
    takeOver,
  }
}
