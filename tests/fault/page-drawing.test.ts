import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { buildAppIfStale } from "../../server/app-build"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { startServerProcess, type ServerProcess } from "../support/server-process"

/**
 * A table's page drawn under hostile load (issue 34, finding 7): the 2,000-dish page drawn cold
 * in three languages leaves another diner's cheap call waiting under 50 ms, the drawing being in
 * worker threads. It times the server, so it runs here, one file at a time after every other
 * test, where nothing else shares the machine's two cores with it. The server is the real one,
 * in its own process as `npm start` runs it (this process reading three multi-megabyte pages
 * would otherwise hold up the server's event loop, and be timed as the server's), with the app as
 * built from these sources (built here when stale) and the 2,000-dish venue seeded.
 */
let server: ServerProcess | undefined
const origin = () => server?.origin ?? ""

beforeAll(() => buildAppIfStale(), 600_000)
// A server for each try, so that a retry draws the pages cold again: a database of its own,
// seeded with the big venue too (the run's dump holds the demo venues only).
beforeEach(async () => {
  server = await startServerProcess({ SEED_BIG_MENU: "1" }, undefined, null)
}, 90_000)
afterEach(async () => server?.stop())

describe("a page being drawn", () => {
  // One retry: with nothing drawn, this machine's own scheduling already keeps the probe waiting
  // 12 to 33 ms at worst, and a draw on its two cores sometimes tips a probe past 50 ms (3 of 16
  // runs this stop). A page drawn on the event loop stalls it hundreds of milliseconds every time.
  it("keeps a cheap call under 50 ms while the 2,000-dish page is drawn cold in three languages (finding 7)", { retry: 1 }, async () => {
    // The probe's own answer is kept first: what it measures is how long the server leaves it waiting.
    await (await fetch(`${origin()}/api/venue/demo-table-1`)).arrayBuffer()
    // The menu as the first diner left it (read and kept); the pages are not drawn yet in any
    // language. A cold read of it is PGlite's, in this process: storage's, not the renderer's.
    await (await fetch(`${origin()}/api/menu/pick/${BIG_MENU_TABLE}`)).arrayBuffer()
    // The same probe with nothing drawn, for the figures: what the machine itself adds.
    const quiet = await probeWhile(
      (
        (until) => () =>
          performance.now() < until
      )(performance.now() + 1_000),
    )
    let drawing = true
    const started = performance.now()
    const drawn = Promise.all(
      ["en", "si", "ta"].map(async (language) => {
        const answer = await fetch(`${origin()}/${BIG_MENU_TABLE}`, { headers: { "accept-language": language } })
        return { language, html: await answer.text(), ms: Math.round(performance.now() - started) }
      }),
    ).finally(() => (drawing = false))
    const waits = await probeWhile(() => drawing)
    const pages = await drawn
    const longest = Math.max(...waits)
    console.info(
      `big menu drawn cold in three languages: pages after ${pages.map(({ language, ms }) => `${language} ${ms} ms`).join(", ")}; ` +
        `${waits.length} probes, the longest waited ${longest.toFixed(1)} ms (${Math.max(...quiet).toFixed(1)} ms with nothing drawn)`,
    )
    for (const { language, html } of pages) expect(html).toMatch(new RegExp(`<html lang="${language}">[\\s\\S]*data-ssr="hydrate"`))
    expect(waits.length).toBeGreaterThan(5)
    expect(longest).toBeLessThan(50)
  })
})

/** The waits of a cheap call (a kept venue answer) asked again and again while `going()`. */
const probeWhile = async (going: () => boolean): Promise<ReadonlyArray<number>> => {
  const waits: number[] = []
  while (going()) {
    const asked = performance.now()
    await (await fetch(`${origin()}/api/venue/demo-table-1`)).arrayBuffer()
    waits.push(performance.now() - asked)
  }
  return waits
}
