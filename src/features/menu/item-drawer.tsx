import { useEffect, useId, useRef } from "react"
import type { SelectedChoices } from "../../../schema/cart"
import type { VariantChoice } from "../../../schema/menu"
import { choiceProblems, isSingleChoice, needsPick } from "../../domain/choices"
import { formatMoney } from "../../domain/money"
import { linePrice } from "../../domain/pricing"
import { useStore, useVenueState } from "../../store/store-context"
import { CloseIcon } from "../../ui/icons"
import { ItemImage } from "../../ui/item-image"
import * as css from "./drawer.css"

/**
 * The customization drawer: variant, choices (single ones replace, multi ones toggle, within
 * their bounds), quantity (at least 1), the price as the diner picks, and an add button that
 * says why it cannot add yet. Escape or the close button closes it; focus returns to the dish.
 */
export const ItemDrawer = () => {
  const { drawer, menu, tenant } = useVenueState()
  const { intents } = useStore()
  const titleId = useId()
  const whyId = useId()
  const sheet = useRef<HTMLElement>(null)
  const item = menu?.items.find((candidate) => candidate.id === drawer.itemId)
  const variant = item?.variants.find((candidate) => candidate.id === drawer.variantId)
  const open = drawer.isOpen && item !== undefined && variant !== undefined

  useEffect(() => {
    if (!open) return
    const opener = drawer.itemId
    sheet.current?.focus()
    return () => document.querySelector<HTMLElement>(`[data-item="${opener}"]`)?.focus()
  }, [open, drawer.itemId])

  if (!open) return null
  const currency = tenant?.currency ?? null
  const problems = choiceProblems(variant, drawer.selectedChoices)
  const enabledVariants = item.variants.filter((candidate) => candidate.enabled)

  return (
    <div className={css.backdrop} onClick={(event) => event.target === event.currentTarget && intents.closeDrawer()}>
      <section
        ref={sheet}
        className={css.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") intents.closeDrawer()
        }}
      >
        <div className={css.top}>
          <h2 id={titleId} className={css.title}>
            {item.name}
          </h2>
          <button type="button" className={css.stepButton} aria-label="Close" onClick={intents.closeDrawer}>
            <CloseIcon />
          </button>
        </div>
        <div className={css.body}>
          <ItemImage className={css.image} images={item.images} name={item.name} />
          <p>{item.description}</p>
          {enabledVariants.length > 1 && (
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>Choose one</legend>
              {enabledVariants.map((candidate) => (
                <label key={candidate.id} className={css.option}>
                  <input type="radio" name="variant" checked={candidate.id === variant.id} onChange={() => intents.selectVariant(candidate.id)} />
                  {candidate.name}
                  <span className={css.optionPrice}>{formatMoney(candidate.price, currency)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {variant.choices.map((variantChoice) => (
            <ChoiceFieldset key={variantChoice.id} variantChoice={variantChoice} selected={drawer.selectedChoices} currency={currency} onPick={(optionId) => intents.pickOption(variantChoice.choice.id, optionId)} />
          ))}
          <p className={css.notice} role="status">
            {drawer.notice}
          </p>
        </div>
        {problems.length > 0 && (
          <p id={whyId} className={css.why}>
            To add this dish: {problems.map((problem) => problem.message).join(" ")}
          </p>
        )}
        <div className={css.footer}>
          <div className={css.stepper} role="group" aria-label="Quantity">
            <button type="button" className={css.stepButton} aria-label="Decrease quantity" disabled={drawer.quantity <= 1} onClick={() => intents.setQuantity(drawer.quantity - 1)}>
              −
            </button>
            <output aria-live="polite" aria-label="Quantity">
              {drawer.quantity}
            </output>
            <button type="button" className={css.stepButton} aria-label="Increase quantity" disabled={drawer.quantity >= 99} onClick={() => intents.setQuantity(drawer.quantity + 1)}>
              +
            </button>
          </div>
          <button
            type="button"
            className={css.add}
            aria-disabled={problems.length > 0}
            {...(problems.length > 0 ? { "aria-describedby": whyId } : {})}
            onClick={() => void intents.addToCart()}
          >
            Add to cart · {formatMoney(linePrice(variant, drawer.selectedChoices, drawer.quantity), currency)}
          </button>
        </div>
      </section>
    </div>
  )
}

const ChoiceFieldset = ({ variantChoice, selected, currency, onPick }: { readonly variantChoice: VariantChoice; readonly selected: SelectedChoices; readonly currency: string | null; readonly onPick: (optionId: string) => void }) => {
  const { choice, choiceOptions } = variantChoice
  const single = isSingleChoice(variantChoice)
  const picked = new Set(selected[choice.id] ?? [])
  const rule = single ? (needsPick(variantChoice) ? "Pick one" : "Pick one, if you like") : choice.maxSelection === null ? `Pick ${choice.minSelection > 0 ? `at least ${choice.minSelection}` : "any"}` : `Pick ${choice.minSelection > 0 ? `${choice.minSelection} to ` : "up to "}${choice.maxSelection}`
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        {choice.name}
        {needsPick(variantChoice) && <span className={css.required}>Required</span>}
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
            {option.price > 0 && <span className={css.optionPrice}>+{formatMoney(option.price, currency)}</span>}
          </label>
        )
      })}
    </fieldset>
  )
}
