import { PaymentsList } from "./payments-list"
import { RequestsList } from "./requests-list"
import { TablesGrid } from "./tables-grid"
import * as css from "./floor.css"

/** The floor: what the tables ask for (oldest first), the tables themselves, and the latest payments. */
export const FloorPage = () => (
  <div className={css.floor}>
    <div>
      <RequestsList />
      <PaymentsList />
    </div>
    <TablesGrid />
  </div>
)
