import type { LineAdder } from "../../../schema/cart"
import { adderOf } from "../../domain/table-cart"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./orders-page.css"

/** Under a line of an order sent together: "Yours", the adder's first name, or "Another diner". */
export const AddedBy = ({ adder }: { readonly adder: LineAdder | undefined }) => {
  const t = useT()
  if (adder === undefined) return null
  const who = adderOf(adder)
  return (
    <span className={css.adder} data-added-by={who.kind}>
      {who.kind === "yours" ? t("together.yours") : who.kind === "named" ? who.name : t("together.another")}
    </span>
  )
}

/** "Sent by Ana." (or by you, or by another diner) on the order the table cart sent. */
export const SentBy = ({ sentBy }: { readonly sentBy: LineAdder }) => {
  const t = useT()
  const who = adderOf(sentBy)
  return (
    <p className={css.sentBy} data-sent-by={who.kind}>
      {who.kind === "yours"
        ? t("toast.tableSentByYou")
        : who.kind === "named"
          ? t("toast.tableSentBy", { name: who.name })
          : t("toast.tableSentByAnother")}
    </p>
  )
}
