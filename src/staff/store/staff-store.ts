import { auditTime, catchError, EMPTY, from, map, merge, of, Subject, Subscription, switchMap, BehaviorSubject } from "rxjs"
import type { Order } from "../../../schema/order"
import { staffApi } from "../../../schema/staff-api"
import type { StaffVenue } from "../../../schema/staff"
import type { StaffRequest } from "../../../schema/staff-request"
import { boardColumns } from "../../domain/staff-board"
import { feedbackGiven, listsOf, orderChanged, requestChanged, tableName, type StaffLists } from "../../domain/staff-lists"
import type { Rpc, RpcResult } from "../../../streams/rpc"
import type { EmulatorAccount, StaffAuth, StaffSignIn } from "../data/staff-auth"
import type { StaffLive, StaffLiveEvent } from "../data/staff-live"
import { isNotStaff, problemOf } from "./staff-errors"
import { INITIAL_STATE, type StaffState } from "./staff-state"

export interface StaffCommands {
  readonly signInWithGoogle: (account: EmulatorAccount | null) => void
  readonly signOut: () => void
  readonly chooseVenue: (venueId: string) => void
  /** Reads again what failed to load: the venues, or the venue's lists. */
  readonly retry: () => void
  readonly advance: (orderId: string, toStateId: string, moveName: string) => void
  readonly acknowledge: (requestId: string) => void
  readonly setAvailable: (itemId: string, available: boolean) => void
  readonly settle: (qrCode: string) => void
  readonly refund: (receiptNumber: string) => void
  readonly setSound: (on: boolean) => void
  readonly dismissProblem: () => void
}

export interface StaffStore {
  readonly get: () => StaffState
  readonly subscribe: (listener: () => void) => () => void
  readonly commands: StaffCommands
  readonly usesEmulator: boolean
  readonly stop: () => void
}

/** A short sound for a new order; `unlock` is called from a tap, which browsers require before any sound. */
export interface Chime {
  readonly unlock: () => void
  readonly play: () => void
}

export interface StaffStoreDeps {
  readonly auth: StaffAuth
  readonly rpc: Rpc
  readonly live: (venueId: string) => StaffLive
  readonly chime: Chime
  readonly now: () => number
  readonly log: (message: string) => void
}

/**
 * The staff screen's store: the signed-in account's venues, then the chosen venue's lists read
 * by its calls and kept current by its live feed. The lists are read again at each (re)connection
 * of the feed (its `ready`), so the screen catches up whatever it missed while away; the changes
 * that arrive while they are read wait and are applied after them, never under them.
 */
export const createStaffStore = (deps: StaffStoreDeps): StaffStore => {
  const state = new BehaviorSubject<StaffState>(INITIAL_STATE)
  const set = (change: (current: StaffState) => StaffState) => state.next(change(state.value))
  const setLists = (change: (lists: StaffLists) => StaffLists) => set((current) => ({ ...current, lists: change(current.lists) }))
  const subscriptions = new Subscription()
  const venues$ = new Subject<StaffSignIn>()
  const venue$ = new BehaviorSubject<StaffVenue | null>(null)
  const floorStale = new Subject<void>()
  const menuStale = new Subject<void>()

  // Signed in: the venues whose staff list holds the account.
  subscriptions.add(
    merge(deps.auth.signIn$, venues$)
      .pipe(
        switchMap((signIn) => {
          venue$.next(null)
          set((current) => ({ ...INITIAL_STATE, sound: current.sound, signIn, venues: loadingIf(signIn.status === "signedIn") }))
          if (signIn.status !== "signedIn") return EMPTY
          return from(answer(deps.rpc(staffApi.staffVenues, {}))).pipe(
            map((venues) => ({ status: "ready", value: venues }) as const),
            catchError((error: unknown) =>
              // An anonymous account, refused as not staff, is told the same as one on no list.
              of(isNotStaff(error) ? ({ status: "ready", value: [] } as const) : failed(problemOf(error, "Reading your venues"))),
            ),
          )
        }),
      )
      .subscribe((venues) => {
        set((current) => ({ ...current, venues }))
        // One venue: it is the one (most staff work at one); several: staff choose.
        if (venues.status === "ready" && venues.value.length === 1 && venues.value[0] !== undefined) chooseVenue(venues.value[0])
      }),
  )

  // The chosen venue's feed: the board and the floor follow it.
  let generation = 0
  let waiting: StaffLiveEvent[] | null = null
  const readLists = (venue: StaffVenue) => {
    const mine = ++generation
    waiting ??= []
    set((current) => ({ ...current, listsLoad: current.listsLoad.status === "ready" ? current.listsLoad : { status: "loading" } }))
    const at = { params: { venueId: venue.id } }
    const all = { ...at, query: {} }
    Promise.all([
      answer(deps.rpc(staffApi.staffOrders, all)),
      answer(deps.rpc(staffApi.staffRequests, all)),
      answer(deps.rpc(staffApi.staffTables, at)),
      answer(deps.rpc(staffApi.staffMenu, at)),
      answer(deps.rpc(staffApi.staffPayments, all)),
      answer(deps.rpc(staffApi.staffFeedback, at)),
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
    const before = state.value.lists
    setLists((lists) => orderChanged(lists, order, venue))
    const first = boardColumns(venue.orderStates)[0]
    if (before.orders.has(order.id) || order.orderState.id !== first?.id) return
    set((current) => ({ ...current, announcement: `New order ${order.orderNumber}, ${tableName(current.lists, order.serviceAreaId)}` }))
    if (state.value.sound) deps.chime.play()
  }

  subscriptions.add(
    venue$
      .pipe(
        switchMap((venue) => {
          if (venue === null) return EMPTY
          const live = deps.live(venue.id)
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
          answer(deps.rpc(staffApi.staffTables, { params: { venueId } })),
          answer(deps.rpc(staffApi.staffPayments, { params: { venueId }, query: {} })),
        ]),
      "Reading the tables",
      ([tables, payments]) => setLists((lists) => ({ ...lists, tables, payments })),
    ),
  )
  subscriptions.add(
    reread(
      menuStale,
      (venueId) => answer(deps.rpc(staffApi.staffMenu, { params: { venueId } })),
      "Reading the menu",
      (menu) => setLists((lists) => ({ ...lists, menu })),
    ),
  )

  const chooseVenue = (venue: StaffVenue) => {
    generation++
    waiting = null
    set((current) => ({ ...current, venue, lists: INITIAL_STATE.lists, listsLoad: { status: "loading" }, feed: "connecting" }))
    venue$.next(venue)
  }

  /** One action of staff: its button waits while it is on its way; a failure says why. */
  const act = (key: string, doing: string, call: (venue: StaffVenue) => Promise<void>) => {
    const venue = state.value.venue
    if (venue === null || state.value.pending.has(key)) return
    set((current) => ({ ...current, pending: new Set([...current.pending, key]), problem: null }))
    call(venue)
      .catch((error: unknown) => set((current) => ({ ...current, problem: problemOf(error, doing) })))
      .finally(() => set((current) => ({ ...current, pending: new Set([...current.pending].filter((entry) => entry !== key)) })))
  }

  const commands: StaffCommands = {
    signInWithGoogle: (account) => {
      set((current) => ({ ...current, problem: null }))
      deps.auth.signInWithGoogle(account).catch((error: unknown) => set((current) => ({ ...current, problem: signInProblem(error) })))
    },
    signOut: () => void deps.auth.signOut(),
    chooseVenue: (venueId) => {
      const { venues } = state.value
      const venue = venues.status === "ready" ? venues.value.find((candidate) => candidate.id === venueId) : undefined
      if (venue !== undefined) chooseVenue(venue)
    },
    retry: () => {
      const { venue, signIn } = state.value
      if (venue === null) venues$.next(signIn)
      else readLists(venue)
    },
    advance: (orderId, toStateId, moveName) =>
      act(`order:${orderId}`, moveName, async (venue) => {
        const order = await answer(deps.rpc(staffApi.staffAdvance, { params: { venueId: venue.id, orderId }, payload: { toStateId } }))
        orderArrived(venue, order)
      }),
    acknowledge: (requestId) =>
      act(`request:${requestId}`, "Acknowledging the request", async (venue) => {
        const request: StaffRequest = await answer(deps.rpc(staffApi.staffAcknowledge, { params: { venueId: venue.id, requestId } }))
        setLists((lists) => requestChanged(lists, request, deps.now()))
      }),
    setAvailable: (itemId, available) =>
      act(`dish:${itemId}`, available ? "Putting the dish back" : "Marking the dish sold out", async (venue) => {
        await answer(deps.rpc(staffApi.staffAvailability, { params: { venueId: venue.id, itemId }, payload: { available } }))
        setLists((lists) => ({ ...lists, menu: lists.menu.map((dish) => (dish.itemId === itemId ? { ...dish, available } : dish)) }))
      }),
    settle: (qrCode) =>
      act(`table:${qrCode}`, "Settling the table", async (venue) => {
        const settled = await answer(deps.rpc(staffApi.staffSettle, { params: { venueId: venue.id, qrCode } }))
        setLists((lists) => settled.settled.reduce((changed, order) => orderChanged(changed, order, venue), lists))
        floorStale.next()
      }),
    refund: (receiptNumber) =>
      act(`payment:${receiptNumber}`, `Refunding ${receiptNumber}`, async (venue) => {
        await answer(deps.rpc(staffApi.staffRefund, { params: { venueId: venue.id, receiptNumber } }))
        floorStale.next()
      }),
    setSound: (on) => {
      if (on) deps.chime.unlock()
      set((current) => ({ ...current, sound: on }))
    },
    dismissProblem: () => set((current) => ({ ...current, problem: null })),
  }

  return {
    get: () => state.value,
    subscribe: (listener) => {
      const subscription = state.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
    commands,
    usesEmulator: deps.auth.usesEmulator,
    stop: () => subscriptions.unsubscribe(),
  }
}

/** A call's answer, or a failure: a staff call's 404 (another venue's order, say) is an error here, not a normal result. */
const answer = async <A>(call: Promise<RpcResult<A>>): Promise<A> => {
  const result = await call
  if (result._tag === "NotFound") throw new Error("not found")
  return result.body
}

const loadingIf = (loading: boolean) => (loading ? ({ status: "loading" } as const) : ({ status: "idle" } as const))
const failed = (message: string) => ({ status: "failed", message }) as const

const signInProblem = (error: unknown): string => `Signing in failed: ${error instanceof Error ? error.message : String(error)}. Try again.`
