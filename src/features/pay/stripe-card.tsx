import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js"
import { useEffect, useRef, useState } from "react"
import type { StripeSetup } from "../../../schema/payment"
import { useT } from "../../ui/i18n/i18n"
import * as page from "../../ui/page.css"
import * as css from "./pay.css"
import { RetryAlert } from "./retry-alert"
import { stripeFor } from "./stripe-js"

/** The card Stripe took: its PaymentMethod id and last four digits, all the app ever holds of it. */
export interface TakenCard {
  readonly paymentMethod: string
  readonly last4: string
}

/** Asks Stripe for the card typed into the element; null: it was not taken, and the element or the form says why. */
export type TakeCard = () => Promise<TakenCard | null>

/**
 * The card with Stripe: Stripe's Payment Element, in Stripe's own frame (the card number is typed
 * there and never enters the app, its state or its log), in the deferred-intent flow: the
 * element is made for the amount chosen (kept in step as the choice changes), and paying makes a
 * PaymentMethod of it (`paymentMethodCreation: "manual"`), whose id the app sends; the server
 * charges it. Stripe.js loads when this shows (stripe-js.ts); if it cannot, the diner reads why
 * and may try again. `onReady` gets the way to take the card once the element is ready, null
 * while it is not.
 */
export function StripeCard({
  setup,
  amount,
  onReady,
}: {
  readonly setup: StripeSetup
  /** The total to pay, in the currency's smallest unit. */
  readonly amount: number
  readonly onReady: (take: TakeCard | null) => void
}) {
  const t = useT()
  const mountPoint = useRef<HTMLDivElement>(null)
  const elements = useRef<StripeElements | null>(null)
  const amountNow = useRef(chargeable(amount))
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading")
  const [cardRefused, setCardRefused] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    amountNow.current = chargeable(amount)
    void elements.current?.update({ amount: amountNow.current })
  }, [amount])

  useEffect(() => {
    let live = true
    let element: StripePaymentElement | null = null
    stripeFor(setup.publishableKey).then(
      (stripe) => {
        const point = mountPoint.current
        if (!live || point === null) return
        const made = stripe.elements({
          mode: "payment",
          amount: amountNow.current,
          currency: setup.currency,
          paymentMethodCreation: "manual",
          // Cards only, as the server's PaymentIntent allows: every receipt names a card's last four.
          allowedPaymentMethodTypes: ["card"],
        })
        element = made.create("payment")
        element.on("ready", () => {
          if (!live) return
          setStatus("ready")
          onReady(() => {
            setCardRefused(false)
            return takeCard(stripe, made, () => setCardRefused(true))
          })
        })
        element.mount(point)
        elements.current = made
      },
      () => {
        if (live) setStatus("failed")
      },
    )
    return () => {
      live = false
      element?.destroy()
      elements.current = null
      onReady(null)
    }
  }, [setup.publishableKey, setup.currency, attempt, onReady])

  return (
    <>
      <div ref={mountPoint} className={css.stripeMount} hidden={status === "failed"} data-stripe-card={status} />
      {status === "loading" && (
        <p role="status" className={page.muted}>
          {t("pay.stripeLoading")}
        </p>
      )}
      {status === "failed" && (
        <RetryAlert
          text={t("pay.stripeFailed")}
          onRetry={() => {
            setStatus("loading")
            setAttempt((count) => count + 1)
          }}
        />
      )}
      {status === "ready" && <p className={page.muted}>{t("pay.stripeHint")}</p>}
      {cardRefused && (
        <p role="alert" className={css.notice}>
          {t("pay.stripeCardFailed")}
        </p>
      )}
    </>
  )
}

/** Stripe makes an element for a positive amount: before a total is chosen, the least one. */
const chargeable = (amount: number): number => Math.max(1, amount)

/**
 * The element's card as a PaymentMethod: the element checks what was typed first and shows what
 * is wrong itself (null); `refused`: Stripe would not make the PaymentMethod (null too).
 */
const takeCard = async (stripe: Stripe, elements: StripeElements, refused: () => void): Promise<TakenCard | null> => {
  const submitted = await elements.submit()
  if (submitted.error !== undefined) return null
  const created = await stripe.createPaymentMethod({ elements })
  if (created.error !== undefined) {
    refused()
    return null
  }
  return { paymentMethod: created.paymentMethod.id, last4: created.paymentMethod.card?.last4 ?? "0000" }
}
