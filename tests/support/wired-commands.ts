import { filter, merge } from "rxjs"
import { createCommands } from "../../streams/commands"
import { createEventLog } from "../../streams/event-log"
import type { Notify } from "../../streams/notify"
import { cartSyncEvents, mayFlush } from "../../streams/sources/cart-sync"
import { menuRefetchEvents } from "../../streams/sources/menu-refetch"
import { ordersEvents } from "../../streams/sources/orders"
import { fromSource } from "../../streams/sources/sourced"
import { tableServiceEvents } from "../../streams/sources/table-service"
import { fakeRpc, notOpened, type Script } from "./fake-rpc"

export interface WiredOptions {
  /** Whether a request may go out (a network and a signed-in diner); default: always. */
  readonly isOnline?: () => boolean
  /** Fresh ids, in order; default: key-0000000001, key-0000000002, ... */
  readonly newKey?: () => string
}

/**
 * The commands and the sources they drive (cart sync, menu refetch, orders, table service),
 * merged into a memory log as src/app/composition-root.ts merges them, against a scripted
 * RPC: a test acts as the screens do and reads the state the screens would show. Toasts are
 * recorded as "kind: text"; what the sources report, in `reports`. Opening a table fails the
 * test (the venue loader has tests of its own).
 */
export const wiredCommands = (script: Script, { isOnline = () => true, newKey }: WiredOptions = {}) => {
  const fake = fakeRpc(script)
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  let next = 1
  const keys = newKey ?? (() => `key-${String(next++).padStart(10, "0")}`)
  const notes: string[] = []
  const reports: string[] = []
  const notify: Notify = (kind, message) => void notes.push(`${kind}: ${message}`)
  const { commands, inputs } = createCommands({ state: log.getState, newKey: keys })
  const state = log.getState
  const rpc = fake.rpc
  inputs.opens$.subscribe(notOpened)
  merge(
    inputs.intents$.pipe(fromSource("intent")),
    cartSyncEvents({ rpc, state, isOnline, newKey: keys, notify, changes$: inputs.cartChanges$, submits$: inputs.submits$, refreshes$: inputs.cartRefreshes$, flushes$: log.events$.pipe(filter(({ event }) => mayFlush(event))) }),
    menuRefetchEvents({ rpc, state, refetches$: inputs.menuRefetches$, report: (message) => void reports.push(message) }),
    ordersEvents({ rpc, state, fetches$: inputs.orderFetches$ }),
    tableServiceEvents({ rpc, loads$: inputs.staffLoads$, asks$: inputs.staffAsks$ }),
  ).subscribe(({ event, source }) => log.append(event, source))
  /** The tags of the events logged so far, in order. */
  const tags = async () => (await log.exportAll()).map(({ event }) => event._tag)
  return { commands, log, fake, notes, reports, tags }
}
