import type { Figure } from "./figures"
import { percentile } from "./measure"

/** One round's fresh tabs (first-tap.ts). Times in ms; null: not reached (a tab: none of it; the peer's: also, no peer). */
export interface Round {
  readonly peerFlow: Flow | null
  readonly flow: Flow | null
  readonly plain: PlainTap | null
  readonly choices: ChoiceTap | null
  readonly noInput: NoInput | null
}

/** From the navigation's start: the anonymous sign-in answered, the address under /venue. */
export interface NoInput {
  readonly signedIn: number | null
  readonly atVenue: number | null
}

export interface Flow {
  /** From the navigation's start to the cart showing the dish. */
  readonly inCart: number | null
  /** The tab's longest interaction (0: none of 16 ms or more). */
  readonly inp: number
}

export interface PlainTap {
  /** The dish's pointerdown, from the navigation's start. */
  readonly tappedAt: number | null
  /** From the tap to "Add to cart" usable, that add then seen in the cart. */
  readonly usable: number | null
  /** How long the drawer said "Loading choices..." before the button was usable. */
  readonly loadingFor: number | null
  /** From the tap on "Add to cart" to the View Cart bar showing the dish. */
  readonly inCart: number | null
  readonly inp: number
}

export interface ChoiceTap {
  readonly tappedAt: number | null
  /** From the tap to the required choice's radio group shown. */
  readonly choices: number | null
  readonly loadingFor: number | null
  readonly inp: number
}

const CONDITIONS = "Slow 4G, 4x CPU"

/** One figure per line of issue 47's "Done when", each the median of the rounds' fresh tabs. */
export const firstTapFigures = (rounds: ReadonlyArray<Round>, withPeer: boolean): Figure[] => {
  const tabs = `${rounds.length} fresh tabs`
  const plain = valuesOf(rounds.map((round) => round.plain))
  const choices = valuesOf(rounds.map((round) => round.choices))
  const flow = valuesOf(rounds.map((round) => round.flow))
  const peerFlow = valuesOf(rounds.map((round) => round.peerFlow))
  const noInput = valuesOf(rounds.map((round) => round.noInput))
  const flows = flow("inCart")
  const peerFlows = peerFlow("inCart")
  const ours = median(flows)
  const theirs = median(peerFlows)
  const peerInps = peerFlow("inp")
  const inps = { plain: plain("inp"), choices: choices("inp"), flow: flow("inp") }
  const ourInps = [...inps.plain, ...inps.choices, ...inps.flow]
  const signedIn = noInput("signedIn")
  const atVenue = noInput("atVenue")
  const yes = rounds.filter((_, index) => signedIn[index] !== null && atVenue[index] !== null).length
  const loading = (values: ReadonlyArray<number | null>) => `the drawer said "Loading choices..." first for ${listed(values)} ms`
  return [
    {
      name: `First tap at 1.5 s on a dish with no choices (Fish Cutlets) to "Add to cart" usable (${CONDITIONS})`,
      value: whole(median(plain("usable"))),
      unit: "ms",
      target: "<= 300",
      note: `median of ${tabs} (${listed(plain("usable"))}): from the tap's pointerdown (at ${listed(plain("tappedAt"))} ms) to the frame with the dish's dialog's button shown, enabled, not busy, its choices loaded, each add then seen in the View Cart bar; ${loading(plain("loadingFor"))}`,
    },
    {
      name: `First tap at 1.5 s on a dish with required choices (Chicken Patties) to its choices shown (${CONDITIONS})`,
      value: whole(median(choices("choices"))),
      unit: "ms",
      target: "<= 300",
      note: `median of ${tabs} (${listed(choices("choices"))}): from the tap's pointerdown (at ${listed(choices("tappedAt"))} ms) to the frame with its spice level's radios shown in its dialog; ${loading(choices("loadingFor"))}`,
    },
    {
      name: `After that tap on "Add to cart", the View Cart bar showing the dish (${CONDITIONS})`,
      value: whole(median(plain("inCart"))),
      unit: "ms",
      target: "<= 100",
      note: `median of ${tabs} (${listed(plain("inCart"))}): from the tap's pointerdown to the frame with a View Cart bar naming the dish or showing its price`,
    },
    {
      name: `From navigation to a dish in the cart, tapping each step as soon as it shows, over the peer's (${CONDITIONS})`,
      value: ours === null || theirs === null ? null : Math.round((100 * ours) / theirs) / 100,
      unit: "ratio",
      target: "<= 0.7",
      note: `ours: median ${listed([ours])} ms of ${tabs} (${listed(flows)}): the first dish tapped as soon as its card showed, "Add to cart" as soon as usable, to the View Cart bar with it; ${
        withPeer
          ? `the peer's (ByteOrder): median ${listed([theirs])} ms (${listed(peerFlows)}): its name form filled and sent, a category, a dish, "Add to order", each as soon as it showed, to its basket with the dish; tabs alternating, the peer's first, in the same run`
          : "the peer's folder (../shared/peer) is absent: no ratio"
      }`,
    },
    {
      name: `INP over these taps (${CONDITIONS})`,
      value: whole(median(ourInps)),
      unit: "ms",
      target: "<= 100",
      note: `median of our ${ourInps.length} tabs, each its longest interaction (Event Timing, interactionId > 0, entries of 16 ms or more): the tap at 1.5 s and "Add to cart" (${inpsOf(inps.plain)}), the tap at 1.5 s on the dish with choices (${inpsOf(inps.choices)}), the flow (${inpsOf(inps.flow)})${
        withPeer ? `; the peer's flow: median ${inpsOf([median(peerInps)])} (${inpsOf(peerInps)})` : ""
      }`,
    },
    {
      name: "With no input for 30 s, a fresh tab is signed in and at /venue (1: yes)",
      value: yes === rounds.length ? 1 : 0,
      unit: "",
      target: "= 1",
      note: `${yes} of ${tabs}; the anonymous sign-in answered (accounts:signUp) at ${listed(signedIn)} ms, the address under /venue at ${listed(atVenue)} ms after the navigation's start`,
    },
  ]
}

/** A field of each round's tab, null where the tab was not reached. */
const valuesOf =
  <T extends object>(tabs: ReadonlyArray<T | null>) =>
  <K extends keyof T>(key: K): Array<T[K] | null> =>
    tabs.map((tab) => (tab === null ? null : tab[key]))

/** The median, a run not reached counting as slower than any (null if that is the median). */
const median = (values: ReadonlyArray<number | null>): number | null => {
  const middle = percentile(
    values.map((value) => value ?? Number.POSITIVE_INFINITY),
    0.5,
  )
  return Number.isFinite(middle) ? middle : null
}

const whole = (value: number | null): number | null => (value === null ? null : Math.round(value))

const listed = (values: ReadonlyArray<number | null>): string =>
  values.map((value) => (value === null ? "not reached" : String(Math.round(value)))).join(", ")

/** Event Timing reports nothing under its 16 ms threshold: 0 is "<16". */
const inpsOf = (inps: ReadonlyArray<number | null>): string => `${inps.map((inp) => (inp === 0 ? "<16" : listed([inp]))).join(", ")} ms`
