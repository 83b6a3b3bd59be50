import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"
import { startsNewTable } from "./venue"

/** Why the last Google sign-in did not go through, as the gate says it: a catalogue message and its values. */
export const GoogleProblem = Schema.Struct({
  id: Schema.Literals(["gate.badEmail", "gate.failed", "gate.failedBecause"]),
  /** The SDK's reason, for `gate.failedBecause`. */
  reason: Schema.optionalKey(Schema.String),
})
export type GoogleProblem = typeof GoogleProblem.Type

/** The Google step of a table's sign-in: the account chooser shown, a sign-in on its way, and why the last one failed. */
export const GoogleStep = Schema.Struct({
  chooserOpen: Schema.Boolean,
  busy: Schema.Boolean,
  problem: Schema.NullOr(GoogleProblem),
})
export type GoogleStep = typeof GoogleStep.Type

export const GoogleSignInSlice = Schema.Struct({ google: GoogleStep })
export type GoogleSignInSlice = typeof GoogleSignInSlice.Type

export const initialGoogleSignInSlice: GoogleSignInSlice = { google: { chooserOpen: false, busy: false, problem: null } }

export const reduceGoogleSignIn = (
  state: GoogleSignInSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<GoogleSignInSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialGoogleSignInSlice : undefined
    case "v1.AccountChooserOpened":
      return { google: { ...state.google, chooserOpen: true } }
    case "v1.GoogleSignInStarted":
      return { google: { ...state.google, busy: true, problem: null } }
    case "v1.GoogleSignInSucceeded":
      return { google: { ...state.google, busy: false, problem: null } }
    case "v1.GoogleSignInFailed":
      return { google: { ...state.google, busy: false, problem: problemOf(event) } }
    default:
      return undefined
  }
}

const problemOf = (event: Extract<DomainEvent, { readonly _tag: "v1.GoogleSignInFailed" }>): GoogleProblem => {
  if (event.problem === "badEmail") return { id: "gate.badEmail" }
  return event.reason === undefined || event.reason === "" ? { id: "gate.failed" } : { id: "gate.failedBecause", reason: event.reason }
}
