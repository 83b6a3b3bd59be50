import { api } from "../schema/api"
import type { Cart } from "../schema/cart"
import type { DomainEvent } from "../schema/events"
import type { Order } from "../schema/order"
import { choiceProblems, pickOption } from "../src/domain/choices"
import type { VenueState } from "../src/domain/venue-state"
import type { EventLog } from "./event-log"
import { RpcError, type Rpc, type RpcResult } from "./rpc"

export type Notify = (kind: "success" | "info" | "warning" | "error", message: string) => void

export interface IntentDeps {
  readonly rpc: Rpc
  readonly log: EventLog
  /** A fresh idempotency key for a submit. */
  readonly newKey: () => string
  readonly notify: Notify
}

/**
 * What the diner (and the app) can do. Each intent records what it saw as events; screens
 * call these and never fetch. The cart and orders rules are the spec's (sections 4, 7, 8).
 */
export const createIntents = ({ rpc, log, newKey, notify }: IntentDeps) => {
  const state = (): VenueState => log.getState()
  const intent = (event: DomainEvent) => log.append(event, "intent")
  const http = (event: DomainEvent) => log.append(event, "http")

  const openVenue = async (qrCode: string) => {
    intent({ _tag: "v1.VenueLoadStarted", qrCode })
    try {
      const [venue, menu] = await Promise.all([rpc(api.venueByQr, { params: { qrCode } }), rpc(api.menuPick, { params: { qrCode } })])
      if (venue._tag === "NotFound" || menu._tag === "NotFound") {
        http({ _tag: "v1.VenueLoadFailed", reason: `No venue uses the table code '${qrCode}'. Check the code on your table's QR card.` })
        return
      }
      http({ _tag: "v1.VenueLoaded", answer: venue.body })
      http({ _tag: "v1.MenuReplaced", menu: menu.body })
    } catch (error) {
      http({ _tag: "v1.VenueLoadFailed", reason: error instanceof RpcError && error.kind === "network" ? "We could not reach the venue. Check your connection and try again." : "The venue could not be loaded. Please try again in a moment." })
    }
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
    try {
      const answer = await rpc(api.cartGet, {})
      http({ _tag: "v1.CartReplaced", cart: answer._tag === "Ok" ? answer.body : null })
    } catch {
      http({ _tag: "v1.CartCleared", reason: "getFailed" })
    }
  }

  /** Adds the drawer's dish; refuses (with the reasons) while a choice is unmet. */
  const addToCart = async (): Promise<boolean> => {
    const { drawer, menu } = state()
    const item = menu?.items.find((candidate) => candidate.id === drawer.itemId)
    const variant = item?.variants.find((candidate) => candidate.id === drawer.variantId)
    if (item === undefined || variant === undefined) return false
    const [problem] = choiceProblems(variant, drawer.selectedChoices)
    if (problem !== undefined) {
      intent({ _tag: "v1.DrawerPickRefused", reason: problem.message })
      return false
    }
    try {
      replaceCart(await rpc(api.cartAdd, { payload: { id: item.id, variantId: variant.id, selectedChoices: drawer.selectedChoices, quantity: drawer.quantity } }))
      intent({ _tag: "v1.DrawerClosed" })
      notify("success", `${drawer.quantity} × ${item.name} added to your cart.`)
      return true
    } catch (error) {
      notify("error", firstMessage(error, "The dish could not be added. Please try again."))
      return false
    }
  }

  const updateCartLine = async (lineId: string, selectedChoices: Readonly<Record<string, ReadonlyArray<string>>>, quantity: number) => {
    try {
      replaceCart(await rpc(api.cartUpdate, { payload: { id: lineId, selectedChoices, quantity } }))
    } catch (error) {
      notify("error", firstMessage(error, "Your cart could not be changed. Please try again."))
    }
  }

  const submitCart = async (): Promise<Order | null> => {
    const key = newKey()
    try {
      const answer = await rpc(api.cartSubmit, { idempotencyKey: key })
      http({ _tag: "v1.CartCleared", reason: "submitted" })
      if (answer._tag === "NotFound") return null
      http({ _tag: "v1.OrderChanged", order: answer.body })
      notify("success", `Order ${answer.body.orderNumber} sent to the kitchen.`)
      return answer.body
    } catch (error) {
      http({ _tag: "v1.CartCleared", reason: "submitFailed" })
      notify("error", firstMessage(error, "Your order could not be sent. Please try again."))
      // The server still holds the cart: show it again rather than lose it.
      await refreshCart()
      return null
    }
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

  /** The spec's phone flow calls: the server's first message, else the spec's fallback. */
  const sendPhoneCode = async (phone: string): Promise<PhoneOutcome> => {
    try {
      await rpc(api.phoneSend, { params: { phone } })
      return { ok: true }
    } catch (error) {
      return { ok: false, message: firstMessage(error, "Failed to send phone authentication") }
    }
  }

  const verifyPhoneCode = async (code: string): Promise<PhoneOutcome & { phoneNumber?: string }> => {
    try {
      const answer = await rpc(api.phoneVerify, { params: { code: code.trim() } })
      if (answer._tag === "NotFound") return { ok: false, message: "No code was sent to you. Ask for a code first." }
      return answer.body.success ? { ok: true, phoneNumber: answer.body.phoneNumber } : { ok: false, message: "Failed to verify OTP" }
    } catch (error) {
      return { ok: false, message: firstMessage(error, "Failed to verify OTP") }
    }
  }

  return {
    sendPhoneCode,
    verifyPhoneCode,
    openVenue,
    refetchMenu,
    clearVenue: () => intent({ _tag: "v1.VenueCleared" }),
    setSearchText: (text: string) => intent({ _tag: "v1.SearchTextChanged", text }),
    toggleSearch: (open: boolean) => intent({ _tag: "v1.SearchToggled", open }),
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
      intent(outcome._tag === "Picked" ? { _tag: "v1.DrawerChoicesChanged", selectedChoices: outcome.selected } : { _tag: "v1.DrawerPickRefused", reason: outcome.reason })
    },
    setQuantity: (quantity: number) => intent({ _tag: "v1.DrawerQuantityChanged", quantity }),
    addToCart,
    updateCartLine,
    refreshCart,
    submitCart,
    loadOrderConfig,
    fetchOrders,
  }
}

export type Intents = ReturnType<typeof createIntents>

export type PhoneOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string }

const firstMessage = (error: unknown, fallback: string): string => (error instanceof RpcError && error.serverMessages[0] !== undefined ? error.serverMessages[0] : fallback)
