// What the log's writer does with each event, apart from the events' schemas (schema/events.ts):
// the log is written from the page's first script on (src/app/log-store.ts), before Effect's
// code has arrived, so this file imports the events' types only.
import type { DomainEvent } from "./events"

/** Events folded and never stored (keepingOf "skip" whatever they hold): a secret for the moment, Stripe's client secret. */
export const secretTags = ["v1.PaymentActionAsked"] as const

/**
 * What each event is, for the log's writer (streams/event-log.ts) and for a reader of a log:
 * - "fact": what the server answered or pushed, or what the app saw or showed (the user, the
 *   connection, a load starting, a pick the rules refused, the screen, a toast): stored at once.
 * - "choice": what the diner deliberately did (a search opened, a tab tapped, the drawer's
 *   picks, a filter, a split, a call for staff): stored at once, so a replay shows it.
 * - "view": how the screen looks, changing at keystroke or scroll rate: the search text is
 *   stored after a pause (the last value wins); a section the scroll merely passes is not
 *   stored at all (a tapped tab, `forced`, is a choice and is).
 */
export type EventKind = "fact" | "choice" | "view"

export const eventKinds: { readonly [Tag in DomainEvent["_tag"]]: EventKind } = {
  "v1.VenueLoadStarted": "fact",
  "v1.VenueLoaded": "fact",
  "v1.VenueLoadFailed": "fact",
  "v1.VenueCleared": "choice",
  "v1.MenuReplaced": "fact",
  "v1.CartReplaced": "fact",
  "v1.CartCleared": "fact",
  "v1.CartSubmitStarted": "fact",
  "v2.CartChangeQueued": "choice",
  "v1.CartChangeSettled": "fact",
  "v1.TableCartReplaced": "fact",
  "v1.TableCartJoined": "fact",
  "v1.TableCartSent": "fact",
  "v2.TableCartRefused": "fact",
  "v1.TableCartRequestStarted": "fact",
  "v1.KeyedRequestSent": "fact",
  "v1.KeyedRequestLost": "fact",
  "v1.KeyedRequestAnswered": "fact",
  "v1.SearchTextChanged": "view",
  "v1.SearchToggled": "choice",
  "v1.MenuFiltersChanged": "choice",
  "v1.SectionSelected": "view",
  "v1.DrawerOpened": "choice",
  "v1.DrawerClosed": "choice",
  "v1.DrawerVariantSelected": "choice",
  "v1.DrawerChoicesChanged": "choice",
  "v2.DrawerPickRefused": "fact",
  "v1.DrawerQuantityChanged": "choice",
  "v1.OrderConfigLoaded": "fact",
  "v1.OrdersFetchStarted": "fact",
  "v1.OrdersFetched": "fact",
  "v1.VisitRead": "fact",
  "v1.VisitJoinAsked": "choice",
  "v1.VisitJoined": "fact",
  "v1.OrdersFetchFailed": "fact",
  "v1.OrderChanged": "fact",
  "v1.StaffRequestsFetched": "fact",
  "v1.StaffRequestAsked": "choice",
  "v1.StaffRequestChanged": "fact",
  "v2.StaffRequestRefused": "fact",
  "v1.SplitChosen": "choice",
  "v1.SplitCleared": "choice",
  "v1.PaymentsRead": "fact",
  "v1.PayPartChosen": "choice",
  "v1.PayTipChosen": "choice",
  "v1.PaymentSent": "choice",
  "v1.PaymentMade": "fact",
  "v1.PaymentActionAsked": "fact",
  "v1.PaymentRefused": "fact",
  "v1.PaymentHeard": "fact",
  "v1.ReceiptsKept": "fact",
  "v1.ReceiptMailAsked": "choice",
  "v1.ReceiptMailSent": "fact",
  "v1.ReceiptMailRefused": "fact",
  "v1.FeedbackSent": "choice",
  "v1.FeedbackGiven": "fact",
  "v1.FeedbackRefused": "fact",
  "v1.UserChanged": "fact",
  "v1.PhoneCodeSent": "fact",
  "v2.PhoneCodeRefused": "fact",
  "v1.PhoneVerified": "fact",
  "v1.PhoneNumberChangeAsked": "choice",
  "v1.AccountChooserOpened": "choice",
  "v1.GoogleSignInStarted": "fact",
  "v1.GoogleSignInSucceeded": "fact",
  "v1.GoogleSignInFailed": "fact",
  "v1.PhoneCodeRequested": "fact",
  "v1.PhoneCodeCheckStarted": "fact",
  "v1.TableCodeRefused": "fact",
  "v1.LastTableFound": "fact",
  "v1.ScreenShown": "fact",
  "v2.ToastShown": "fact",
  "v1.AddAgainAnswered": "fact",
  "v1.ConnectionChanged": "fact",
  "v1.AvailabilitySyncSeen": "fact",
  "v1.SourceFailed": "fact",
  "v1.ToastShown": "fact",
  "v1.PhoneCodeRefused": "fact",
  "v1.TableCartRefused": "fact",
  "v1.DrawerPickRefused": "fact",
  "v1.StaffRequestRefused": "fact",
  "v1.CartChangeQueued": "choice",
  "v1.TableCartChangeQueued": "choice",
  "v1.TableCartChangeSettled": "fact",
}

/** How the writer keeps an event: stored at once, stored after a pause (last value wins), or only folded. */
export type Keeping = "store" | "coalesce" | "skip"

export const keepingOf = (event: DomainEvent): Keeping => {
  if ((secretTags as ReadonlyArray<string>).includes(event._tag)) return "skip"
  if (eventKinds[event._tag] !== "view") return "store"
  if (event._tag === "v1.SectionSelected") return event.forced ? "store" : "skip"
  return "coalesce"
}
