import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { formatMoney } from "../../domain/money"
import { useStore, useVenueState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { BackIcon } from "../../ui/icons"
import * as page from "../../ui/page.css"
import { useOnline } from "../../ui/use-online"
import { headerAction, VenueHeader } from "../../ui/venue-header"
import { CallStaff, StaffRequestStrip } from "../../ui/table-service/call-staff"

/** `/venue/cart`: the lines with their choices, quantity and removal, the totals, and submit. */
export default function CartPage() {
  const state = useVenueState()
  const { intents } = useStore()
  const [, navigate] = useLocation()
  const [sending, setSending] = useState(false)
  const currency = state.tenant?.currency ?? null
  const money = (amount: number | null | undefined) => formatMoney(amount, currency)
  const cart = state.cart
  const online = useOnline()
  const pending = state.pendingCart

  useEffect(() => {
    void intents.refreshCart()
  }, [intents])

  const submit = async () => {
    setSending(true)
    const order = await intents.submitCart()
    setSending(false)
    if (order !== null) navigate("~/venue/orders")
  }

  return (
    <>
      <VenueHeader state={state}>
        <Link href="~/venue" className={headerAction} aria-label="Back to the menu">
          <BackIcon />
        </Link>
        <CallStaff />
        <Link href="~/venue/orders" className={headerAction}>
          Bill
        </Link>
      </VenueHeader>
      <main className={page.main}>
        <h1>Your cart</h1>
        <StaffRequestStrip />
        {pending.length > 0 && (
          <section className={page.card} aria-labelledby="pending-heading">
            <h2 id="pending-heading" style={{ fontSize: "1rem", margin: 0 }}>
              Waiting for a connection
            </h2>
            <p className={page.muted}>These changes are saved on your phone and will reach your cart, in this order, when you are back online.</p>
            <ul className={page.lines} aria-label="Pending changes">
              {pending.map((change) => (
                <li key={change.payload.intentId ?? change.label} className={page.line}>
                  {change.label}
                </li>
              ))}
            </ul>
          </section>
        )}
        {cart === null || cart.items.length === 0 ? (
          <p className={page.muted}>Your cart is empty. Pick a dish from the menu to start.</p>
        ) : (
          <section className={page.card} aria-label="Cart">
            <ul className={page.lines}>
              {cart.items.map((line) => (
                <li key={line.id} className={page.line}>
                  <span>
                    <span className={page.lineName}>{line.name}</span>
                    {line.variantName !== "Standard" && <span className={page.muted}> · {line.variantName}</span>}
                    {line.choiceSummary.length > 0 && <span className={page.muted} style={{ display: "block" }}>{line.choiceSummary.join(", ")}</span>}
                    {!line.available && <span className={page.muted} style={{ display: "block" }}>No longer available: please remove it.</span>}
                  </span>
                  <span>{money(line.price)}</span>
                  <span className={page.row} role="group" aria-label={`Quantity of ${line.name}`}>
                    <button type="button" className={page.small} aria-label={`One less ${line.name}`} onClick={() => void intents.updateCartLine(line.id, line.selectedChoices, line.quantity - 1)}>
                      −
                    </button>
                    <output aria-label={`Quantity of ${line.name}`}>{line.quantity}</output>
                    <button type="button" className={page.small} aria-label={`One more ${line.name}`} disabled={line.quantity >= 99} onClick={() => void intents.updateCartLine(line.id, line.selectedChoices, line.quantity + 1)}>
                      +
                    </button>
                    <button type="button" className={page.small} onClick={() => void intents.updateCartLine(line.id, line.selectedChoices, 0)}>
                      Remove<span className="visually-hidden"> {line.name}</span>
                    </button>
                  </span>
                </li>
              ))}
            </ul>
            <dl className={page.totals}>
              <dt>Subtotal</dt>
              <dd>{money(cart.summery?.subtotal ?? cart.price)}</dd>
              {cart.summery !== null && cart.summery.serviceCharge > 0 && (
                <>
                  <dt>Service charge</dt>
                  <dd>{money(cart.summery.serviceCharge)}</dd>
                </>
              )}
              <dt className={page.total}>Total</dt>
              <dd className={page.total}>{money(cart.summery?.finalPrice ?? cart.price)}</dd>
            </dl>
            <button type="button" className={primaryButton} style={{ width: "100%", marginTop: "1rem" }} disabled={sending || !online || pending.length > 0} onClick={() => void submit()}>
              {!online ? "You are offline: connect to send your order" : pending.length > 0 ? "Sending your changes..." : sending ? "Sending your order..." : "Place order"}
            </button>
          </section>
        )}
      </main>
    </>
  )
}
