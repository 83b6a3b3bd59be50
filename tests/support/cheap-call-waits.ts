import { fork } from "node:child_process"
import { Worker } from "node:worker_threads"
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

/**
 * The cheap call asked again and again, from a thread of its own, as another diner's phone
 * would: this thread meanwhile reads the big pages (three of 1 MB and more, unpacked and
 * decoded), and a probe on its event loop timed that work as the server's.
 */
const PROBE_THREAD = `
const { parentPort, workerData } = require("node:worker_threads")
let going = true
parentPort.on("message", () => (going = false))
;(async () => {
  const waits = []
  // A thread's first fetch loads and compiles the client (about 100 ms): before the timing.
  await (await fetch(workerData.url)).arrayBuffer()
  parentPort.postMessage("asking")
  while (going) {
    const asked = performance.now()
    await (await fetch(workerData.url)).arrayBuffer()
    waits.push(performance.now() - asked)
  }
  parentPort.postMessage(waits)
})()
`

/** A probe asking the cheap call until it is stopped: its waits, then. */
const startProbe = async (origin: string): Promise<{ readonly stop: () => Promise<number[]> }> => {
  const thread = new Worker(PROBE_THREAD, { eval: true, workerData: { url: `${origin}/api/venue/demo-table-1` } })
  const messages: unknown[] = []
  let heard: (() => void) | null = null
  thread.on("message", (message: unknown) => {
    messages.push(message)
    heard?.()
  })
  const next = async (): Promise<unknown> => {
    while (messages.length === 0) await new Promise<void>((resolve) => (heard = resolve))
    return messages.shift()
  }
  await next()
  return {
    stop: async () => {
      thread.postMessage("stop")
      // Sound: the thread's last message is its waits.
      const waits = (await next()) as number[]
      await thread.terminate()
      return waits
    },
  }
}

/** The probe's waits for `ms` milliseconds with nothing else asked. */
const waitsFor = async (origin: string, ms: number): Promise<number[]> => {
  const probe = await startProbe(origin)
  await new Promise((resolve) => setTimeout(resolve, ms))
  return probe.stop()
}

/** A big page as a phone got it: its status, its language, whether the app hydrates it, and when it came. */
export interface BigPageSeen {
  readonly language: string
  readonly status: number
  readonly lang: string | null
  readonly hydrates: boolean
  /** Ms after the round's start. */
  readonly ms: number
}

/** Phones asking the big table's page in the three languages at once, from their own process (big-page-phones.mjs). */
interface BigPagePhones {
  readonly ask: (started?: number) => Promise<ReadonlyArray<BigPageSeen>>
  readonly close: () => void
}

const bigPagePhones = (origin: string): BigPagePhones => {
  // Plain node: the page's phones need none of this process's flags (tsx's loader).
  const phones = fork(new URL("./big-page-phones.mjs", import.meta.url), { execArgv: [], serialization: "json" })
  return {
    ask: (started = performance.now()) =>
      new Promise((resolve, reject) => {
        phones.once("error", reject)
        // Sound: big-page-phones.mjs answers each ask with the pages it got.
        phones.once("message", (pages) => resolve(pages as ReadonlyArray<BigPageSeen>))
        phones.send({ url: `${origin}/${BIG_MENU_TABLE}`, languages: LANGUAGES, since: performance.timeOrigin + started })
      }),
    close: () => phones.kill(),
  }
}

/** `work` given the big page's phones, which are put away after. */
const withPhones = async <T>(origin: string, work: (phones: BigPagePhones) => Promise<T>): Promise<T> => {
  const phones = bigPagePhones(origin)
  try {
    return await work(phones)
  } finally {
    phones.close()
  }
}

/** The probe's own answer and the big menu kept, as the first diners leave them. */
export const keepAnswers = async (origin: string): Promise<void> => {
  await (await fetch(`${origin}/api/venue/demo-table-1`)).arrayBuffer()
  await (await fetch(`${origin}/api/menu/pick/${BIG_MENU_TABLE}`)).arrayBuffer()
}

/** The probe's waits while `work` runs. */
export const waitsDuring = async <T>(origin: string, work: () => Promise<T>): Promise<{ waits: number[]; done: T }> => {
  const probe = await startProbe(origin)
  try {
    const done = await work()
    return { waits: await probe.stop(), done }
  } catch (error) {
    await probe.stop()
    throw error
  }
}

/**
 * Each of four rounds: the dish taken off (then put back, and so on) through the operator API,
 * then the big page asked in three languages at once; the probe's waits over all four, and each
 * round's pages with the dish's state the menu answered after it.
 */
export const availabilityFlips = (origin: string) =>
  withPhones(origin, async (phones) => {
    // A live server: the pages drawn and the menu kept, as diners left them.
    await keepAnswers(origin)
    await phones.ask()
    const waits: number[] = []
    const rounds = []
    for (const available of [false, true, false, true]) {
      const started = performance.now()
      const round = await waitsDuring(origin, async () => {
        await operatorDo(origin, operatorApi.operatorAvailability, { params: { itemId: FLIPPED_DISH }, payload: { available } })
        const pages = await phones.ask(started)
        return { available, pages, ms: Math.round(performance.now() - started) }
      })
      waits.push(...round.waits)
      // Once the probe has stopped: this process reading the 2.5 MB menu would hold up the probe itself.
      rounds.push({ ...round.done, answered: await dishOffered(origin, FLIPPED_DISH) })
    }
    return { waits, rounds }
  })

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
export const coldDraw = (origin: string) =>
  withPhones(origin, async (phones) => {
    await keepAnswers(origin)
    const quiet = await waitsFor(origin, 1_000)
    const { waits, done: pages } = await waitsDuring(origin, () => phones.ask())
    return { waits, quiet, pages }
  })
