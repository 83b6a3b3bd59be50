import { useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import type { SelectedChoices } from "../../../schema/cart"
import type { Variant, VariantChoice } from "../../../schema/menu"
import { choiceProblems, isSingleChoice, needsPick } from "../../domain/choices"
import { DISH_PREVIEW } from "../../domain/early-intent"
import { formatMoney } from "../../domain/money"
import { noteProblem } from "../../domain/note"
import { linePrice, optionPrice, type OptionPrice } from "../../domain/pricing"
import { currencyOf, drawerDish, variantChoice } from "../../domain/queries"
import { useStore, useAppState } from "../../store/store-context"
import { afterNextPaint } from "../../ui/after-paint"
import { DishFacts } from "../../ui/dish-facts"
import { preparePlurals, useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import { CloseIcon } from "../../ui/icons"
import { ItemImage } from "../../ui/item-image"
import { NoteField } from "../../ui/note"
import { useChoiceRule, useProblemText } from "./choice-texts"
import * as css from "./drawer.css"

/**
 * The customization drawer: variant, choices (single ones replace, multi ones toggle, within
 * their bounds), quantity (at least 1), the price as the diner picks, and an add button that
 * says why it cannot add yet. Escape or the close button closes it; focus returns to the dish.
 */
export const ItemDrawer = () => {
  const { drawer, tenant, tableCart } = useAppState((state) => ({ drawer: state.drawer, tenant: state.tenant, tableCart: state.tableCart }))
  const items = useLocalizedItems()
  const { commands } = useStore()
  // A diner ordering together adds to the table's cart (the drawer closes once it is in or queued).
  const addDish = (add: Parameters<typeof commands.addToCart>[0]) =>
    tableCart === null ? commands.addToCart(add) : commands.addToTableCart(add).then((added) => (added && commands.closeDrawer(), added))
  const t = useT()
  const problemText = useProblemText()
  const titleId = useId()
  const whyId = useId()
  const noteId = useId()
  const sheet = useRef<HTMLElement>(null)
  // The note typed for the dish open now (another dish opens with none): kept here, not logged per
  // keystroke; it reaches the log with the add that carries it.
  const [typed, setTyped] = useState({ itemId: "", note: "" })
  const note = typed.itemId === drawer.itemId ? typed.note : ""
  const dish = drawerDish(items, drawer)
  const open = dish !== null

  // Before the frame is painted: the page's own drawer and this one are never both on screen, nor
  // both dialogs a screen reader finds, and the focus moves from one to the other at once.
  useLayoutEffect(() => {
    if (!open) return
    const opener = drawer.itemId
    // The drawer the page opened before the app had it (drawer-preview.tsx) gives way to this one.
    document.querySelector(`[${DISH_PREVIEW.openAttribute}]`)?.remove()
    sheet.current?.focus()
    return () => document.querySelector<HTMLElement>(`[data-item="${opener}"]`)?.focus()
  }, [open, drawer.itemId])
  // The add's texts are plurals (the View Cart bar's count): their formatters made once the drawer is on screen, not in the add's tap.
  useEffect(() => (open ? afterNextPaint(preparePlurals) : undefined), [open])

  if (dish === null) return null
  const { item, variant } = dish
  const currency = currencyOf({ tenant })
  const problems = choiceProblems(variant, drawer.selectedChoices)
  const noteRefused = noteProblem(note) !== null
  const enabledVariants = item.variants.filter((candidate) => candidate.enabled)
  const notice = drawer.notice
  // A pick past a choice's maximum says how to pick another; an add refused says what its choice needs; an older log, its English.
  const refusedChoice = notice === null || typeof notice === "string" ? undefined : variantChoice(variant.choices, notice.choiceId)?.choice
  const noticeText =
    notice === null || typeof notice === "string"
      ? notice
      : notice.problem === "tooMany" && refusedChoice !== undefined && refusedChoice.maxSelection !== null
        ? t("drawer.refused", { choice: refusedChoice.name, max: refusedChoice.maxSelection })
        : problemText(variant.choices, { choiceId: notice.choiceId, kind: notice.problem })

  return (
    <div className={css.backdrop} onClick={(event) => event.target === event.currentTarget && commands.closeDrawer()}>
      <section
        ref={sheet}
        className={css.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") commands.closeDrawer()
        }}
      >
        <div className={css.top}>
          <h2 id={titleId} className={css.title}>
            {item.name}
          </h2>
          <button type="button" className={css.stepButton} aria-label={t("drawer.close")} onClick={commands.closeDrawer}>
            <CloseIcon />
          </button>
        </div>
        <div className={css.body}>
          <ItemImage className={css.image} images={item.images} name={item.name} />
          <p>{item.description}</p>
          <DishFacts item={item} />
          {enabledVariants.length > 1 && (
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t("drawer.chooseOne")}</legend>
              {enabledVariants.map((candidate) => (
                <label key={candidate.id} className={css.option}>
                  <input
                    type="radio"
                    name="variant"
                    checked={candidate.id === variant.id}
                    onChange={() => commands.selectVariant(candidate.id)}
                  />
                  {candidate.name}
                  <span className={css.optionPrice}>{formatMoney(candidate.price, currency)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {variant.choices.map((variantChoice) => (
            <ChoiceFieldset
              key={variantChoice.id}
              variant={variant}
              variantChoice={variantChoice}
              selected={drawer.selectedChoices}
              currency={currency}
              onPick={(optionId) => commands.pickOption(variantChoice.choice.id, optionId)}
            />
          ))}
          <NoteField
            id={noteId}
            label={t("note.drawerLabel")}
            placeholder={t("note.placeholder")}
            value={note}
            onChange={(next) => setTyped({ itemId: drawer.itemId ?? "", note: next })}
          />
          <p className={css.notice} role="status">
            {noticeText}
          </p>
        </div>
        {/* Why the dish cannot be added yet stands with the button, in the sheet's pinned foot, on screen with it. */}
        <div className={css.footer}>
          {problems.length > 0 && (
            <p id={whyId} className={css.why}>
              {t("drawer.toAdd")} {problems.map((problem) => problemText(variant.choices, problem)).join(" ")}
            </p>
          )}
          <div className={css.stepper} role="group" aria-label={t("drawer.quantity")}>
            <button
              type="button"
              className={css.stepButton}
              aria-label={t("drawer.decrease")}
              disabled={drawer.quantity <= 1}
              onClick={() => commands.setQuantity(drawer.quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite" aria-label={t("drawer.quantity")}>
              {drawer.quantity}
            </output>
            <button
              type="button"
              className={css.stepButton}
              aria-label={t("drawer.increase")}
              disabled={drawer.quantity >= 99}
              onClick={() => commands.setQuantity(drawer.quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={css.add}
            aria-disabled={problems.length > 0 || noteRefused}
            {...(problems.length > 0 ? { "aria-describedby": whyId } : noteRefused ? { "aria-describedby": `${noteId}-problem` } : {})}
            onClick={() =>
              // A note that cannot be sent: nothing is added, the diner is taken to the note and its reason.
              noteRefused
                ? document.getElementById(noteId)?.focus()
                : (setTyped({ itemId: "", note: "" }),
                  void addDish({
                    itemId: item.id,
                    variantId: variant.id,
                    selectedChoices: drawer.selectedChoices,
                    quantity: drawer.quantity,
                    note,
                  }))
            }
          >
            {t("drawer.add", { price: formatMoney(linePrice(variant, drawer.selectedChoices, drawer.quantity), currency) })}
          </button>
        </div>
      </section>
    </div>
  )
}

const ChoiceFieldset = ({
  variant,
  variantChoice,
  selected,
  currency,
  onPick,
}: {
  readonly variant: Variant
  readonly variantChoice: VariantChoice
  readonly selected: SelectedChoices
  readonly currency: string | null
  readonly onPick: (optionId: string) => void
}) => {
  const { choice, choiceOptions } = variantChoice
  const single = isSingleChoice(variantChoice)
  const picked = new Set(selected[choice.id] ?? [])
  const t = useT()
  const rule = useChoiceRule()(variantChoice)
  return (
    <fieldset className={css.fieldset}>
      {/* Read as one phrase: "Sides, required, pick 1 to 2". */}
      <legend className={css.legend}>
        {choice.name}
        {needsPick(variantChoice) && (
          <>
            <span className="visually-hidden">, </span>
            <span className={css.required}>{t("drawer.required")}</span>
          </>
        )}
        <span className="visually-hidden">, </span>
        <span className={css.rule}>{rule}</span>
      </legend>
      {choiceOptions.map((option) => {
        const checked = picked.has(option.id)
        return (
          <label key={option.id} className={css.option}>
            <input
              type={single ? "radio" : "checkbox"}
              name={`choice-${choice.id}`}
              checked={checked}
              onChange={() => onPick(option.id)}
              // A second tap on a picked radio clears an optional single choice.
              onClick={() => single && checked && onPick(option.id)}
            />
            {option.name}
            <OptionPriceText price={optionPrice(variant, variantChoice, option)} currency={currency} />
          </label>
        )
      })}
    </fieldset>
  )
}

/** A portion shows the dish's price it sets ("Large Rs. 1850.00"); an extra, what it adds ("+Rs. 150.00"), if anything. */
const OptionPriceText = ({ price, currency }: { readonly price: OptionPrice; readonly currency: string | null }) => {
  if (price.kind === "sets") return <span className={css.optionPrice}>{formatMoney(price.price, currency)}</span>
  return price.price > 0 ? <span className={css.optionPrice}>+{formatMoney(price.price, currency)}</span> : null
}
