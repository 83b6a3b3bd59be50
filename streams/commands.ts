import { firstValueFrom, Observable, share, Subject, type ObservedValueOf } from "rxjs"
import type { CartLine, SelectedChoices } from "../schema/cart"
import type { CurrentEvent, PendingChange } from "../schema/events"
import { cartOfChange } from "../src/domain/pending-change"
import type { MenuFilters } from "../schema/menu"
import type { Order } from "../schema/order"
import type { SplitChoice } from "../schema/split"
import type { TableCartSent } from "../schema/table-cart"
import { choiceProblems, pickOption } from "../src/domain/choices"
import { againAnswer, orderAgain, type PastLine } from "../src/domain/order-again"
import { noteField, noteOf, noteProblem } from "../src/domain/note"
import { feedbackOpen } from "../src/domain/state/feedback"
import { FEEDBACK_COMMENT_MAX_LENGTH } from "../schema/constants"
import type { FeedbackRating, FeedbackReason } from "../schema/feedback"
import { isTableCode } from "../src/domain/table-code"
import { cartLine, dishVariant, drawerDish, menuItems, variantChoice } from "../src/domain/queries"
import type { AppState } from "../src/domain/app-state"
import { isEmailAddress } from "../src/domain/account"
import type { SubmitRequest } from "./sources/cart-submit"
import type { GoogleAccount } from "./sources/google-sign-in"
import type { PhoneCommand } from "./sources/phone"
import type { ChangeOutcome, ChangeRequest } from "./sources/cart-lane"
import type { TableCartRequest } from "./sources/table-cart"
import type { PaymentsReadSettle, PayRequest } from "./sources/payments"
import type { ReceiptMailRequest } from "./sources/receipt-mail"
import type { FeedbackRequest } from "./sources/feedback"
import type { PaySplit, TipChoice } from "../schema/payment"

export interface CommandDeps {
  /** The state now: a dish's name and choices, the drawer, the cart's lines, the open table. */
  readonly state: () => AppState
  /** A fresh id: the intent id (Idempotency-Key) of a cart change or a payment. */
  readonly newKey: () => string
}

/** What "Add to cart" sends: the dish, its variant, the picks, how many, and the diner's note (blank: none). */
export interface AddToCart {
  readonly itemId: string
  readonly variantId: string
  readonly selectedChoices: SelectedChoices
  readonly quantity: number
  readonly note?: string
}

/**
 * What the sources of the log take from the commands, one Subject each: the commands write
 * them; the composition root (src/app/composition-root.ts) hands each to its source and merges
 * them all into the log.
 */
const inputSubjects = () => ({
  /** The diner's choices that need no answer, logged as they are made. */
  intents$: new Subject<CurrentEvent>(),
  /** Tables to open: the venue loader (streams/sources/venue-loader.ts). */
  opens$: new Subject<string>(),
  /** Cart sync (streams/sources/cart-sync.ts). */
  cartChanges$: new Subject<ChangeRequest>(),
  submits$: new Subject<SubmitRequest>(),
  cartRefreshes$: new Subject<void>(),
  /** streams/sources/menu-refetch.ts */
  menuRefetches$: new Subject<void>(),
  /** streams/sources/orders.ts */
  orderFetches$: new Subject<void>(),
  /** streams/sources/table-service.ts */
  staffLoads$: new Subject<void>(),
  staffAsks$: new Subject<string>(),
  /** streams/sources/table-cart.ts ("Order together") */
  tableCartRequests$: new Subject<TableCartRequest>(),
  /** streams/sources/payments.ts (paying at the table) */
  paymentReads$: new Subject<PaymentsReadSettle | undefined>(),
  pays$: new Subject<PayRequest>(),
  payConfirms$: new Subject<{ readonly paymentId: string; readonly key: string }>(),
  /** streams/sources/receipt-mail.ts (the receipt by e-mail) */
  receiptMails$: new Subject<ReceiptMailRequest>(),
  /** streams/sources/feedback.ts (feedback after paying) */
  feedbackGives$: new Subject<FeedbackRequest>(),
  /** streams/sources/phone.ts */
  phoneCommands$: new Subject<PhoneCommand>(),
  /** streams/sources/google-sign-in.ts */
  googleSignIns$: new Subject<GoogleAccount>(),
})
type InputSubjects = ReturnType<typeof inputSubjects>
/** The sources' side of `inputSubjects`: each only read. */
export type CommandInputs = { readonly [Input in keyof InputSubjects]: Observable<ObservedValueOf<InputSubjects[Input]>> }

/**
 * What the screens can do. A command never fetches and never writes the log: it hands what
 * the diner asked for to the source that carries it out (a Subject that source reads), or,
 * for a choice that needs no answer, the event itself. The rules of a pick and of an add's
 * choices are checked here, on the state, before anything goes out.
 *
 * Eleven commands answer with their source's outcome: the own cart's `addToCart` (the drawer
 * tells the diner nothing went wrong) and `addAgain` (each of its adds'), `updateCartLine`, `submitCart` and `checkOrderAgain` (the cart
 * screen moves to the bill), and the table cart's `joinTableCart`, `checkJoinAgain`,
 * `addToTableCart`, `updateTableCartLine`, `sendTableCart` and `checkSendAgain`. Their request carries `settle`, which the source calls once it is done, after
 * its events are in the log, so the promise is the source's own outcome and no one appends after
 * an answer. Everything else a screen shows comes from the state.
 */
export const createCommands = ({ state, newKey }: CommandDeps) => {
  const inputs = inputSubjects()
  /** The dish and variant of an add, its choices checked (the unmet choice logged); null: not to be sent. */
  const checkedAdd = ({ itemId, variantId, selectedChoices }: AddToCart) => {
    const dish = dishVariant(menuItems(state()), itemId, variantId)
    if (dish === null) return null
    const { item, variant } = dish
    const [problem] = choiceProblems(variant, selectedChoices)
    if (problem === undefined) return { item, variant }
    intent({ _tag: "v2.DrawerPickRefused", choiceId: problem.choiceId, problem: problem.kind })
    return null
  }
  const intent = (event: CurrentEvent) => inputs.intents$.next(event)
  /** A change of either cart, handed to that cart's source; its outcome once the source is done. */
  const change = (pending: PendingChange) =>
    new Promise<ChangeOutcome>((settle) =>
      cartOfChange(pending) === "own"
        ? inputs.cartChanges$.next({ change: pending, settle })
        : inputs.tableCartRequests$.next({ _tag: "change", change: pending, settle }),
    )
  /** Adds a dish as the diner chose it to a cart; false when the menu lacks it, a choice is unmet (the reason is logged) or the server refused. */
  const add = (name: "cartAdd" | "tableCartAdd", add: AddToCart): Promise<boolean> => {
    const checked = checkedAdd(add)
    if (checked === null) return Promise.resolve(false)
    const { item, variant } = checked
    const { selectedChoices, quantity } = add
    const text = { id: "cart.pendingQuantity", values: { quantity, dish: item.name, dishId: item.id } } as const
    const payload = { id: item.id, variantId: variant.id, selectedChoices, quantity, ...noteField(noteOf(add.note)) }
    return change({ _tag: name, intentId: newKey(), payload, text }).then((outcome) => outcome !== "refused")
  }
  /** Changes a line's choices and quantity in a cart; 0 removes it. */
  const update = (
    name: "cartUpdate" | "tableCartUpdate",
    line: { readonly name: string; readonly itemId: string } | undefined,
    payload: { readonly id: string; readonly selectedChoices: SelectedChoices; readonly quantity: number; readonly note?: string },
  ): Promise<ChangeOutcome> => {
    const values = { quantity: payload.quantity, dish: line?.name ?? "A dish", dishId: line?.itemId ?? "" }
    const text = { id: payload.quantity === 0 ? "cart.pendingRemove" : "cart.pendingQuantity", values } as const
    return change({ _tag: name, intentId: newKey(), payload, text })
  }

  // A double tap joins the submit in flight (share): the source gets one request, so one key
  // and one order, and each tap is answered with that order. A tap after it settled starts anew.
  const submitting = (again: boolean, note?: string) =>
    new Observable<Order | null>((subscriber) =>
      inputs.submits$.next({
        settle: (order) => {
          subscriber.next(order)
          subscriber.complete()
        },
        again,
        ...(note === undefined ? {} : { note }),
      }),
    ).pipe(share())
  // The submit in flight, which a second tap joins (its note is the first tap's).
  let submit$: Observable<Order | null> | null = null
  const submitAgain$ = submitting(true)

  const commands = {
    openVenue: (qrCode: string) => inputs.opens$.next(qrCode),
    /** Loads the table's venue unless it is already open (a reload, or back from another screen). */
    ensureVenue: (qrCode: string) => {
      const current = state()
      if (current.qrCode !== qrCode || current.status !== "success") inputs.opens$.next(qrCode)
    },
    refetchMenu: () => inputs.menuRefetches$.next(),
    clearVenue: () => intent({ _tag: "v1.VenueCleared" }),
    setSearchText: (text: string) => intent({ _tag: "v1.SearchTextChanged", text }),
    toggleSearch: (open: boolean) => intent({ _tag: "v1.SearchToggled", open }),
    setMenuFilters: (filters: MenuFilters) => intent({ _tag: "v1.MenuFiltersChanged", filters }),
    selectSection: (sectionId: string | null, forced: boolean) => intent({ _tag: "v1.SectionSelected", sectionId, forced }),
    openDrawer: (itemId: string) => intent({ _tag: "v1.DrawerOpened", itemId }),
    closeDrawer: () => intent({ _tag: "v1.DrawerClosed" }),
    selectVariant: (variantId: string) => intent({ _tag: "v1.DrawerVariantSelected", variantId }),
    pickOption: (choiceId: string, optionId: string) => {
      const current = state()
      const open = drawerDish(menuItems(current), current.drawer)
      const choice = open === null ? undefined : variantChoice(open.variant.choices, choiceId)
      if (choice === undefined) return
      const outcome = pickOption(choice, current.drawer.selectedChoices, optionId)
      intent(
        outcome._tag === "Picked"
          ? { _tag: "v1.DrawerChoicesChanged", selectedChoices: outcome.selected }
          : { _tag: "v2.DrawerPickRefused", choiceId, problem: "tooMany" },
      )
    },
    setQuantity: (quantity: number) => intent({ _tag: "v1.DrawerQuantityChanged", quantity }),
    showScreen: (path: string) => intent({ _tag: "v1.ScreenShown", path }),
    /** Adds a dish as the diner chose it; false when the menu lacks it, a choice is unmet (the reason is logged) or the server refused. */
    addToCart: (dish: AddToCart): Promise<boolean> => add("cartAdd", dish),
    /**
     * "Add again" on the bill or a receipt: each line today's menu still offers goes to the cart
     * the diner is shown (the table's, once they order together, as the drawer's adds do) as it
     * was ordered (dish, variant, picks, quantity, note), and the server prices it at today's
     * price; what was added and what was not, and why, is logged for the screen to say
     * (src/domain/order-again.ts), where it was tapped (`at`: an order, a receipt). Each add's
     * outcome, as `addToCart`'s.
     */
    addAgain: (at: string, lines: ReadonlyArray<PastLine>): Promise<ReadonlyArray<boolean>> => {
      const current = state()
      const outcomes = orderAgain(lines, menuItems(current))
      const cart = current.tableCart === null ? "cartAdd" : "tableCartAdd"
      intent({ _tag: "v1.AddAgainAnswered", ...againAnswer(at, outcomes) })
      return Promise.all(outcomes.flatMap((outcome) => (outcome._tag === "Addable" ? [add(cart, outcome.add)] : [])))
    },
    /** Changes a line's choices and quantity; 0 removes it. */
    updateCartLine: (lineId: string, selectedChoices: SelectedChoices, quantity: number): Promise<ChangeOutcome> =>
      update("cartUpdate", cartLine(state(), lineId), { id: lineId, selectedChoices, quantity }),
    /** Changes a line's note (blank: none), its picks and quantity as they are; false when there is no such line. */
    setCartLineNote: (lineId: string, note: string): Promise<ChangeOutcome> | null => {
      const line = cartLine(state(), lineId)
      return line === undefined ? null : update("cartUpdate", line, { ...lineAsIs(line), note: noteOf(note) })
    },
    refreshCart: () => inputs.cartRefreshes$.next(),
    /** Sends the cart as an order: the order, or null (the diner was told why). */
    submitCart: (note?: string): Promise<Order | null> => {
      const inFlight = submit$ ?? submitting(false, note)
      submit$ = inFlight
      return firstValueFrom(inFlight).finally(() => {
        if (submit$ === inFlight) submit$ = null
      })
    },
    /** "Check again": the order whose answer was lost, asked for with its key; the order the server made, or null. */
    checkOrderAgain: (): Promise<Order | null> => firstValueFrom(submitAgain$),
    fetchOrders: () => inputs.orderFetches$.next(),
    /** "Start a new order" after the table was settled: joins the table's current visit, as a new scan does (streams/sources/orders.ts sends it). */
    startNewOrder: () => {
      const { qrCode } = state()
      if (qrCode !== null) intent({ _tag: "v1.VisitJoinAsked", qrCode })
    },
    /**
     * The table's link was opened (a scan: a new arrival): the diner joins the table's current
     * visit, as "Start a new order" does, whatever this page knew of the one they were in (the
     * server knows: one of its current visit stays where it is).
     */
    scanned: (qrCode: string) => intent({ _tag: "v1.VisitJoinAsked", qrCode }),
    loadStaffRequests: () => inputs.staffLoads$.next(),
    askStaff: (kind: string) => inputs.staffAsks$.next(kind),
    /** "Order together": joins the table's shared cart, shown by this first name (null: "Another diner"). */
    joinTableCart: (firstName: string | null): Promise<boolean> =>
      new Promise((settle) => inputs.tableCartRequests$.next({ _tag: "join", firstName, settle })),
    /** Adds a dish to the table's shared cart as the diner's own line; false when not sent (refused, or not on the menu). */
    addToTableCart: (dish: AddToCart): Promise<boolean> => add("tableCartAdd", dish),
    /** Changes one of the diner's own lines of the table cart; 0 removes it. */
    updateTableCartLine: (lineId: string, selectedChoices: SelectedChoices, quantity: number): Promise<ChangeOutcome> =>
      update(
        "tableCartUpdate",
        state().tableCart?.items.find((candidate) => candidate.id === lineId),
        { id: lineId, selectedChoices, quantity },
      ),
    /** Changes the note of one of the diner's own lines of the table cart (blank: none). */
    setTableCartLineNote: (lineId: string, note: string): Promise<ChangeOutcome> | null => {
      const line = state().tableCart?.items.find((candidate) => candidate.id === lineId)
      return line === undefined ? null : update("tableCartUpdate", line, { ...lineAsIs(line), note: noteOf(note) })
    },
    /** Sends the table's cart as one order: what was sent (perhaps by another member's send), or null (the diner was told why). */
    sendTableCart: (): Promise<TableCartSent | null> => new Promise((settle) => inputs.tableCartRequests$.next({ _tag: "send", settle })),
    refreshTableCart: () => inputs.tableCartRequests$.next({ _tag: "refresh" }),
    /** "Check again": the join whose answer was lost, asked for with its key; true once joined. */
    checkJoinAgain: (): Promise<boolean> => new Promise((settle) => inputs.tableCartRequests$.next({ _tag: "joinAgain", settle })),
    /** "Check again": the table's send whose answer was lost, asked for with its key; what was sent, or null. */
    checkSendAgain: (): Promise<TableCartSent | null> =>
      new Promise((settle) => inputs.tableCartRequests$.next({ _tag: "sendAgain", settle })),
    /** Paying at the table: the table's bill as paid so far, read again; true once read, false when it could not be (not when a newer read replaced it). */
    readPayments: (): Promise<boolean> => new Promise((settle) => inputs.paymentReads$.next(settle)),
    /** What the diner pays (null: choose again). */
    choosePayPart: (split: PaySplit | null) => intent({ _tag: "v1.PayPartChosen", split }),
    chooseTip: (tip: TipChoice) => intent({ _tag: "v1.PayTipChosen", tip }),
    /**
     * Pays with the card's PaymentMethod id (never its number): a new payment, an intent with its
     * own id (its Idempotency-Key). While a payment's outcome is not known (on its way, its answer
     * lost, held by the server), a tap is that payment again, with its key, never a second one.
     */
    pay: (choice: Omit<Extract<PayRequest, { readonly _tag: "pay" }>, "_tag" | "key">) =>
      inputs.pays$.next(state().pay.intent === null ? { _tag: "pay", ...choice, key: newKey() } : { _tag: "again" }),
    /** The payment whose outcome is not known, sent again as it was, with its key: the server answers the first payment. */
    payAgain: () => inputs.pays$.next({ _tag: "again" }),
    confirmPayment: (paymentId: string) => inputs.payConfirms$.next({ paymentId, key: newKey() }),
    /** E-mails one of the diner's receipts to the address they typed (which no event holds); the outcome is in the state (`receiptMail`). */
    mailReceipt: (request: ReceiptMailRequest) => inputs.receiptMails$.next({ ...request, address: request.address.trim() }),
    /**
     * Feedback on one of the diner's payments: the rating, the reasons ticked, the comment
     * trimmed (blank: none). Not sent while that payment's feedback is on its way or given, nor
     * with a comment the rule refuses (the form says why): false then.
     */
    giveFeedback: (paymentId: string, rating: FeedbackRating, reasons: ReadonlyArray<FeedbackReason>, comment: string): boolean => {
      const step = state().feedback[paymentId]
      if (!feedbackOpen(step) || noteProblem(comment, FEEDBACK_COMMENT_MAX_LENGTH) !== null) return false
      const trimmed = noteOf(comment)
      inputs.feedbackGives$.next({
        paymentId,
        sent: { rating, reasons: [...new Set(reasons)], ...(trimmed === "" ? {} : { comment: trimmed }) },
      })
      return true
    },
    chooseSplit: (split: SplitChoice) => intent({ _tag: "v1.SplitChosen", split }),
    clearSplit: () => intent({ _tag: "v1.SplitCleared" }),
    /** The home page's code: true when it is a table code (the page goes there), else the refusal is logged and shown. */
    checkTableCode: (code: string): boolean => {
      if (isTableCode(code)) return true
      intent({ _tag: "v1.TableCodeRefused", code })
      return false
    },
    /** The phone step of a table's sign-in; each outcome, and the call on its way, is in the state (`phone`). */
    sendPhoneCode: (phone: string) => inputs.phoneCommands$.next({ _tag: "SendCode", phone, resend: false }),
    resendPhoneCode: (phone: string) => inputs.phoneCommands$.next({ _tag: "SendCode", phone, resend: true }),
    verifyPhoneCode: (code: string) => inputs.phoneCommands$.next({ _tag: "VerifyCode", code }),
    changePhoneNumber: () => inputs.phoneCommands$.next({ _tag: "ChangeNumber" }),
    /** The account chooser that stands in for Google's page against the Auth emulator. */
    openAccountChooser: () => intent({ _tag: "v1.AccountChooserOpened" }),
    /** Google sign-in, with the chooser's account (its address checked first) or, null, Google's popup; the outcome is in the state (`google`). */
    signInWithGoogle: (account: GoogleAccount) => {
      if (account !== null && !isEmailAddress(account.email)) return intent({ _tag: "v1.GoogleSignInFailed", problem: "badEmail" })
      inputs.googleSignIns$.next(
        account === null ? null : { email: account.email.trim(), name: account.name.trim() || account.email.trim() },
      )
    },
  }
  // The sources read the inputs; only the commands write them.
  const read: CommandInputs = inputs
  return { commands, inputs: read }
}

export type Commands = ReturnType<typeof createCommands>["commands"]

/** A line's update that changes nothing but what is spread over it (its note). */
const lineAsIs = (line: CartLine) => ({ id: line.id, selectedChoices: line.selectedChoices, quantity: line.quantity })
