import { api } from "../schema/api"
import { DishUnavailable } from "../schema/errors"
import type { Cart, SelectedChoices } from "../schema/cart"
import type { DomainEvent, PendingCartChange } from "../schema/events"
import type { MenuFilters } from "../schema/menu"
import type { Order } from "../schema/order"
import { choiceProblems, pickOption } from "../src/domain/choices"
import type { VenueState } from "../src/domain/venue-state"
import type { EventLog } from "./event-log"
import { RpcError, type Rpc, type RpcResult } from "./rpc"
import { createTableServiceIntents, firstMessage } from "./table-service-intents"

/**
 * A toast: its English text, and the message it is in the app's catalogues (src/ui/i18n), so
 * the screens can say it in the diner's language. A dish is named by its id (`dishId`), so its
 * name can be said in that language too.
 */
export type Notify = (kind: "success" | "info" | "warning" | "error", message: string, text?: NoticeText) => void
export interface NoticeText {
  readonly id: "toast.added" | "toast.saved" | "toast.offline" | "toast.waiting" | "toast.orderSent" | "toast.unavailable" | "toast.rollback"
  readonly values?: Readonly<Record<string, string | number>>
}

export interface IntentDeps {
  readonly rpc: Rpc
  readonly log: EventLog
  /** A fresh id: idempotency keys of submits, intent ids of cart changes. */
  readonly newKey: () => string
  readonly notify: Notify
  /** Whether the device has a network at all (navigator.onLine in the browser). */
  readonly isOnline: () => boolean
  /** Waits between submit retries (a test passes a fast one). */
  readonly sleep: (ms: number) => Promise<void>
  /** Asks the venue loader (streams/sources/venue-loader.ts) to open a table. */
  readonly openTable: (qrCode: string) => void
}

/** A submit that loses its connection is retried this often, with the same key. */
const SUBMIT_ATTEMPTS = 3

/**
 * What the diner (and the app) can do. Each intent records what it saw as events; screens
 * call these and never fetch. The cart and orders rules are the spec's (sections 4, 7, 8).
 */
export const createIntents = ({ rpc, log, newKey, notify, isOnline, sleep, openTable }: IntentDeps) => {
  const state = (): VenueState => log.getState()
  const intent = (event: DomainEvent) => log.append(event, "intent")
  const http = (event: DomainEvent) => log.append(event, "http")

  /** Loads the table's venue unless it is already open (a reload, or back from another screen). */
  const ensureVenue = (qrCode: string) => {
    const current = state()
    if (current.qrCode !== qrCode || current.status !== "success") openTable(qrCode)
  }

  const refetchMenu = async () => {
    const qrCode = state().qrCode
    if (qrCode === null) throw new Error("Missing QR to refetch menu")
    const menu = await rpc(api.menuPick, { params: { qrCode } })
    if (menu._tag === "Ok") http({ _tag: "v1.MenuReplaced", menu: menu.body })
  }

  /** Add and update answer the cart; 404 means no cart (null); other failures are rethrown. */
  const replaceCart = (answer: RpcResult<Cart>) => http({ _tag: "v1.CartReplaced", cart: answer._tag === "Ok" ? answer.body : null })

  const refreshCart = async () => {
    // Offline, the cart from the local log stays on screen: no doomed request clears it.
    if (!isOnline()) return
    try {
      const answer = await rpc(api.cartGet, {})
      http({ _tag: "v1.CartReplaced", cart: answer._tag === "Ok" ? answer.body : null })
    } catch {
      http({ _tag: "v1.CartCleared", reason: "getFailed" })
    }
  }

  /** Sends one cart change: "sent", "refused" (the server said no, the diner is told), or "offline". */
  const sendChange = async (change: PendingCartChange): Promise<"sent" | "refused" | "offline"> => {
    try {
      // The change's intent id is its Idempotency-Key: sent again, it applies once.
      const idempotencyKey = change.payload.intentId ?? newKey()
      replaceCart(
        change._tag === "add"
          ? await rpc(api.cartAdd, { payload: withoutIntent(change.payload), idempotencyKey })
          : await rpc(api.cartUpdate, { payload: withoutIntent(change.payload), idempotencyKey }),
      )
      return "sent"
    } catch (error) {
      if (error instanceof RpcError && error.kind === "network") return "offline"
      notify("error", firstMessage(error, `${change.label}: your cart could not be changed.`))
      // A dish sold out since the menu was loaded: the menu and the cart on screen are stale.
      if (error instanceof RpcError && error.error?._tag === DishUnavailable.tag) await Promise.all([refetchMenu().catch(() => undefined), refreshCart()])
      return "refused"
    }
  }

  let flushing: Promise<void> | null = null
  /** Sends the queued changes in order, each once (its intent id), until the queue is empty or the network drops. */
  const flushPending = (): Promise<void> => {
    // Cleared in a later microtask (finally), so a flush that ends at once is not kept forever.
    flushing ??= (async () => {
      for (let next = state().pendingCart[0]; next !== undefined && isOnline(); next = state().pendingCart[0]) {
        const outcome = await sendChange(next)
        if (outcome === "offline") return
        http({ _tag: "v1.CartChangeSettled", intentId: next.payload.intentId ?? "", outcome })
      }
    })().finally(() => {
      flushing = null
    })
    return flushing
  }

  /**
   * A cart change goes out at once when it can; without a connection (or behind changes still
   * waiting) it is queued in the log, shown as pending, and sent in order when the network is back.
   */
  const changeCart = async (change: PendingCartChange): Promise<"sent" | "refused" | "queued"> => {
    if (!isOnline() || state().pendingCart.length > 0) {
      intent({ _tag: "v1.CartChangeQueued", change })
      void flushPending()
      return "queued"
    }
    const outcome = await sendChange(change)
    if (outcome !== "offline") return outcome
    intent({ _tag: "v1.CartChangeQueued", change })
    return "queued"
  }

  /** Adds the drawer's dish; refuses (with the reasons) while a choice is unmet. */
  /** Adds a dish as the diner chose it; the menu says its name and checks the choices. */
  const addToCart = async ({ itemId, variantId, selectedChoices, quantity }: AddToCart): Promise<boolean> => {
    const item = state().menu?.items.find((candidate) => candidate.id === itemId)
    const variant = item?.variants.find((candidate) => candidate.id === variantId)
    if (item === undefined || variant === undefined) return false
    const [problem] = choiceProblems(variant, selectedChoices)
    if (problem !== undefined) {
      intent({ _tag: "v1.DrawerPickRefused", reason: problem.message })
      return false
    }
    const label = `${quantity} × ${item.name}`
    const outcome = await changeCart({ _tag: "add", label, payload: { id: item.id, variantId: variant.id, selectedChoices, quantity, intentId: newKey() } })
    if (outcome === "refused") return false
    intent({ _tag: "v1.DrawerClosed" })
    const values = { quantity, dish: item.name, dishId: item.id }
    notify(outcome === "sent" ? "success" : "info", outcome === "sent" ? `${label} added to your cart.` : `${label} saved: it goes to your cart when you are back online.`, { id: outcome === "sent" ? "toast.added" : "toast.saved", values })
    return true
  }

  const updateCartLine = async (lineId: string, selectedChoices: Readonly<Record<string, ReadonlyArray<string>>>, quantity: number) => {
    const name = state().cart?.items.find((line) => line.id === lineId)?.name ?? "A dish"
    await changeCart({ _tag: "update", label: quantity === 0 ? `Remove ${name}` : `${quantity} × ${name}`, payload: { id: lineId, selectedChoices, quantity, intentId: newKey() } })
  }

  let submitting: Promise<Order | null> | null = null
  /**
   * Sends the cart as an order. Needs a connection and no change still waiting. One key per
   * order: a double tap joins the submit in flight, and a submit that loses its connection is
   * retried with the same key, so the diner gets exactly one order.
   */
  const submitCart = (): Promise<Order | null> => {
    submitting ??= (async () => {
      if (!isOnline()) {
        notify("error", "You are offline. Your order will be ready to send when you are back online.", { id: "toast.offline" })
        return null
      }
      await flushPending()
      if (state().pendingCart.length > 0) {
        notify("error", "Some cart changes are still waiting to be sent. Please try again in a moment.", { id: "toast.waiting" })
        return null
      }
      const key = newKey()
      for (let attempt = 1; ; attempt++) {
        try {
          const answer = await rpc(api.cartSubmit, { idempotencyKey: key })
          http({ _tag: "v1.CartCleared", reason: "submitted" })
          if (answer._tag === "NotFound") return null
          http({ _tag: "v1.OrderChanged", order: answer.body })
          notify("success", `Order ${answer.body.orderNumber} sent to the kitchen.`, { id: "toast.orderSent", values: { number: answer.body.orderNumber } })
          return answer.body
        } catch (error) {
          if (error instanceof RpcError && error.kind === "network" && attempt < SUBMIT_ATTEMPTS) {
            await sleep(1000 * attempt)
            continue
          }
          http({ _tag: "v1.CartCleared", reason: "submitFailed" })
          notify("error", firstMessage(error, "Your order could not be sent. Please try again."))
          // The server still holds the cart: show it again rather than lose it (and the menu,
          // when a dish in it sold out since it was loaded).
          const soldOut = error instanceof RpcError && error.error?._tag === DishUnavailable.tag
          await Promise.all([refreshCart(), soldOut ? refetchMenu().catch(() => undefined) : undefined])
          return null
        }
      }
    })().finally(() => {
      submitting = null
    })
    return submitting
  }

  const loadOrderConfig = async () => {
    if (state().orderConfig !== null) return
    const [states, transitions] = await Promise.all([rpc(api.orderStates, {}), rpc(api.orderTransitions, {})])
    if (states._tag === "Ok" && transitions._tag === "Ok") http({ _tag: "v1.OrderConfigLoaded", states: states.body, transitions: transitions.body })
  }

  const fetchOrders = async () => {
    intent({ _tag: "v1.OrdersFetchStarted" })
    const { tenant, qrCode } = state()
    if (tenant === null || qrCode === null) {
      http({ _tag: "v1.OrdersFetchFailed", reason: "Missing tenant or qr" })
      return
    }
    try {
      await loadOrderConfig()
      const endStates = (state().orderConfig?.states ?? []).filter((candidate) => candidate.isEnd).map((candidate) => candidate.id)
      const answer = await rpc(api.ordersSearch, { query: { qr: qrCode, excludeStatusIds: endStates.join(",") } })
      http(answer._tag === "Ok" ? { _tag: "v1.OrdersFetched", orders: answer.body } : { _tag: "v1.OrdersFetched", orders: [] })
    } catch (error) {
      http({ _tag: "v1.OrdersFetchFailed", reason: firstMessage(error, "Your orders could not be loaded.") })
    }
  }

  return {
    ...createTableServiceIntents({ rpc, log }),
    openVenue: openTable,
    ensureVenue,
    refetchMenu,
    clearVenue: () => intent({ _tag: "v1.VenueCleared" }),
    setSearchText: (text: string) => intent({ _tag: "v1.SearchTextChanged", text }),
    toggleSearch: (open: boolean) => intent({ _tag: "v1.SearchToggled", open }),
    setMenuFilters: (filters: MenuFilters) => intent({ _tag: "v1.MenuFiltersChanged", filters }),
    selectSection: (sectionId: string | null, forced: boolean) => intent({ _tag: "v1.SectionSelected", sectionId, forced }),
    openDrawer: (itemId: string) => intent({ _tag: "v1.DrawerOpened", itemId }),
    closeDrawer: () => intent({ _tag: "v1.DrawerClosed" }),
    selectVariant: (variantId: string) => intent({ _tag: "v1.DrawerVariantSelected", variantId }),
    pickOption: (choiceId: string, optionId: string) => {
      const { drawer, menu } = state()
      const variantChoice = menu?.items
        .find((candidate) => candidate.id === drawer.itemId)
        ?.variants.find((candidate) => candidate.id === drawer.variantId)
        ?.choices.find((candidate) => candidate.choice.id === choiceId)
      if (variantChoice === undefined) return
      const outcome = pickOption(variantChoice, drawer.selectedChoices, optionId)
      intent(outcome._tag === "Picked" ? { _tag: "v1.DrawerChoicesChanged", selectedChoices: outcome.selected } : { _tag: "v1.DrawerPickRefused", reason: outcome.reason, choiceId })
    },
    setQuantity: (quantity: number) => intent({ _tag: "v1.DrawerQuantityChanged", quantity }),
    showScreen: (path: string) => intent({ _tag: "v1.ScreenShown", path }),
    addToCart,
    updateCartLine,
    flushPending,
    refreshCart,
    submitCart,
    loadOrderConfig,
    fetchOrders,
  }
}

export type Intents = ReturnType<typeof createIntents>

/** What "Add to cart" sends: the dish, its variant, the picks and how many. */
export interface AddToCart {
  readonly itemId: string
  readonly variantId: string
  readonly selectedChoices: SelectedChoices
  readonly quantity: number
}

/** A queued change's payload as the call takes it: its intent id goes as the Idempotency-Key. */
const withoutIntent = <P extends { readonly intentId?: string }>({ intentId: _intentId, ...payload }: P): Omit<P, "intentId"> => payload
