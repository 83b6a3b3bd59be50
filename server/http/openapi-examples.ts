import type { Api, CallSpec } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import type { Feedback } from "../../schema/feedback"
import type { MenuItem } from "../../schema/menu"
import type { OperatorApi } from "../../schema/operator-api"
import type { Order } from "../../schema/order"
import type { Payment } from "../../schema/payment"
import type { StaffRequest } from "../../schema/staff-request"
import type { TableCart } from "../../schema/table-cart"

/**
 * One request and one answer of every call, as the demo venue (server/seed/demo-venue.ts)
 * gives them at its table 1: the OpenAPI document shows them, and a test decodes each with
 * its call's schemas, and sends the requests to a server on the demo venue.
 */
export interface CallExample<S extends CallSpec> {
  readonly params?: S["params"]["Type"]
  readonly query?: S["query"]["Type"]
  readonly payload?: S["payload"]["Type"]
  readonly answer: S["answer"]["Type"]
}

export type ExamplesOf<Table extends Record<string, CallSpec>> = { readonly [K in keyof Table]: CallExample<Table[K]> }

const tea: MenuItem = {
  id: "item-ceylon-tea",
  name: "Ceylon Tea",
  description: "Pot of Nuwara Eliya black tea.",
  images: [{ url: "items/ceylon-tea.svg" }],
  variants: [
    {
      id: "var-ceylon-tea",
      name: "Standard",
      price: 35000,
      enabled: true,
      choices: [
        {
          id: "vc-sugar",
          required: false,
          choice: { id: "sugar", name: "Sugar", minSelection: 0, maxSelection: 1, attributes: [] },
          choiceOptions: [
            { id: "sugar-none", name: "No sugar", price: 0 },
            { id: "sugar-less", name: "Less sugar", price: 0 },
            { id: "sugar-normal", name: "Normal", price: 0 },
          ],
        },
      ],
    },
  ],
  section: { id: "section-drinks", name: "Drinks", images: [{ url: "sections/drinks.svg" }] },
  sectionIndex: 6,
  dietary: ["vegetarian", "vegan", "halal"],
  spiceLevel: 0,
  allergens: [],
}

const cartOf = (sugar: string, quantity: number): Cart => ({
  id: "42728877-59d2-44e2-9f81-9da5d83c7792",
  items: [
    {
      id: "2fc4707a-e537-450a-9368-fe67fc5aa24b",
      itemId: "item-ceylon-tea",
      variantId: "var-ceylon-tea",
      name: "Ceylon Tea",
      variantName: "Standard",
      selectedChoices: { sugar: [sugar] },
      choiceSummary: [sugar === "sugar-less" ? "Less sugar" : "No sugar"],
      quantity,
      unitPrice: 35000,
      price: 35000 * quantity,
      available: true,
    },
  ],
  price: 35000 * quantity,
  summery: { subtotal: 35000 * quantity, serviceCharge: 3500 * quantity, finalPrice: 38500 * quantity },
})

const { items, price, summery } = cartOf("sugar-none", 1)
const staffOrder: Order = {
  id: "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
  orderNumber: "#001",
  serviceAreaId: "area-table-1",
  orderState: { id: "state-placed", stateName: "Placed", color: "#5b5648" },
  items,
  price,
  summery,
  createdAt: 1795629361840,
}
/** As the diner who placed it sees it (staff, and live feeds, are not told whose it is). */
const order: Order = { ...staffOrder, isMine: true }

const waiter: StaffRequest = {
  id: "6166a701-c41d-407a-be12-59781ec167c2",
  serviceAreaId: "area-table-1",
  kind: "waiter",
  label: "Waiter",
  status: "open",
  createdAt: 1795629362267,
  acknowledgedAt: null,
}

/** Table 1's shared cart (order together) as Ana, who added the tea, sees it. */
const tableCartOf = (quantity: number, version: number): TableCart => {
  const {
    items: [line],
  } = cartOf("sugar-less", quantity)
  return {
    serviceAreaId: "area-table-1",
    version,
    members: 2,
    items: line === undefined ? [] : [{ ...line, id: "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f", addedBy: { yours: true, name: "Ana" } }],
    summery: { subtotal: 35000 * quantity, serviceCharge: 3500 * quantity, finalPrice: 38500 * quantity },
    lastSend: null,
  }
}
const emptyTableCart: TableCart = {
  ...tableCartOf(1, 4),
  items: [],
  summery: { subtotal: 0, serviceCharge: 0, finalPrice: 0 },
  lastSend: null,
}

/** Ana pays her tea (the whole bill of table 1, Rs. 385.00) with a 10% tip, by the demo's Visa 4242. */
const anasPayment: Payment = {
  id: "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
  receiptNumber: "R-000001",
  status: "Succeeded",
  split: { _tag: "Dishes", lineKeys: [`${order.id}/2fc4707a-e537-450a-9368-fe67fc5aa24b`] },
  lines: [{ key: `${order.id}/2fc4707a-e537-450a-9368-fe67fc5aa24b`, name: "Ceylon Tea", quantity: 1, amount: 35000 }],
  share: { subtotal: 35000, serviceCharge: 3500, total: 38500 },
  tip: 3850,
  total: 42350,
  card: { brand: "visa", last4: "4242" },
  payer: { yours: true, name: "Ana" },
  venueName: "Lotus & Lime Colombo",
  tableName: "Table 1",
  currency: "Rs.",
  at: 1795629500000,
  leftAfter: 0,
  reviewUrl: "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo",
}

const anasFeedback: Feedback = {
  paymentId: anasPayment.id,
  rating: "down",
  reasons: ["speed"],
  comment: "The tea took a while, the cake was lovely.",
  at: 1795629560000,
}

export const apiExamples: ExamplesOf<Api> = {
  venueByQr: {
    params: { qrCode: "demo-table-1" },
    answer: {
      venue: {
        id: "venue-lotus-colombo",
        name: "Lotus & Lime Colombo",
        logo: { url: "venue/lotus-and-lime.svg" },
        tenant: { id: "tenant-lotus" },
      },
      selectedServiceArea: { id: "area-table-1", name: "Table 1", authType: "PLAIN", qrCode: { code: "demo-table-1" } },
      tenant: { id: "tenant-lotus", name: "Lotus & Lime Hospitality", currency: "Rs." },
    },
  },
  menuPick: { params: { qrCode: "demo-table-1" }, answer: { items: [tea] } },
  cartAdd: { payload: { id: "item-ceylon-tea", selectedChoices: { sugar: ["sugar-less"] }, quantity: 2 }, answer: cartOf("sugar-less", 2) },
  cartUpdate: {
    payload: { id: "item-ceylon-tea", selectedChoices: { sugar: ["sugar-none"] }, quantity: 1 },
    answer: cartOf("sugar-none", 1),
  },
  cartGet: { answer: cartOf("sugar-none", 1) },
  cartSubmit: {
    payload: { note: "Our friend joins at eight: bring the tea then." },
    answer: { ...order, note: "Our friend joins at eight: bring the tea then." },
  },
  ordersSearch: { query: { qr: "demo-table-1", excludeStatusIds: "state-paid,state-cancelled" }, answer: [order] },
  phoneSend: { params: { phone: "0771234567" }, answer: { success: true, resendAfterSeconds: 30, expiresInSeconds: 300 } },
  phoneVerify: { params: { code: "482913" }, answer: { success: true, phoneNumber: "0771234567" } },
  orderStates: {
    answer: [
      { id: "state-placed", name: "Placed", color: "#5b5648", isEnd: false, position: 0 },
      { id: "state-accepted", name: "Accepted", color: "#1a5fb4", isEnd: false, position: 1 },
      { id: "state-paid", name: "Paid", color: "#613583", isEnd: true, position: 5 },
      { id: "state-cancelled", name: "Cancelled", color: "#a51d2d", isEnd: true, position: 6 },
    ],
  },
  orderTransitions: {
    answer: [
      { id: "move-accept", name: "Accept", fromStateId: "state-placed", toStateId: "state-accepted" },
      { id: "move-cancel-placed", name: "Cancel", fromStateId: "state-placed", toStateId: "state-cancelled" },
    ],
  },
  staffRequestCreate: { payload: { kind: "waiter" }, answer: waiter },
  staffRequestsList: {
    answer: {
      kinds: [
        { id: "waiter", label: "Waiter" },
        { id: "bill", label: "Bill" },
        { id: "water", label: "Water" },
      ],
      requests: [waiter],
    },
  },
  // Ana joins with a tea in her own cart: it moves into the table's cart, her own cart is left empty.
  tableCartJoin: {
    payload: { qr: "demo-table-1", firstName: "Ana" },
    answer: {
      cart: { ...tableCartOf(1, 1), members: 1 },
      moved: ["9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f"],
      kept: [],
      ownCart: { ...cartOf("sugar-less", 1), items: [], price: 0, summery: { subtotal: 0, serviceCharge: 0, finalPrice: 0 } },
    },
  },
  tableCartGet: { answer: tableCartOf(2, 2) },
  tableCartAdd: { payload: { id: "item-ceylon-tea", selectedChoices: { sugar: ["sugar-less"] }, quantity: 2 }, answer: tableCartOf(2, 2) },
  tableCartUpdate: {
    payload: { id: "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f", selectedChoices: { sugar: ["sugar-less"] }, quantity: 1 },
    answer: tableCartOf(1, 3),
  },
  tableCartSubmit: {
    payload: { seenVersion: 3 },
    answer: {
      order: { ...order, items: order.items.map((item) => ({ ...item, addedBy: { yours: true, name: "Ana" } })) },
      cart: {
        ...emptyTableCart,
        lastSend: {
          orderId: order.id,
          orderNumber: order.orderNumber,
          sentBy: { yours: true, name: "Ana" },
          at: 1795629361840,
          version: 3,
        },
      },
      sentNow: true,
    },
  },
  paymentsGet: {
    answer: {
      provider: "demo",
      stripe: null,
      tipPercents: [0, 5, 10],
      billTotal: 38500,
      paid: 0,
      tips: 0,
      left: 38500,
      payments: [],
    },
  },
  pay: {
    payload: {
      qr: "demo-table-1",
      split: anasPayment.split,
      tip: { _tag: "Percent", percent: 10 },
      expectedTotal: 42350,
      paymentMethod: "pm_card_visa",
      payerName: "Ana",
    },
    answer: anasPayment,
  },
  payConfirm: { params: { paymentId: anasPayment.id }, answer: anasPayment },
  receiptGet: { params: { paymentId: anasPayment.id }, answer: anasPayment },
  receiptMail: { params: { paymentId: anasPayment.id }, payload: { address: "ana@example.com", language: "en" }, answer: { sendsLeft: 2 } },
  feedbackGive: {
    params: { paymentId: anasPayment.id },
    payload: { rating: "down", reasons: ["speed"], comment: "The tea took a while, the cake was lovely." },
    answer: anasFeedback,
  },
  visitGet: { answer: { id: "3f1c2a9e-8b4d-4e7a-9c1f-2d5b6a7e8f90", ended: false } },
  visitJoin: { answer: { id: "3f1c2a9e-8b4d-4e7a-9c1f-2d5b6a7e8f90", ended: false } },
}

export const operatorExamples: ExamplesOf<OperatorApi> = {
  operatorOrders: { query: { all: "0" }, answer: [{ order: staffOrder, serviceAreaName: "Table 1", stateIsEnd: false }] },
  operatorAdvance: {
    params: { orderId: order.id },
    payload: { toStateId: "state-accepted" },
    answer: { ...staffOrder, orderState: { id: "state-accepted", stateName: "Accepted", color: "#1a5fb4" } },
  },
  operatorAvailability: {
    params: { itemId: "item-love-cake" },
    payload: { available: false },
    answer: { updatedAt: 1795629362500, type: "unavailable" },
  },
  operatorPrice: {
    params: { itemId: "item-love-cake" },
    payload: { variantId: "var-love-cake", price: 60000 },
    answer: { updatedAt: 1795629362600, type: "changed" },
  },
  operatorRequests: { query: { all: "0" }, answer: [{ request: waiter, serviceAreaName: "Table 1", qrCode: "demo-table-1" }] },
  operatorAcknowledge: { params: { requestId: waiter.id }, answer: { ...waiter, status: "acknowledged", acknowledgedAt: 1795629400000 } },
  operatorSettle: {
    params: { qrCode: "demo-table-1" },
    answer: { settled: [{ ...staffOrder, orderState: { id: "state-paid", stateName: "Paid", color: "#613583" } }], closedRequests: 1 },
  },
  operatorPayments: {
    query: { qrCode: "demo-table-1" },
    answer: [{ payment: anasPayment, qrCode: "demo-table-1", settled: false, refundReason: null }],
  },
  operatorRefund: { params: { receiptNumber: anasPayment.receiptNumber }, answer: { ...anasPayment, status: "Refunded" } },
  operatorFeedback: {
    query: { venueId: "venue-lotus-colombo" },
    answer: [
      {
        feedback: anasFeedback,
        venueId: "venue-lotus-colombo",
        venueName: "Lotus & Lime Colombo",
        tableName: "Table 1",
        qrCode: "demo-table-1",
        receiptNumber: anasPayment.receiptNumber,
      },
    ],
  },
  operatorStaffList: { params: { venueId: "venue-lotus-colombo" }, answer: [{ email: "staff@tableside.test", addedAt: 1795629000000 }] },
  operatorStaffAdd: {
    params: { venueId: "venue-lotus-colombo" },
    payload: { email: "ana@tableside.test" },
    answer: { email: "ana@tableside.test", changed: true },
  },
  operatorStaffRemove: {
    params: { venueId: "venue-lotus-colombo" },
    payload: { email: "ana@tableside.test" },
    answer: { email: "ana@tableside.test", changed: true },
  },
  operatorLateAfter: {
    params: { venueId: "venue-lotus-colombo" },
    payload: { minutes: 15 },
    answer: { venueId: "venue-lotus-colombo", lateAfterMinutes: 15 },
  },
}
