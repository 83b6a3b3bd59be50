import { useEffect } from "react"
import { boardColumns } from "../../domain/staff-board"
import { useStaff } from "../store/use-staff"

/**
 * The tab's title counts the orders no one has accepted yet (the board's first column), so a
 * screen in another tab, or across the room, says it: "(2) New orders · Tableside staff".
 */
export const useNewOrdersTitle = (): void => {
  const waiting = useStaff((state) => {
    const first = state.venue === null ? undefined : boardColumns(state.venue.orderStates)[0]
    if (first === undefined) return 0
    let count = 0
    for (const entry of state.lists.orders.values()) if (entry.order.orderState.id === first.id) count++
    return count
  })
  useEffect(() => {
    document.title = waiting === 0 ? "Tableside staff" : `(${waiting}) New order${waiting === 1 ? "" : "s"} · Tableside staff`
  }, [waiting])
}
