import { operatorApi } from "../../schema/operator-api"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { operatorDo } from "./operator"

/**
 * How long another diner's cheap call (a kept venue answer) waits while the server draws the
 * 2,000-dish page (issue 34 finding 7, issue 49 item 7): for tests/fault/page-drawing.test.ts and
 * `npm run bench`. The server must be seeded with the big venue (SEED_BIG_MENU=1), and be its
 * own process: this one reading multi-megabyte pages would otherwise be timed as the server.
 */

/** The app's three languages: the page is asked in each at once. */
const LANGUAGES = ["en", "si", "ta"] as const

/** A dish of the big menu, taken off and put back. */
export const FLIPPED_DISH = "item-big-7"

/** The waits of the cheap call, asked again and again while `going()`. */
export const probeWhile = async (origin: string, going: () => boolean): Promise<number[]> => {
  const waits: number[] = []
  while (going()) {
    const asked = performance.now()
    await (await fetch(`${origin}/api/venue/demo-table-1`)).arrayBuffer()
    waits.push(performance.now() - asked)
  }
  return waits
}

/** The big table's page asked in the three languages at once: each page, and when it came (ms after `started`). */
export const askBigPages = (origin: string, started = performance.now()) =>
  Promise.all(
    LANGUAGES.map(async (language) => {
      const answer = await fetch(`${origin}/${BIG_MENU_TABLE}`, { headers: { "accept-language": language } })
      return { language, html: await answer.text(), ms: Math.round(performance.now() - started) }
    }),
  )

/** The probe's own answer and the big menu kept, as the first diners leave them. */
export const keepAnswers = async (origin: string): Promise<void> => {
  await (await fetch(`${origin}/api/venue/demo-table-1`)).arrayBuffer()
  await (await fetch(`${origin}/api/menu/pick/${BIG_MENU_TABLE}`)).arrayBuffer()
}

/** The probe's waits while `work` runs. */
export const waitsDuring = async <T>(origin: string, work: () => Promise<T>): Promise<{ waits: number[]; done: T }> => {
  let going = true
  const doing = work().finally(() => (going = false))
  const waits = await probeWhile(origin, () => going)
  return { waits, done: await doing }
}

/**
 * Each of four rounds: the dish taken off (then put back, and so on) through the operator API,
 * then the big page asked in three languages at once; the probe's waits over all four, and each
 * round's pages with the dish's state the menu answered after it.
 */
export const availabilityFlips = async (origin: string) => {
  // A live server: the pages drawn and the menu kept, as diners left them.
  await keepAnswers(origin)
  await askBigPages(origin)
  const waits: number[] = []
  const rounds = []
  for (const available of [false, true, false, true]) {
    const started = performance.now()
    const round = await waitsDuring(origin, async () => {
      await operatorDo(origin, operatorApi.operatorAvailability, { params: { itemId: FLIPPED_DISH }, payload: { available } })
      const pages = await askBigPages(origin, started)
      return { available, pages, ms: Math.round(performance.now() - started) }
    })
    waits.push(...round.waits)
    // Once the probe has stopped: this process reading the 2.5 MB menu would hold up the probe itself.
    rounds.push({ ...round.done, answered: await dishOffered(origin, FLIPPED_DISH) })
  }
  return { waits, rounds }
}

/** Whether the menu's answer offers the dish (every variant enabled), takes it off (none), or neither. */
const dishOffered = async (origin: string, itemId: string): Promise<boolean | "mixed"> => {
  const { body } = (await (await fetch(`${origin}/api/menu/pick/${BIG_MENU_TABLE}`)).json()) as {
    body: { items: ReadonlyArray<{ id: string; variants: ReadonlyArray<{ enabled: boolean }> }> }
  }
  const enabled = new Set(body.items.find((item) => item.id === itemId)?.variants.map((variant) => variant.enabled))
  return enabled.size === 1 ? enabled.has(true) : "mixed"
}

/** The longest of the waits, and the one at 99 % (nearest rank). */
export const longestAndP99 = (waits: ReadonlyArray<number>) => {
  const sorted = [...waits].sort((a, b) => a - b)
  return { longest: sorted.at(-1) ?? Number.NaN, p99: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN }
}

/**
 * The big page drawn cold in three languages at once, the menu read and kept first (a cold read of
 * it is PGlite's: storage's, not the renderer's): the probe's waits meanwhile, and for a second
 * beforehand with nothing drawn (what the machine itself adds).
 */
export const coldDraw = async (origin: string) => {
  await keepAnswers(origin)
  const until = performance.now() + 1_000
  const quiet = await probeWhile(origin, () => performance.now() < until)
  const { waits, done: pages } = await waitsDuring(origin, () => askBigPages(origin))
  return { waits, quiet, pages }
}
