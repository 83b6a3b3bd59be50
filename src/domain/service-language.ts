import type { OrderStatus } from "../../schema/order"
import type { StaffRequest, StaffRequestKind } from "../../schema/staff-request"
import { translationIn } from "./menu-language"

/**
 * Names the server gives that diners read (an order's state, what they can ask the staff
 * for), in the diner's language: the venue's translation there when it gave one, else the
 * venue's own name, as the menu falls back field by field. Staff (the CLI) read the venue's.
 */
export const stateNameIn = (status: OrderStatus, language: string): string =>
  translationIn(status.translations, language)?.stateName ?? status.stateName

export const kindLabelIn = (kind: StaffRequestKind, language: string): string =>
  translationIn(kind.translations, language)?.label ?? kind.label

/** A request's label: its kind's translation (the venue's current kinds), else the label it was made with. */
export const requestLabelIn = (
  request: Pick<StaffRequest, "kind" | "label">,
  kinds: ReadonlyArray<StaffRequestKind>,
  language: string,
): string => translationIn(kinds.find((kind) => kind.id === request.kind)?.translations, language)?.label ?? request.label
