import type { StaffRequest } from "../../../schema/staff-request"
import type { SplitRefusal } from "../../domain/split-bill"
import type { MessageId, MessageValues } from "../i18n/i18n"

/** A message of the catalogues in the diner's language (useT's answer, or Lingui's `i18n._` in a test). */
export type Translate = (id: MessageId, values?: MessageValues) => string

/**
 * Every text the table-service parts show (calling the staff on the menu, cart and bill; the
 * table's bill; the split), in the diner's language from the message catalogues ("table.*").
 * Pure: the hook in ./texts memoises it per language, a unit test renders it with a catalogue.
 */
export const tableServiceTexts = (t: Translate) => ({
  callStaff: t("table.callStaff"),
  callStaffMenu: t("table.callStaffMenu"),
  closeMenu: t("table.closeMenu"),
  sending: t("table.sending"),
  requested: (label: string, minutes: number) =>
    minutes < 1 ? t("table.requestedNow", { label }) : t("table.requested", { label, minutes }),
  onTheWay: (label: string) => t("table.onTheWay", { label }),
  requestsStatus: t("table.requestsStatus"),

  yours: t("table.yours"),
  othersOrder: t("table.othersOrder"),
  togetherOrder: t("table.togetherOrder"),
  tableBill: t("table.tableBill"),
  subtotal: t("table.subtotal"),
  serviceCharge: t("table.serviceCharge"),
  total: t("total"),
  settledNote: t("table.settledNote"),

  split: t("table.split"),
  splitHow: t("table.splitHow"),
  splitNone: t("table.splitNone"),
  splitEqual: t("table.splitEqual"),
  splitByDishes: t("table.splitByDishes"),
  splitCustom: t("table.splitCustom"),
  people: t("table.people"),
  person: (index: number) => t("table.person", { number: index + 1 }),
  whoHad: (line: string) => t("table.whoHad", { line }),
  firstPays: t("table.firstPays"),
  notAnAmount: t("table.notAnAmount"),
  /** Why the split cannot be made; `line` names an unclaimed line as the screen shows it. */
  refusal: (reason: SplitRefusal, money: (amount: number) => string, line: string): string => {
    switch (reason._tag) {
      case "TooFewPeople":
        return t("table.refusedTooFewPeople", { least: reason.least })
      case "TooManyPeople":
        return t("table.refusedTooManyPeople", { most: reason.most })
      case "LineUnclaimed":
        return t("table.refusedLineUnclaimed", { line })
      case "PayerNeedsOthers":
        return t("table.refusedPayerNeedsOthers", { least: reason.least })
      case "AmountAboveBill":
        return t("table.refusedAmountAboveBill", { amount: money(reason.amount), total: money(reason.total) })
    }
  },
  whoPaysWhat: t("table.whoPaysWhat"),
  pays: (person: string, amount: string) => t("table.pays", { person, amount }),
  includingService: (amount: string) => t("table.includingService", { amount }),
  together: (amount: string) => t("table.together", { amount }),
  share: t("table.share"),
  copied: t("table.copied"),
  shareFailed: t("table.shareFailed"),
  shareText: (title: string, total: string, lines: ReadonlyArray<string>) => [t("table.shareTitle", { title, total }), ...lines].join("\n"),
})

export type TableServiceTexts = ReturnType<typeof tableServiceTexts>

/** Whole minutes from `since` to `now`; never below 0 (a device clock a little behind the server's). */
export const minutesSince = (since: number, now: number): number => Math.max(0, Math.floor((now - since) / 60_000))

/** A request's pill: "Waiter requested · just now", "… · 2 min", then "Waiter · On the way". */
export const requestText = (
  texts: TableServiceTexts,
  request: Pick<StaffRequest, "status" | "createdAt">,
  label: string,
  now: number,
): string => (request.status === "acknowledged" ? texts.onTheWay(label) : texts.requested(label, minutesSince(request.createdAt, now)))
