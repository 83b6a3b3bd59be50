import { api } from "../../schema/api"
import type { PayPayload } from "../../schema/payment"
import { paymentAmounts } from "../../src/domain/payment"
import { tableBill } from "../../src/domain/split-bill"
import type { TestDiner } from "./diner"
import { body } from "./typed-answers"

/**
 * A payment at the table as the app makes it, with no tip: the total computed by the app's own
 * rule from the bill and the payments the payer reads, then sent; its answer's body.
 */
export const payAsTheApp = async (who: TestDiner, qr: string, payerName: string, split: PayPayload["split"] = { _tag: "WholeBill" }) => {
  const bill = tableBill(await body(who.rpc(api.ordersSearch, { query: { qr, excludeStatusIds: "state-paid,state-cancelled" } })))
  const standing = await body(who.rpc(api.paymentsGet, {}))
  const counted = standing.payments.map((p) => ({ share: p.share, tip: p.tip, lineKeys: p.lineKeys }))
  const amounts = paymentAmounts(bill, counted, split, { _tag: "Percent", percent: 0 }, standing.tipPercents)
  if (amounts._tag === "Refused") throw new Error(`the app would refuse this payment: ${amounts.reason._tag}`)
  const payload = {
    qr,
    split,
    tip: { _tag: "Percent" as const, percent: 0 },
    expectedTotal: amounts.total,
    paymentMethod: "pm_card_visa",
    payerName,
  }
  return body(who.rpc(api.pay, { payload }))
}
