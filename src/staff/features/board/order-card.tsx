import { memo, useEffect, useRef, type MouseEvent } from "react"
import type { OrderWithArea } from "../../../../schema/operator-api"
import type { StaffOrderState } from "../../../../schema/staff"
import { isLate, mainMove, waitedText } from "../../../domain/staff-board"
import { note, smallButton, staffButton } from "../../../ui/staff.css"
import { useMinutesSince, useStaff, useStaffCommands } from "../../store/use-staff"
import * as css from "./board.css"

interface OrderCardProps {
  readonly entry: OrderWithArea
  readonly state: StaffOrderState
  readonly columns: ReadonlyArray<StaffOrderState>
  readonly lateAfterMinutes: number
  /** In the board's last open column: it has reached the table, and is never late. */
  readonly served: boolean
}

/**
 * One order on the board: its number and table, how long it has waited (late in words and in
 * colour), its lines with their choices, the diner's notes marked, and a button per move the
 * venue allows from its state, the main one first.
 */
/** The order whose move was made from the keyboard: its card, drawn anew in its next column, takes the focus. */
let keepFocusOn: string | null = null

export const OrderCard = memo(function OrderCard({ entry, state, columns, lateAfterMinutes, served }: OrderCardProps) {
  const { order, serviceAreaName } = entry
  const minutes = useMinutesSince(order.createdAt)
  const late = isLate(minutes, lateAfterMinutes, served)
  const pending = useStaff((current) => current.pending.has(`order:${order.id}`))
  const { advance } = useStaffCommands()
  const main = mainMove(state, columns)
  // The main move first and stressed; the others (Cancel) after it, plain.
  const moves = main === null ? state.moves : [main, ...state.moves.filter((move) => move !== main)]
  const titleId = `order-${order.id}`
  const waited = waitedText(minutes)
  // A move made from the keyboard keeps the keyboard on the order: its card is drawn anew in its
  // next column, and its main button there takes the focus the old one had.
  const mainButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // A disabled button takes no focus: it is given once the move has been answered.
    if (keepFocusOn !== order.id || pending) return
    keepFocusOn = null
    mainButton.current?.focus()
  }, [order.id, state.id, pending])
  const move = (event: MouseEvent<HTMLButtonElement>, toStateId: string, name: string) => {
    keepFocusOn = document.activeElement === event.currentTarget ? order.id : null
    advance(order.id, toStateId, name)
  }
  return (
    <article
      className={late ? `${css.orderCard} ${css.late}` : css.orderCard}
      aria-labelledby={titleId}
      data-order={order.id}
      data-late={late ? "true" : undefined}
    >
      <div className={css.cardHead}>
        <h4 className={css.cardTitle} id={titleId}>
          {order.orderNumber} · {serviceAreaName}
        </h4>
        <span className={late ? css.lateAge : css.age}>{late ? `Late · ${waited}` : waited}</span>
      </div>
      {order.note !== undefined && (
        <p className={note} data-note="order">
          Order note: <bdi>{order.note}</bdi>
        </p>
      )}
      <ul className={css.lines}>
        {order.items.map((line) => (
          <li key={line.id} className={css.line}>
            <strong>{line.quantity} ×</strong> {line.name}
            {line.variantName !== "" && line.variantName !== line.name && ` (${line.variantName})`}
            {!line.available && " (sold out)"}
            {line.choiceSummary.length > 0 && <span className={css.choices}>{line.choiceSummary.join(", ")}</span>}
            {line.note !== undefined && (
              <span className={note} data-note="line">
                Note: <bdi>{line.note}</bdi>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className={css.moves}>
        {moves.map((each) => (
          <button
            key={each.id}
            ref={each === main ? mainButton : undefined}
            type="button"
            className={each === main ? staffButton : smallButton}
            disabled={pending}
            aria-label={`${each.name} ${order.orderNumber}`}
            onClick={(event) => move(event, each.toStateId, each.name)}
          >
            {each.name}
          </button>
        ))}
      </div>
    </article>
  )
})
