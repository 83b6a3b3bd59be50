import type { StaffApi } from "../../schema/staff-api"
import type { TableCart } from "../../schema/table-cart"
import { apiExamples, operatorExamples, type ExamplesOf } from "./openapi-examples"

/**
 * One request and one answer of every staff screen call (schema/staff-api.ts), at the demo venue,
 * built from the operator's examples: the staff calls answer what the operator's do, of one venue.
 */

const AT_VENUE = { venueId: "venue-lotus-colombo" }
const [boardOrder] = operatorExamples.operatorOrders.answer
const [waiterOnFloor] = operatorExamples.operatorRequests.answer
const waiter = operatorExamples.operatorAcknowledge.answer
const advanced = operatorExamples.operatorAdvance.answer

/** Table 1's shared cart as staff see it: each line's adder by first name, none marked anyone's own. */
const cartSeenByStaff = (cart: TableCart): TableCart => ({
  ...cart,
  items: cart.items.map((line) => ({ ...line, addedBy: { name: line.addedBy.name } })),
  lastSend: cart.lastSend === null ? null : { ...cart.lastSend, sentBy: { name: cart.lastSend.sentBy.name } },
})

export const staffExamples: ExamplesOf<StaffApi> = {
  staffVenues: {
    answer: [
      {
        id: "venue-lotus-colombo",
        name: "Lotus & Lime Colombo",
        tenantId: "tenant-lotus",
        currency: "Rs.",
        lateAfterMinutes: 15,
        orderStates: [
          {
            id: "state-placed",
            name: "Placed",
            color: "#5b5648",
            isEnd: false,
            position: 0,
            moves: [
              { id: "move-accept", name: "Accept", toStateId: "state-accepted" },
              { id: "move-cancel-placed", name: "Cancel", toStateId: "state-cancelled" },
            ],
          },
          { id: "state-paid", name: "Paid", color: "#613583", isEnd: true, position: 5, moves: [] },
        ],
      },
    ],
  },
  staffOrders: { params: AT_VENUE, query: { all: "0" }, answer: operatorExamples.operatorOrders.answer },
  staffAdvance: {
    params: { ...AT_VENUE, orderId: boardOrder?.order.id ?? advanced.id },
    payload: { toStateId: "state-accepted" },
    answer: advanced,
  },
  staffRequests: {
    params: AT_VENUE,
    query: { all: "0" },
    answer:
      waiterOnFloor === undefined
        ? []
        : [{ request: waiterOnFloor.request, tableName: waiterOnFloor.serviceAreaName, qrCode: waiterOnFloor.qrCode, ageSeconds: 95 }],
  },
  staffAcknowledge: { params: { ...AT_VENUE, requestId: waiter.id }, answer: waiter },
  staffMenu: {
    params: AT_VENUE,
    answer: [
      {
        itemId: "item-love-cake",
        name: "Love Cake",
        sectionName: "Desserts",
        available: false,
        variants: [{ id: "var-love-cake", name: "Slice", price: 55000, enabled: true }],
      },
    ],
  },
  staffAvailability: {
    params: { ...AT_VENUE, itemId: "item-love-cake" },
    payload: { available: false },
    answer: operatorExamples.operatorAvailability.answer,
  },
  staffPrice: {
    params: { ...AT_VENUE, itemId: "item-love-cake" },
    payload: { variantId: "var-love-cake", price: 60000 },
    answer: operatorExamples.operatorPrice.answer,
  },
  staffTables: {
    params: AT_VENUE,
    answer: [
      {
        serviceAreaId: "area-table-1",
        name: "Table 1",
        qrCode: "demo-table-1",
        visit: { id: "0b6f4f0e-8d9a-4c1e-9a57-2f1c3e5d7a90", startedAt: 1795629300000, diners: 2 },
        together: { members: 2, names: ["Ana"] },
        cart: cartSeenByStaff(apiExamples.tableCartGet.answer),
        openOrders: 1,
        billTotal: apiExamples.paymentsGet.answer.billTotal,
        paid: apiExamples.paymentsGet.answer.paid,
        tips: apiExamples.paymentsGet.answer.tips,
        left: apiExamples.paymentsGet.answer.left,
        openRequests: [waiterOnFloor?.request ?? waiter],
      },
    ],
  },
  staffSettle: { params: { ...AT_VENUE, qrCode: "demo-table-1" }, answer: operatorExamples.operatorSettle.answer },
  staffPayments: { params: AT_VENUE, query: { qrCode: "demo-table-1" }, answer: operatorExamples.operatorPayments.answer },
  staffRefund: {
    params: { ...AT_VENUE, receiptNumber: operatorExamples.operatorRefund.params?.receiptNumber ?? "R-000001" },
    answer: operatorExamples.operatorRefund.answer,
  },
  staffFeedback: { params: AT_VENUE, answer: operatorExamples.operatorFeedback.answer },
  staffActions: {
    params: AT_VENUE,
    answer: [
      {
        id: "5d0c7f53-96c4-4d61-8f0e-3b2a1c9e8d70",
        at: 1795629400000,
        actor: "staff@tableside.test",
        action: "advance",
        target: advanced.id,
        detail: "Accepted",
      },
    ],
  },
}
