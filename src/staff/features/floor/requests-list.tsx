import { memo } from "react"
import type { StaffRequestOnFloor } from "../../../../schema/staff"
import { waitedText } from "../../../domain/staff-board"
import { card, staffButton } from "../../../ui/staff.css"
import { StaffListSection } from "../../../ui/staff-list-section"
import { useMinutesSince, useStaff, useStaffCommands } from "../../store/use-staff"
import * as css from "./floor.css"

/** Staff requests (waiter, bill, water) with their table and age; one tap acknowledges one ("On the way" for the diner). */
export const RequestsList = () => {
  const requests = useStaff((state) => state.lists.requests)
  return (
    <StaffListSection
      id="requests-title"
      title="Requests"
      emptyText="No table is asking for anything."
      items={requests}
      keyOf={(entry) => entry.request.id}
      listClassName={css.requests}
    >
      {(entry) => <RequestRow entry={entry} />}
    </StaffListSection>
  )
}

const RequestRow = memo(function RequestRow({ entry }: { readonly entry: StaffRequestOnFloor }) {
  const { request, tableName } = entry
  const minutes = useMinutesSince(request.createdAt)
  const pending = useStaff((state) => state.pending.has(`request:${request.id}`))
  const { acknowledge } = useStaffCommands()
  return (
    <div className={`${card} ${css.request}`} data-request={request.id}>
      <span>
        <strong>{request.label}</strong> · {tableName} · {waitedText(minutes)}
      </span>
      {request.status === "acknowledged" ? (
        <span className={css.onTheWay}>On the way</span>
      ) : (
        <button
          type="button"
          className={staffButton}
          disabled={pending}
          aria-label={`Acknowledge ${request.label} at ${tableName}`}
          onClick={() => acknowledge(request.id)}
        >
          Acknowledge
        </button>
      )}
    </div>
  )
})
