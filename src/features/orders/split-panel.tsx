import { useState } from "react"
import type { SplitChoice } from "../../../schema/split"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney, parseMoney } from "../../domain/money"
import { MAX_PEOPLE, splitBill, type BillLine, type Share, type TableBill } from "../../domain/split-bill"
import { currencyOf } from "../../domain/queries"
import { startingByDishes } from "../../domain/table-cart"
import { useT } from "../../ui/i18n/i18n"
import { useStore, useAppState } from "../../store/store-context"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import * as page from "../../ui/page.css"
import * as css from "../../ui/table-service/table-service.css"
import { useTableServiceTexts, type TableServiceTexts } from "../../ui/table-service/texts"

type Mode = "none" | SplitChoice["_tag"]

/**
 * "Split the bill": equally, by dishes (each line claimed by some people), or person 1 pays an
 * amount and the others divide the rest. Every change is an event (v1.SplitChosen), and the
 * shares are computed from the bill each time, so a replay shows the same list. No payment.
 */
export const SplitPanel = ({ bill, title }: { readonly bill: TableBill; readonly title: string }) => {
  const texts = useTableServiceTexts()
  const state = useAppState(({ split, tenant }) => ({ split, tenant }))
  const { commands } = useStore()
  const items = useLocalizedItems()
  // A line as the diner's menu names it ("1 × Love Cake" in their language).
  const lineName = (line: Pick<BillLine, "quantity" | "line">) => `${line.quantity} × ${lineTexts(line.line, items).name}`
  const split = state.split
  const money = (amount: number) => formatMoney(amount, currencyOf(state))
  const mode: Mode = split?._tag ?? "none"
  const people = split?.people ?? 2
  // An order sent together says who added each line: its people are those adders, first.
  const start = startingByDishes(bill.lines)
  const t = useT()
  const personName = (person: number) => {
    const adder = start?.adders[person]
    if (adder === undefined) return texts.person(person)
    return adder.kind === "yours" ? t("together.you") : adder.kind === "named" ? adder.name : t("together.another")
  }

  const choose = (next: Mode, count = people) => {
    if (next === "none") commands.clearSplit()
    else if (next === "Equal") commands.chooseSplit({ _tag: "Equal", people: count })
    else if (next === "ByDishes" && split?._tag === "ByDishes") commands.chooseSplit({ ...split, people: count })
    else if (next === "ByDishes" && start !== null) commands.chooseSplit({ _tag: "ByDishes", people: start.people, claims: start.claims })
    else if (next === "ByDishes") commands.chooseSplit({ _tag: "ByDishes", people: count, claims: {} })
    else commands.chooseSplit({ _tag: "CustomAmount", people: count, amount: split?._tag === "CustomAmount" ? split.amount : 0 })
  }
  const result = split === null ? null : splitBill(bill, split)

  return (
    <section className={page.card} aria-labelledby="split-heading">
      <h2 id="split-heading" className={css.cardHeading}>
        {texts.split}
      </h2>
      <fieldset className={css.fieldset}>
        <legend>{texts.splitHow}</legend>
        <div className={css.choices}>
          {(["none", "Equal", "ByDishes", "CustomAmount"] as const).map((option) => (
            <label key={option} className={css.option}>
              <input type="radio" name="split-mode" checked={mode === option} onChange={() => choose(option)} />
              {modeLabel(texts)[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {split !== null && <PeopleInput people={people} onPeople={(count) => choose(mode, count)} />}
      {split?._tag === "ByDishes" && (
        <>
          {bill.lines.map((line) => {
            const claimers = split.claims[line.key] ?? []
            const toggle = (person: number) => {
              const next = claimers.includes(person)
                ? claimers.filter((candidate) => candidate !== person)
                : [...claimers, person].sort((a, b) => a - b)
              commands.chooseSplit({ ...split, claims: { ...split.claims, [line.key]: next } })
            }
            return (
              <fieldset key={line.key} className={css.fieldset}>
                <legend>
                  {texts.whoHad(lineName(line))} <span className={page.muted}>{money(line.amount)}</span>
                </legend>
                <div className={css.choices}>
                  {Array.from({ length: split.people }, (_, person) => (
                    <label key={person} className={css.option}>
                      <input type="checkbox" checked={claimers.includes(person)} onChange={() => toggle(person)} />
                      {personName(person)}
                    </label>
                  ))}
                </div>
              </fieldset>
            )
          })}
        </>
      )}
      {split?._tag === "CustomAmount" && (
        <AmountInput amount={split.amount} onAmount={(amount) => commands.chooseSplit({ ...split, amount })} />
      )}
      {result?._tag === "Refused" && (
        <p role="alert">
          {texts.refusal(result.reason, money, result.reason._tag === "LineUnclaimed" ? lineName(result.reason.line) : "")}
        </p>
      )}
      {result?._tag === "Split" && <Shares shares={result.shares} total={bill.total} title={title} money={money} personName={personName} />}
    </section>
  )
}

const modeLabel = (texts: TableServiceTexts): Record<Mode, string> => ({
  none: texts.splitNone,
  Equal: texts.splitEqual,
  ByDishes: texts.splitByDishes,
  CustomAmount: texts.splitCustom,
})

const PeopleInput = ({ people, onPeople }: { readonly people: number; readonly onPeople: (people: number) => void }) => {
  const texts = useTableServiceTexts()
  return (
    <label className={css.option}>
      {texts.people}
      <input
        className={css.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PEOPLE}
        value={people}
        onChange={(event) => {
          const count = Number(event.target.value)
          // The schema keeps 0..50; 0 is shown refused with its reason.
          if (Number.isInteger(count) && count >= 0 && count <= MAX_PEOPLE) onPeople(count)
        }}
      />
    </label>
  )
}

const AmountInput = ({ amount, onAmount }: { readonly amount: number; readonly onAmount: (amount: number) => void }) => {
  const texts = useTableServiceTexts()
  const [text, setText] = useState(amount === 0 ? "" : (amount / 100).toFixed(2))
  const parsed = parseMoney(text)
  return (
    <p>
      <label className={css.option}>
        {texts.firstPays}
        <input
          className={css.input}
          inputMode="decimal"
          value={text}
          aria-invalid={text !== "" && parsed === null}
          aria-describedby={text !== "" && parsed === null ? "split-amount-problem" : undefined}
          onChange={(event) => {
            setText(event.target.value)
            const next = parseMoney(event.target.value)
            if (next !== null) onAmount(next)
          }}
        />
      </label>
      {text !== "" && parsed === null && (
        <span id="split-amount-problem" className={css.note}>
          {texts.notAnAmount}
        </span>
      )}
    </p>
  )
}

const Shares = ({
  shares,
  total,
  title,
  money,
  personName,
}: {
  readonly shares: ReadonlyArray<Share>
  readonly total: number
  readonly title: string
  readonly money: (amount: number) => string
  readonly personName: (person: number) => string
}) => {
  const texts = useTableServiceTexts()
  const [shared, setShared] = useState<string | null>(null)
  const lines = shares.map((share) => texts.pays(personName(share.person), money(share.total)))
  const share = async () => {
    const text = texts.shareText(title, money(total), lines)
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text })
        return
      }
      await navigator.clipboard.writeText(text)
      setShared(texts.copied)
    } catch (error) {
      // The diner closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return
      setShared(texts.shareFailed)
    }
  }
  return (
    <>
      <h3 className={css.subHeading}>{texts.whoPaysWhat}</h3>
      <ul className={page.lines} aria-label={texts.whoPaysWhat}>
        {shares.map((share, index) => (
          <li key={share.person} className={page.line} data-share={share.total}>
            <span>
              {lines[index]}
              {share.serviceCharge > 0 && <span className={css.note}>{texts.includingService(money(share.serviceCharge))}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className={css.spread}>
        <strong>{texts.together(money(shares.reduce((sum, share) => sum + share.total, 0)))}</strong>
        <button type="button" className={page.small} onClick={() => void share()}>
          {texts.share}
        </button>
      </p>
      <p role="status" className={page.muted}>
        {shared}
      </p>
    </>
  )
}
