import { BehaviorSubject } from "rxjs"
import { composeApp } from "../../src/app/composition-root"
import { createEventLog } from "../../streams/event-log"
import { fakeAuth, type FakeAuthOptions } from "./fake-auth"
import { fakeLive } from "./fake-live"
import { fakeRpc, type Script } from "./fake-rpc"

export interface TestAppOptions extends FakeAuthOptions {
  /** Fresh ids, in order; default: key-0000000001, key-0000000002, ... */
  readonly newKey?: () => string
  /** What local storage holds for the availability source. */
  readonly stored?: Record<string, string>
  /** The table the page found kept apart from the log (session storage), if any. */
  readonly storedTable?: string | null
  /** The live feeds read a visit's documents (Firestore's), so the app reads the visit at the table. */
  readonly liveNeedsVisit?: boolean
}

/**
 * The app as src/app/composition-root.ts composes it (`composeApp`), with fakes at its edges:
 * a memory log, a scripted RPC (tests/support/fake-rpc.ts), a fake auth session and live feeds
 * fed by hand. A test acts as the screens do (the commands) and reads what they would show (the
 * state, toasts included). `reports` holds what the app reported to the console.
 */
export const testApp = (
  script: Script,
  { newKey, stored = {}, storedTable = null, liveNeedsVisit = false, ...authOptions }: TestAppOptions = {},
) => {
  const fake = fakeRpc(script)
  const auth = fakeAuth(authOptions)
  const live = fakeLive()
  // The browser's online/offline events: the composition root turns them into the connection.
  const network = new BehaviorSubject(true)
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  let next = 1
  const reports: string[] = []
  const pageViews: string[] = []
  // The toasts shown, as "kind: message id" and the message's values, if any, read from the log as the screens read them.
  const notes: string[] = []
  log.events$.subscribe(({ event }) => {
    if (event._tag === "v2.ToastShown")
      notes.push(`${event.kind}: ${event.text.id}${event.text.values === undefined ? "" : ` ${JSON.stringify(event.text.values)}`}`)
  })
  const store = composeApp({
    local: { log, restored: false, lastTable: () => storedTable },
    auth: auth.auth,
    rpc: fake.rpc,
    live: live.live,
    browserOnline$: network,
    storage: { get: (key) => stored[key] ?? null, set: (key, value) => void (stored[key] = value) },
    newKey: newKey ?? (() => `key-${String(next++).padStart(10, "0")}`),
    now: () => 0,
    report: (message) => void reports.push(message),
    analytics: { pageView: (path) => void pageViews.push(path) },
    liveNeedsVisit,
  })
  /** The tags of the events logged so far, in order. */
  const tags = async () => (await log.exportAll()).map(({ event }) => event._tag)
  return { store, commands: store.commands, log, fake, auth, live, network, reports, stored, pageViews, notes, tags }
}
