import { i18n } from "@lingui/core"
import { prerender } from "react-dom/static"
import type { DomainEvent } from "../../schema/events"
import { AppTree } from "../../src/app/app-tree"
import { stateOnlyStore } from "../../src/app/state-only-store"
import { fold } from "../../src/domain/app-state"
import type { Language } from "../../src/domain/language"
import { loadCatalogue } from "../../src/ui/i18n/i18n"

/**
 * A screen of the app drawn in Node by React's server renderer: the app's own tree at `path`,
 * its state the fold of `events`, in `language`. React's static renderer waits for the screens'
 * code (each loads on demand) as the server's render of a table's page does beforehand. No
 * effect runs: the screen is what a diner sees first from that state.
 */
export const drawScreen = async (events: ReadonlyArray<DomainEvent>, path: string, language: Language): Promise<string> => {
  await loadCatalogue(language)
  i18n.activate(language)
  const { prelude } = await prerender(<AppTree store={stateOnlyStore(fold(events))} ssrPath={path} />)
  return new Response(prelude).text()
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " }
const decoded = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)

/**
 * What a drawn screen says in `language`, as tests/support/no-english.ts reads a page in the
 * browser: its text and what names its controls (aria-label, placeholder, title, alt), but
 * for an element marked in another language (the language switch names each in its own). Text
 * the browser would hide is read too: a stricter reading, never a looser one.
 */
export const saidIn = (html: string, language: Language): string => {
  const otherLanguage = new RegExp(`<(\\w+)\\b[^>]*\\slang="(?!${language}")[^"]*"[^>]*>[\\s\\S]*?</\\1>`, "g")
  const shown = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ").replace(otherLanguage, " ")
  const names = [...shown.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => match[1] ?? "")
  return decoded([shown.replace(/<[^>]*>/g, " "), ...names].join("\n"))
}
