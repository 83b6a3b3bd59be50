import type { DomainEvent } from "../../../schema/events"
import { startsNewTable } from "./venue"
import type { GoogleProblem, GoogleStep, GoogleSignInSlice } from "../state-schema"

export type { GoogleProblem, GoogleStep, GoogleSignInSlice }

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
