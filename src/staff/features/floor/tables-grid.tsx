import { memo } from "react"
import type { StaffTable } from "../../../../schema/staff"
import { formatMoney } from "../../../domain/money"
import { card, muted, smallButton } from "../../../ui/staff.css"
import { StaffListSection } from "../../../ui/staff-list-section"
import { useStaff, useStaffCommands } from "../../store/use-staff"
import * as css from "./floor.css"

/** Every table of the venue: who is there and ordering together, their shared cart, the bill and what is left, and settling. */
export const TablesGrid = () => {
  const tables = useStaff((state) => state.lists.tables)
  const currency = useStaff((state) => state.venue?.currency ?? null)
  return (
    <StaffListSection
      id="tables-title"
      title="Tables"
      emptyText="No tables yet."
      items={tables}
      keyOf={(table) => table.serviceAreaId}
      listClassName={css.tables}
    >
      {(table) => <TableCard table={table} currency={currency} />}
    </StaffListSection>
  )
}

const TableCard = memo(function TableCard({ table, currency }: { readonly table: StaffTable; readonly currency: string | null }) {
  const pending = useStaff((state) => state.pending.has(`table:${table.qrCode}`))
  const { settle } = useStaffCommands()
  const titleId = `table-${table.serviceAreaId}`
  const money = (amount: number) => formatMoney(amount, currency)
  const cartLines = table.cart?.items ?? []
  return (
    <article className={card} aria-labelledby={titleId} data-table={table.qrCode}>
      <h3 className={css.tableTitle} id={titleId}>
        {table.name}
      </h3>
      <p className={muted}>
        {table.visit === null ? "Free" : `${table.visit.diners} ${table.visit.diners === 1 ? "diner" : "diners"}`}
        {table.openRequests.length > 0 && ` · ${table.openRequests.length} asking`}
      </p>
      {table.together.members > 0 && (
        <p>
          Ordering together: {table.together.members}
          {table.together.names.length > 0 && ` (${table.together.names.join(", ")})`}
        </p>
      )}
      {cartLines.length > 0 && (
        <>
          <p className={muted}>In the shared cart:</p>
          <ul className={css.cartLines}>
            {cartLines.map((line) => (
              <li key={line.id}>
                {line.quantity} × {line.name}
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className={css.figures}>
        <dt className={css.figureName}>Open orders</dt>
        <dd className={css.figureValue}>{table.openOrders}</dd>
        <dt className={css.figureName}>Bill</dt>
        <dd className={css.figureValue}>{money(table.billTotal)}</dd>
        <dt className={css.figureName}>Paid</dt>
        <dd className={css.figureValue}>{money(table.paid)}</dd>
        {table.tips > 0 && (
          <>
            <dt className={css.figureName}>Tips</dt>
            <dd className={css.figureValue}>{money(table.tips)}</dd>
          </>
        )}
        <dt className={css.figureName}>Left</dt>
        <dd className={css.figureValue} data-left={table.left}>
          {money(table.left)}
        </dd>
      </dl>
      <button
        type="button"
        className={smallButton}
        disabled={pending || (table.visit === null && table.openOrders === 0)}
        aria-label={`Settle ${table.name}`}
        onClick={() => settle(table.qrCode)}
      >
        Settle
      </button>
    </article>
  )
})
