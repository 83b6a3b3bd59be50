import type { PaySplit } from "../../schema/payment"
import type { useT } from "./i18n/i18n"

/**
 * What part of the bill a payment paid, as its payer chose it: the receipt's "Paid for", and the
 * bill's line of each payment ("Paid by Ana · Rs. X", then "The whole bill"). Dishes paid are the
 * reader's own on their receipt and their payments, another diner's on theirs.
 */
export const paidPartText = (split: PaySplit, yours: boolean, t: ReturnType<typeof useT>): string => {
  switch (split._tag) {
    case "WholeBill":
      return t("receipt.part.wholeBill")
    case "Dishes":
      return yours ? t("receipt.part.dishes") : t("orders.paidTheirDishes")
    case "EqualShare":
      return t("receipt.part.equalShare", { people: split.people })
    case "Amount":
      return t("receipt.part.amount")
  }
}
