import { NO_LISTS, type StaffLists } from "../../domain/staff-lists"
import type { StaffVenue } from "../../../schema/staff"
import type { StaffSignIn } from "../data/staff-auth"
import type { FeedStatus } from "../data/staff-live"

/** Something read from the server: not asked yet, on its way, there, or failed with a message for staff. */
export type Load<A> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "failed"; readonly message: string }

/** Everything the staff screen shows. */
export interface StaffState {
  readonly signIn: StaffSignIn
  /** The venues whose staff list holds the signed-in account (none: not staff anywhere). */
  readonly venues: Load<ReadonlyArray<StaffVenue>>
  readonly venue: StaffVenue | null
  readonly lists: StaffLists
  /** The venue's lists, read at each (re)connection of the feed. */
  readonly listsLoad: Load<null>
  readonly feed: FeedStatus | "off"
  /** What is on its way to the server, by what it acts on ("order:<id>", "dish:<id>"...): its button waits. */
  readonly pending: ReadonlySet<string>
  /** Why the last action failed, until dismissed or the next action. */
  readonly problem: string | null
  /** The last new order, for screen readers (a polite live region). */
  readonly announcement: string
  /** A sound for each new order: off until staff turn it on. */
  readonly sound: boolean
}

export const INITIAL_STATE: StaffState = {
  signIn: { status: "starting" },
  venues: { status: "idle" },
  venue: null,
  lists: NO_LISTS,
  listsLoad: { status: "idle" },
  feed: "off",
  pending: new Set(),
  problem: null,
  announcement: "",
  sound: false,
}
