import { i18n } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import type { LoggedEvent } from "../../schema/events"
import { fold, type AppState } from "../../src/domain/app-state"
import { toastsShownAt } from "../../src/domain/state/toasts"
import type { ShownText } from "../../src/domain/state/shown-text"
import { noticeText } from "../../src/ui/i18n/i18n"
import english from "../../src/ui/i18n/messages/en.json"
import sinhala from "../../src/ui/i18n/messages/si.json"
import tamil from "../../src/ui/i18n/messages/ta.json"

/** What the diner saw at one moment of a session, read from the page in one synchronous go. */
export interface Moment {
  readonly moment: string
  /** When it was read: the page's clock (epoch ms), the one the log stamps its events by. */
  readonly savedAt: number
  /** The page's path: the screen. */
  readonly path: string
  /** The page's language (the device's choice, not the log's). */
  readonly lang: string
  readonly text: string
  /** The same without the toasts. */
  readonly textWithoutToasts: string
  /** The text of each toast on screen. */
  readonly toasts: ReadonlyArray<string>
}

/**
 * The seq of the last event a moment follows: the last one stamped before it was read. Exact
 * when the moment was read at the start of a fresh millisecond of the page's clock (the log
 * stamps an event as it appends it, on the same clock), in one synchronous evaluation: every
 * event appended before has an earlier time, every one after a later or equal time.
 */
export const seqAt = (events: ReadonlyArray<LoggedEvent>, savedAt: number): number | undefined =>
  events.findLast((logged) => logged.at < savedAt)?.seq

/**
 * How long a toast past its 4 s may still be on screen as a moment is read: its timer fires
 * late on a loaded machine, and sonner takes 200 ms to take it away. Only a toast of the state
 * is allowed that; one the state never had is never on screen.
 */
const TOAST_LEAVING_MS = 1500

/**
 * What a moment shows that follows from the fold of the log up to its event, checked in Node
 * without drawing the page: the screen the state names is the one the page was on; the toasts
 * on screen are the state's at that time, said in the page's language from the catalogues; each
 * notice the state carries (a refused phone code, a staff call, table order or payment refused) is in
 * the page's text. An empty list: the moment follows from its log.
 */
export const momentProblems = (events: ReadonlyArray<LoggedEvent>, moment: Moment): ReadonlyArray<string> => {
  const seq = seqAt(events, moment.savedAt)
  if (seq === undefined) return [`${moment.moment}: read before the first event of the log`]
  const state = fold(events.filter((logged) => logged.seq <= seq).map((logged) => logged.event))
  const problems: string[] = []
  const at = `${moment.moment} (#${seq})`
  if (state.screen !== moment.path) problems.push(`${at}: the page was on ${moment.path}, the log says ${String(state.screen)}`)
  const said = sayIn(moment.lang, state)
  const due = toastsShownAt(state.toasts, moment.savedAt).map((toast) => said(toast.text))
  const leaving = toastsShownAt(state.toasts, moment.savedAt - TOAST_LEAVING_MS).map((toast) => said(toast.text))
  const missing = due.filter((text) => !moment.toasts.includes(text))
  const unexplained = moment.toasts.filter((text) => !leaving.includes(text))
  if (missing.length > 0 || unexplained.length > 0)
    problems.push(`${at}: toasts on screen ${JSON.stringify(moment.toasts)}, the log's at that time ${JSON.stringify(due)}`)
  for (const notice of [state.phone.error, state.staff.notice, state.tableCartNotice, state.pay.notice]) {
    if (notice === null) continue
    const text = said(notice)
    if (!moment.textWithoutToasts.includes(text)) problems.push(`${at}: the log's notice "${text}" is not on the page`)
  }
  return problems
}

const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = { en: english, si: sinhala, ta: tamil }
const compiled = new Set<string>()

/** A text of the log in `language`, as the app says it (noticeText), the catalogues compiled as the build compiles them. */
const sayIn = (language: string, state: AppState): ((text: ShownText) => string) => {
  const catalogue = catalogues[language]
  if (catalogue === undefined) throw new Error(`no catalogue for the page's language "${language}"`)
  if (!compiled.has(language)) {
    i18n.load(language, Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)])))
    compiled.add(language)
  }
  i18n.activate(language)
  return (text) => noticeText(text, state.menu?.items ?? [])
}
