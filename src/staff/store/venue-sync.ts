import { auditTime, BehaviorSubject, catchError, EMPTY, from, map, merge, Subject, Subscription, switchMap } from "rxjs"
import type { Order } from "../../../schema/order"
import { staffApi } from "../../../schema/staff-api"
import type { StaffVenue } from "../../../schema/staff"
import { boardColumns } from "../../domain/staff-board"
import { feedbackGiven, listsOf, orderChanged, requestChanged, tableName, type StaffLists } from "../../domain/staff-lists"
import type { StaffLiveEvent } from "../data/staff-live"
import { bodyOf } from "../data/staff-rpc"
import { failed, problemOf } from "./staff-errors"
import type { StaffState } from "./staff-state"
import type { StaffStoreDeps } from "./staff-store"

/** The chosen venue kept current: its lists, its live feed, and what the feed says to read again. */
export interface VenueSync {
  /** Follows this venue's feed from now on (null: none); its lists are read at the feed's first `ready`. */
  readonly follow: (venue: StaffVenue | null) => void
  /** Reads the venue's lists again (after a failure, when staff try again). */
  readonly readLists: (venue: StaffVenue) => void
  /** An order as a call answered it, or the feed carried it. */
  readonly orderArrived: (venue: StaffVenue, order: Order) => void
  /** The floor (tables, payments) changed by an action: read again. */
  readonly floorChanged: () => void
  readonly stop: () => void
}

/**
 * The venue's lists are read at each (re)connection of its feed (its `ready`), so the screen
 * catches up whatever it missed while away; the changes that arrive while they are read wait and
 * are applied after them, never under them. What the feed says changed but does not carry whole
 * (a table's cart, a payment, the menu) is read again, once per burst.
 */
export const venueSync = ({
  deps,
  get,
  set,
}: {
  readonly deps: StaffStoreDeps
  readonly get: () => StaffState
  readonly set: (change: (current: StaffState) => StaffState) => void
}): VenueSync => {
  const setLists = (change: (lists: StaffLists) => StaffLists) => set((current) => ({ ...current, lists: change(current.lists) }))
  const subscriptions = new Subscription()
  const venue$ = new BehaviorSubject<StaffVenue | null>(null)
  const floorStale = new Subject<void>()
  const menuStale = new Subject<void>()
  let generation = 0
  let waiting: StaffLiveEvent[] | null = null
  const readLists = (venue: StaffVenue) => {
    const mine = ++generation
    waiting ??= []
    set((current) => ({ ...current, listsLoad: current.listsLoad.status === "ready" ? current.listsLoad : { status: "loading" } }))
    const at = { params: { venueId: venue.id } }
    const all = { ...at, query: {} }
    Promise.all([
      bodyOf(deps.rpc(staffApi.staffOrders, all)),
      bodyOf(deps.rpc(staffApi.staffRequests, all)),
      bodyOf(deps.rpc(staffApi.staffTables, at)),
      bodyOf(deps.rpc(staffApi.staffMenu, at)),
      bodyOf(deps.rpc(staffApi.staffPayments, all)),
      bodyOf(deps.rpc(staffApi.staffFeedback, at)),
    ]).then(
      ([orders, requests, tables, menu, payments, feedback]) => {
        if (mine !== generation) return
        const queued = waiting ?? []
        waiting = null
        const read = listsOf({ orders, requests, tables, menu, payments, feedback })
        set((current) => ({ ...current, lists: read, listsLoad: { status: "ready", value: null } }))
        for (const event of queued) applyEvent(venue, event)
      },
      (error: unknown) => {
        if (mine !== generation) return
        waiting = null
        set((current) => ({ ...current, listsLoad: failed(problemOf(error, "Reading the venue's orders and tables")) }))
      },
    )
  }

  const applyEvent = (venue: StaffVenue, event: StaffLiveEvent) => {
    switch (event.kind) {
      case "ready":
        return readLists(venue)
      case "unreadable":
        deps.log(`staff live feed: ${event.reason}; reading the lists again`)
        return readLists(venue)
      case "order":
        return orderArrived(venue, event.payload)
      case "request":
        setLists((lists) => requestChanged(lists, event.payload, deps.now()))
        return floorStale.next()
      case "payment":
      case "tableCart":
        return floorStale.next()
      case "availability":
        return menuStale.next()
      case "feedback":
        return setLists((lists) => feedbackGiven(lists, event.payload))
      case "staffAction":
        return
    }
  }

  /** An order placed, moved or closed: a new one in the first column is announced, with a sound if staff want one. */
  const orderArrived = (venue: StaffVenue, order: Order) => {
    const before = get().lists
    setLists((lists) => orderChanged(lists, order, venue))
    const first = boardColumns(venue.orderStates)[0]
    if (before.orders.has(order.id) || order.orderState.id !== first?.id) return
    set((current) => ({ ...current, announcement: `New order ${order.orderNumber}, ${tableName(current.lists, order.serviceAreaId)}` }))
    if (get().sound) deps.chime.play()
  }

  subscriptions.add(
    venue$
      .pipe(
        switchMap((venue) => {
          if (venue === null) return EMPTY
          const live = deps.live(venue)
          return merge(
            live.status$.pipe(map((feed) => () => set((current) => ({ ...current, feed })))),
            live.events$.pipe(
              map((event) => () => {
                if (waiting !== null && event.kind !== "ready" && event.kind !== "unreadable") waiting.push(event)
                else applyEvent(venue, event)
              }),
            ),
          )
        }),
      )
      .subscribe((apply) => apply()),
  )

  // What the feed says changed but does not carry whole (a table's cart, a payment, the menu): read again, once per burst.
  const reread = <A>(stale: Subject<void>, read: (venueId: string) => Promise<A>, doing: string, apply: (value: A) => void) =>
    venue$
      .pipe(
        switchMap((venue) =>
          venue === null
            ? EMPTY
            : stale.pipe(
                auditTime(150),
                switchMap(() =>
                  from(read(venue.id)).pipe(
                    catchError((error: unknown) => {
                      set((current) => ({ ...current, problem: problemOf(error, doing) }))
                      return EMPTY
                    }),
                  ),
                ),
              ),
        ),
      )
      .subscribe(apply)
  subscriptions.add(
    reread(
      floorStale,
      (venueId) =>
        Promise.all([
          bodyOf(deps.rpc(staffApi.staffTables, { params: { venueId } })),
          bodyOf(deps.rpc(staffApi.staffPayments, { params: { venueId }, query: {} })),
        ]),
      "Reading the tables",
      ([tables, payments]) => setLists((lists) => ({ ...lists, tables, payments })),
    ),
  )
  subscriptions.add(
    reread(
      menuStale,
      (venueId) => bodyOf(deps.rpc(staffApi.staffMenu, { params: { venueId } })),
      "Reading the menu",
      (menu) => setLists((lists) => ({ ...lists, menu })),
    ),
  )

  return {
    follow: (venue) => {
      generation++
      waiting = null
      venue$.next(venue)
    },
    readLists,
    orderArrived,
    floorChanged: () => floorStale.next(),
    stop: () => subscriptions.unsubscribe(),
  }
}
