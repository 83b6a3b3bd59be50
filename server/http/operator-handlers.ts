import type { OperatorApi, OrderWithArea } from "../../schema/operator-api"
import type { LiveBus } from "../live/live-bus"
import { setItemAvailability } from "../services/availability-service"
import { advanceOrder, findOrder } from "../services/order-service"
import { settleTable } from "../services/settle-service"
import { acknowledgeRequest, listAllRequests } from "../services/staff-request-service"
import type { Db } from "../storage/db"
import type { Handlers } from "./routes"

/** Staff calls of the reference server: the same services, the same live push as production. */
export const operatorHandlers = ({ db, live, now }: { readonly db: Db; readonly live: LiveBus; readonly now: () => number }): Handlers<OperatorApi> => ({
  operatorOrders: async ({ query }) => {
    const rows = await db.query<{ id: string; area_name: string; is_end: boolean }>(
      `select o.id, a.name as area_name, s.is_end from orders o join service_areas a on a.id = o.service_area_id join order_states s on s.id = o.state_id
        where $1 or not s.is_end order by o.created_at desc limit 200`,
      [query.all === "1"],
    )
    const orders: OrderWithArea[] = []
    for (const row of rows) {
      const order = await findOrder(db, row.id)
      if (order !== null) orders.push({ order, serviceAreaName: row.area_name, stateIsEnd: row.is_end })
    }
    return orders
  },
  operatorAdvance: async ({ params, payload }) => advanceOrder(db, live, params.orderId, payload.toStateId),
  operatorAvailability: async ({ params, payload }) => setItemAvailability(db, live, params.itemId, payload.available, now()),
  operatorRequests: async ({ query }) => listAllRequests(db, query.all === "1"),
  operatorAcknowledge: async ({ params }) => acknowledgeRequest(db, live, params.requestId, now()),
  operatorSettle: async ({ params }) => settleTable(db, live, params.qrCode),
})
