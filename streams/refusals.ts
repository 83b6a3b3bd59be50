import type { NoticeId, NoticeText, PendingChangeText } from "../schema/events"
import { isUnreachable, RpcError } from "./rpc"

/**
 * Every error the diner's calls declare (schema/api.ts), and ServerFault, as the message the
 * diner is shown, in their language. The diner reads what went wrong from the error's tag, never
 * from the server's English: a dish by its id, from the change that was refused.
 * - an id: that message (with the dish's values, when it names the dish);
 * - `dishless`: the message when the refused call names no dish (a send of the whole cart);
 * - null: nothing more to say than the action's own failure (a bug, a request the app got wrong).
 */
export const refusalMessages = {
  BadRequest: null,
  ServerFault: null,
  IdempotencyKeyReused: null,
  StorageUnavailable: { id: "refusal.busy" },
  IdentityUnavailable: { id: "refusal.busy" },
  NotSignedIn: { id: "refusal.signIn" },
  SignInRequired: { id: "refusal.signInRequired" },
  WrongTable: { id: "refusal.wrongTable" },
  NoVenue: { id: "refusal.noVenue" },
  DishNotOnMenu: { id: "refusal.dishNotOnMenu", dishless: "refusal.dishesUnavailable" },
  DishUnavailable: { id: "refusal.dishUnavailable", dishless: "refusal.dishesUnavailable" },
  ChoiceRefused: { id: "refusal.choiceRefused", dishless: null },
  QuantityCap: { id: "refusal.quantityCap", dishless: null },
  CartFull: { id: "refusal.cartFull" },
  NoCart: { id: "refusal.noCart" },
  LineGone: { id: "refusal.lineGone", dishless: null },
  LineAmbiguous: { id: "refusal.lineAmbiguous", dishless: null },
  CartEmpty: { id: "refusal.cartEmpty" },
  LineNotYours: { id: "refusal.lineNotYours", dishless: null },
  TableCartOff: { id: "refusal.tableCartOff" },
  NotTableCartMember: { id: "refusal.notMember" },
  VisitEnded: { id: "refusal.visitEnded" },
  SendLimited: { id: "refusal.sendLimited" },
  SmsUnavailable: { id: "refusal.smsUnavailable" },
  CodeNotSent: { id: "refusal.codeNotSent" },
  CodeExpired: { id: "refusal.codeExpired" },
  TooManyTries: { id: "refusal.tooManyTries" },
  CodeWrong: { id: "refusal.codeWrong" },
  RequestKindRefused: { id: "refusal.requestKind" },
  NotAtTable: { id: "refusal.notAtTable" },
  RequestLimited: { id: "refusal.requestLimited" },
  NothingLeft: { id: "refusal.nothingLeft" },
  LineNotOnBill: { id: "refusal.lineNotOnBill" },
  LinePaid: { id: "refusal.linePaid" },
  AmountAboveLeft: { id: "refusal.amountAboveLeft" },
  AmountChanged: { id: "refusal.amountChanged" },
  TipRefused: { id: "refusal.tipRefused" },
  CardDeclined: { id: "refusal.cardDeclined" },
  InsufficientFunds: { id: "refusal.insufficientFunds" },
  PaymentNotFound: { id: "refusal.paymentNotFound" },
  NothingToConfirm: { id: "refusal.nothingToConfirm" },
  PaymentPending: { id: "refusal.paymentPending" },
  MailLimited: { id: "refusal.mailLimited" },
  MailUnavailable: { id: "refusal.mailUnavailable" },
  FeedbackGiven: { id: "refusal.feedbackGiven" },
} as const satisfies Readonly<Record<string, { readonly id: NoticeId; readonly dishless?: NoticeId | null } | null>>

/** The messages that name the dish the refused change was about (`{dish}`). */
const namesDish = (entry: { readonly id: NoticeId; readonly dishless?: NoticeId | null }): boolean => "dishless" in entry

/**
 * What the diner is told of a failed call: "offline" when it never reached the server; the
 * message of the error's tag; else the action's own failure (`failed`), also for a failure the
 * contract does not declare. `change`: the cart change refused, whose dish the message names.
 */
export const refusalText = (error: unknown, failed: NoticeText, change?: PendingChangeText): NoticeText => {
  if (isUnreachable(error)) return { id: "refusal.offline" }
  const tag = error instanceof RpcError ? error.error?._tag : undefined
  const entry = tag !== undefined && Object.hasOwn(refusalMessages, tag) ? refusalMessages[tag as keyof typeof refusalMessages] : null
  if (entry === null) return failed
  if (!namesDish(entry)) return { id: entry.id }
  if (change !== undefined) return { id: entry.id, values: change.values }
  const dishless = "dishless" in entry ? entry.dishless : null
  return dishless === null ? failed : { id: dishless }
}
