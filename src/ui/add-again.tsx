import type { AddAgainAnswer } from "../../schema/events"
import type { MenuItem } from "../../schema/menu"
import { formatMoney } from "../domain/money"
import { lineAgain, type AgainReason, type PastLine } from "../domain/order-again"
import { currencyOf, dishById } from "../domain/queries"
import { useAppState, useStore } from "../store/store-context"
import * as css from "./add-again.css"
import { useLanguage, useT, type MessageId } from "./i18n/i18n"
import { useLocalizedItems } from "./i18n/use-localized-items"
import { small } from "./page.css"

/**
 * "Add again" on the bill and the receipt (src/domain/order-again.ts): a line, or all the lines
 * of an order or a receipt, back in the cart at today's price. The rule and the adds are the
 * command's (`addAgain`); what it did is said where it was tapped (`AddedAgainTold`).
 */

/** Why a dish was not added, in the diner's words. */
const NOT_ADDED = {
  offMenu: "again.offMenu",
  soldOut: "again.soldOut",
  changed: "again.changed",
} as const satisfies Record<AgainReason, MessageId>

/** A line's "Add again", with today's price beside it when it is not what the line came to then. */
export const AddLineAgain = ({ at, line, dish }: { readonly at: string; readonly line: PastLine; readonly dish: string }) => {
  const t = useT()
  const items = useLocalizedItems()
  const currency = useAppState(currencyOf)
  const { commands } = useStore()
  const again = lineAgain(line, items)
  return (
    <span className={css.lineAgain}>
      <button type="button" className={small} aria-label={t("again.addLine", { dish })} onClick={() => void commands.addAgain(at, [line])}>
        {t("again.add")}
      </button>
      {again._tag === "Addable" && again.priceChanged && (
        <span className={css.today} data-today-price={again.today}>
          {t("again.today", { price: formatMoney(again.today, currency) })}
        </span>
      )}
    </span>
  )
}

/** "Add again" for all the lines of an order or a receipt; `label` names which. */
export const AddAllAgain = ({
  at,
  lines,
  label,
}: {
  readonly at: string
  readonly lines: ReadonlyArray<PastLine>
  readonly label: string
}) => {
  const t = useT()
  const { commands } = useStore()
  if (lines.length === 0) return null
  return (
    <button type="button" className={css.allAgain} aria-label={label} onClick={() => void commands.addAgain(at, lines)}>
      {t("again.add")}
    </button>
  )
}

/**
 * What the last "Add again" tapped `at` this order or receipt did: the dishes added at today's
 * price (those whose price changed named apart), and each dish not added with why. A status
 * region, there before it speaks, so a screen reader reads what it then says.
 */
export const AddedAgainTold = ({ at }: { readonly at: string }) => {
  const t = useT()
  const language = useLanguage()
  const items = useLocalizedItems()
  const told = useAppState((state) => (state.addedAgain?.at === at ? state.addedAgain : null))
  const list = (dishes: AddAgainAnswer["added"]) =>
    new Intl.ListFormat(language, { type: "conjunction" }).format(dishes.map((dish) => dishText(dish, items)))
  const changed = told?.added.filter((dish) => dish.priceChanged) ?? []
  return (
    <div role="status" className={css.told} data-added-again={at}>
      {told !== null && told.added.length > 0 && <p className={css.toldLine}>{t("again.added", { dishes: list(told.added) })}</p>}
      {changed.length > 0 && <p className={css.toldLine}>{t("again.priceChanged", { dishes: list(changed) })}</p>}
      {told?.notAdded.map((dish, index) => (
        <p key={index} className={css.toldLine} data-not-added={dish.reason}>
          {t(NOT_ADDED[dish.reason], { dish: dishText(dish, items) })}
        </p>
      ))}
    </div>
  )
}

/** "2 × Kottu": the dish as today's menu names it in the diner's language, else as it was kept. */
const dishText = (dish: Pick<AddAgainAnswer["added"][number], "dishId" | "name" | "quantity">, items: ReadonlyArray<MenuItem>): string =>
  `${dish.quantity} × ${dishById(items, dish.dishId ?? null)?.name ?? dish.name}`
