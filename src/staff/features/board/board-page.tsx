import { memo, useMemo } from "react"
import type { OrderWithArea } from "../../../../schema/operator-api"
import type { StaffOrderState } from "../../../../schema/staff"
import { boardColumns, ordersByColumn } from "../../../domain/staff-board"
import { empty } from "../../../ui/staff.css"
import { useStaff } from "../../store/use-staff"
import * as css from "./board.css"
import { OrderCard } from "./order-card"

/**
 * The kitchen's board: the venue's open orders in a column per state, oldest first. A change
 * redraws only the columns whose orders changed, and in them only the changed cards (memo): with
 * 200 open orders, a new one draws one card.
 */
export const BoardPage = () => {
  const venue = useStaff((state) => state.venue)
  const orders = useStaff((state) => state.lists.orders)
  const loading = useStaff((state) => state.listsLoad.status === "loading")
  const announcement = useStaff((state) => state.announcement)
  const columns = useMemo(() => (venue === null ? [] : boardColumns(venue.orderStates)), [venue])
  const byColumn = useMemo(() => stableColumns(orders, columns), [orders, columns])
  if (venue === null) return null
  const last = columns[columns.length - 1]
  return (
    <>
      <h2 className="visually-hidden">Board</h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {loading && <p role="status">Reading the orders…</p>}
      <div className={css.board}>
        {columns.map((column) => (
          <Column
            key={column.id}
            state={column}
            columns={columns}
            orders={byColumn.get(column.id) ?? NONE}
            lateAfterMinutes={venue.lateAfterMinutes}
            served={column.id === last?.id}
          />
        ))}
      </div>
    </>
  )
}

const NONE: ReadonlyArray<OrderWithArea> = []

interface ColumnProps {
  readonly state: StaffOrderState
  readonly columns: ReadonlyArray<StaffOrderState>
  readonly orders: ReadonlyArray<OrderWithArea>
  readonly lateAfterMinutes: number
  readonly served: boolean
}

const Column = memo(function Column({ state, columns, orders, lateAfterMinutes, served }: ColumnProps) {
  const titleId = `column-${state.id}`
  return (
    <section className={css.column} aria-labelledby={titleId} data-column={state.id}>
      <h3 className={css.columnTitle} id={titleId}>
        <span>{state.name}</span>
        <span aria-label={`${orders.length} orders`}>{orders.length}</span>
      </h3>
      {orders.length === 0 ? (
        <p className={empty}>None</p>
      ) : (
        <ol className={css.cards}>
          {orders.map((entry) => (
            <li key={entry.order.id}>
              <OrderCard entry={entry} state={state} columns={columns} lateAfterMinutes={lateAfterMinutes} served={served} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
})

/**
 * The orders of each column, each column's list kept as it was while its orders are the same
 * ones: a column whose orders did not change is not drawn again. One board is on the screen, so
 * one memory of the last lists serves it.
 */
let previous: ReadonlyMap<string, ReadonlyArray<OrderWithArea>> = new Map()
const stableColumns = (
  orders: ReadonlyMap<string, OrderWithArea>,
  columns: ReadonlyArray<StaffOrderState>,
): ReadonlyMap<string, ReadonlyArray<OrderWithArea>> => {
  const next = new Map<string, ReadonlyArray<OrderWithArea>>()
  for (const [id, list] of ordersByColumn(orders.values(), columns)) {
    const before = previous.get(id)
    next.set(id, before !== undefined && sameOrders(before, list) ? before : list)
  }
  previous = next
  return next
}

const sameOrders = (a: ReadonlyArray<OrderWithArea>, b: ReadonlyArray<OrderWithArea>): boolean =>
  a.length === b.length && a.every((entry, index) => entry === b[index])
