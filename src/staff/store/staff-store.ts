import { BehaviorSubject, catchError, EMPTY, from, map, merge, of, Subject, Subscription, switchMap } from "rxjs"
import { staffApi } from "../../../schema/staff-api"
import type { StaffVenue } from "../../../schema/staff"
import type { StaffRequest } from "../../../schema/staff-request"
import { orderChanged, requestChanged, type StaffLists } from "../../domain/staff-lists"
import type { Rpc } from "../../../streams/rpc"
import type { EmulatorAccount, StaffAuth, StaffSignIn } from "../data/staff-auth"
import type { StaffLive } from "../data/staff-live"
import { bodyOf } from "../data/staff-rpc"
import { failed, isNotStaff, problemOf } from "./staff-errors"
import { INITIAL_STATE, type StaffState } from "./staff-state"
import { venueSync } from "./venue-sync"

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
  /** The venue's live feed: the server's, or Firestore's in production (src/staff/app/compose.ts). */
  readonly live: (venue: StaffVenue) => StaffLive
  readonly chime: Chime
  readonly now: () => number
  readonly log: (message: string) => void
}

/**
 * The staff screen's store: the signed-in account's venues, then the chosen venue's lists read
 * by its calls and kept current by its live feed (venue-sync.ts), and the staff's actions, each
 * with its button waiting while it is on its way and a failure said in words.
 */
export const createStaffStore = (deps: StaffStoreDeps): StaffStore => {
  const state = new BehaviorSubject<StaffState>(INITIAL_STATE)
  const set = (change: (current: StaffState) => StaffState) => state.next(change(state.value))
  const setLists = (change: (lists: StaffLists) => StaffLists) => set((current) => ({ ...current, lists: change(current.lists) }))
  const sync = venueSync({ deps, get: () => state.value, set })
  const subscriptions = new Subscription()
  const venues$ = new Subject<StaffSignIn>()

  // Signed in: the venues whose staff list holds the account.
  subscriptions.add(
    merge(deps.auth.signIn$, venues$)
      .pipe(
        switchMap((signIn) => {
          sync.follow(null)
          set((current) => ({ ...INITIAL_STATE, sound: current.sound, signIn, venues: loadingIf(signIn.status === "signedIn") }))
          if (signIn.status !== "signedIn") return EMPTY
          return from(bodyOf(deps.rpc(staffApi.staffVenues, {}))).pipe(
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

  const chooseVenue = (venue: StaffVenue) => {
    set((current) => ({ ...current, venue, lists: INITIAL_STATE.lists, listsLoad: { status: "loading" }, feed: "connecting" }))
    sync.follow(venue)
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
      else sync.readLists(venue)
    },
    advance: (orderId, toStateId, moveName) =>
      act(`order:${orderId}`, moveName, async (venue) => {
        const order = await bodyOf(deps.rpc(staffApi.staffAdvance, { params: { venueId: venue.id, orderId }, payload: { toStateId } }))
        sync.orderArrived(venue, order)
      }),
    acknowledge: (requestId) =>
      act(`request:${requestId}`, "Acknowledging the request", async (venue) => {
        const request: StaffRequest = await bodyOf(deps.rpc(staffApi.staffAcknowledge, { params: { venueId: venue.id, requestId } }))
        setLists((lists) => requestChanged(lists, request, deps.now()))
      }),
    setAvailable: (itemId, available) =>
      act(`dish:${itemId}`, available ? "Putting the dish back" : "Marking the dish sold out", async (venue) => {
        await bodyOf(deps.rpc(staffApi.staffAvailability, { params: { venueId: venue.id, itemId }, payload: { available } }))
        setLists((lists) => ({ ...lists, menu: lists.menu.map((dish) => (dish.itemId === itemId ? { ...dish, available } : dish)) }))
      }),
    settle: (qrCode) =>
      act(`table:${qrCode}`, "Settling the table", async (venue) => {
        const settled = await bodyOf(deps.rpc(staffApi.staffSettle, { params: { venueId: venue.id, qrCode } }))
        setLists((lists) => settled.settled.reduce((changed, order) => orderChanged(changed, order, venue), lists))
        sync.floorChanged()
      }),
    refund: (receiptNumber) =>
      act(`payment:${receiptNumber}`, `Refunding ${receiptNumber}`, async (venue) => {
        await bodyOf(deps.rpc(staffApi.staffRefund, { params: { venueId: venue.id, receiptNumber } }))
        sync.floorChanged()
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
    stop: () => {
      subscriptions.unsubscribe()
      sync.stop()
    },
  }
}

const loadingIf = (loading: boolean) => (loading ? ({ status: "loading" } as const) : ({ status: "idle" } as const))

const signInProblem = (error: unknown): string => `Signing in failed: ${error instanceof Error ? error.message : String(error)}. Try again.`
