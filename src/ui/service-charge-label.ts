import { useAppState } from "../store/store-context"
import { useT } from "./i18n/i18n"

/**
 * "Service charge (10%)" where the venue says its rate, else "Service charge": totals say why
 * they are more than their dishes (the View Cart bar's Rs. 2288.00 for Rs. 2080.00 of dishes).
 */
export const useServiceChargeLabel = (): string => {
  const t = useT()
  const percent = useAppState((state) => state.venue?.serviceChargePercent)
  return percent === undefined ? t("cart.serviceCharge") : t("cart.serviceChargeRate", { percent })
}
