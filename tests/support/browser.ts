import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { chromium, type Browser, type Page } from "playwright-core"

/**
 * What every Chromium here is started with: the flags keep it from reaching for the network
 * it does not have (the browser tests through playwright, Lighthouse through chrome-launcher).
 */
export const CHROMIUM_FLAGS: ReadonlyArray<string> = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/**
 * Debian's Chromium driven by playwright-core (no browser download works here); playwright
 * gives every launch a fresh, empty profile of its own. The benchmarks' browser: the full one,
 * as a diner's phone runs it.
 */
export const launchChromium = async (): Promise<{ browser: Browser; close: () => Promise<void> }> => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
  return {
    browser,
    close: () => browser.close(),
  }
}

/** The full browser (Debian's `chromium`), or `CHROMIUM_PATH`: the benchmarks run it, Lighthouse included. */
export const chromiumPath = (): string =>
  process.env["CHROMIUM_PATH"] ||
  firstCommand(["chromium", "chromium-browser"], "install Debian's 'chromium' package or set CHROMIUM_PATH.")

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell`, Chromium's own headless build
 * (the one playwright runs headless by default), or `CHROMIUM_PATH`. The same engine without the
 * desktop browser's interface: the full browser, even headless, keeps a renderer for that
 * interface's WebUI (the address bar's popup), which in a trace of one diner's visit ran 3.0 s of
 * tasks beside the page's own 3.3 s; browser files took 1.3 to 1.7 times as long on it. `npm test`
 * installs it (tests/support/ensure-test-browser.mjs); with only the full browser, the tests run on that.
 */
export const testChromiumPath = (): string =>
  process.env["CHROMIUM_PATH"] ||
  firstCommand(
    ["chromium-headless-shell", "chromium", "chromium-browser"],
    "install Debian's 'chromium-headless-shell' package or set CHROMIUM_PATH.",
  )

const firstCommand = (commands: ReadonlyArray<string>, advice: string): string => {
  try {
    return execFileSync("sh", ["-c", commands.map((command) => `command -v ${command}`).join(" || ")])
      .toString()
      .trim()
  } catch {
    throw new Error(`No Chromium found: ${advice}`)
  }
}

/** A phone held in one hand. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/**
 * Waits until the page's lifecycle, or its menu, has reached a point it marks with
 * `performance.mark("tableside:<name>")` (src/app/lifecycle.ts, src/features/menu/menu-page.tsx).
 */
export const reachedMark = async (page: Page, name: string, options: { readonly timeout?: number } = {}): Promise<void> => {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, `tableside:${name}`, options)
}

/**
 * Collects console errors and page errors so a test can say there were none, and the warning
 * of a server's page React could not hydrate and drew again (src/app/hydrate-page.tsx): the
 * diner sees nothing wrong, but their phone did the page's work twice, and a tap meanwhile on
 * the markup thrown away was lost.
 */
export const watchConsole = (page: Page): (() => ReadonlyArray<string>) => {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
    else if (message.type() === "warning" && message.text().startsWith("The server's page was drawn again"))
      problems.push(`redrawn: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  return () => problems
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string> }>
}

/**
 * Runs axe on the page as it is now and returns every violation, whatever its impact (minor
 * and moderate ones too): the standard is "axe clean".
 */
export const axeViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  // axe reads colours as they are painted: a toast fading in or out reads as low contrast. While
  // it runs, the page is asked for reduced motion (the toasts then show or go at once), and the
  // finite animations already running end first (a spinner's infinite one is left running).
  await page.emulateMedia({ reducedMotion: "reduce" })
  try {
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        // A long one is read as it is by then, rather than holding the test.
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ]),
    )
    // Evaluated through the driver, not as a <script>: the app's CSP rightly forbids inline scripts.
    // Once per document: compiling axe's half a megabyte again took 130-430 ms of each check.
    if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(axeSource)
    return await page.evaluate(async () => {
      const axe = (
        globalThis as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
      ).axe
      // Only violations are worked out in full (each element's selector); passes are only counted.
      return (await axe.run(document, { resultTypes: ["violations"] })).violations
    })
  } finally {
    await page.emulateMedia({ reducedMotion: null })
  }
}

/**
 * Holds the requests matching `pattern` until released, so that a transient screen (a loading
 * text, a busy button) can be seen. The page may move on meanwhile: nothing is left to continue.
 */
export const holdRequests = async (page: Page, pattern: string): Promise<() => Promise<void>> => {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await gate
    await route.continue().catch(() => undefined)
  })
  return async () => {
    release()
    await page.unroute(pattern)
  }
}

/**
 * The event tags this origin's local log holds (RxDB on Dexie: one IndexedDB database per
 * collection, documents in its "docs" store). A test waits on it before it takes the network
 * away, since the app writes its log when the page is idle. The look never gets in the app's
 * way: it creates no database that is not there yet (the app's would then need an upgrade), and
 * it closes its connection after reading, or at once when the app asks for a new version (an
 * open connection blocks the app's database from opening, and the log from being written).
 */
export const storedEventDocs = (page: Page): Promise<ReadonlyArray<{ readonly event?: { readonly _tag?: string } }>> =>
  page.evaluate(
    () =>
      new Promise<Array<{ event?: { _tag?: string } }>>((resolve, reject) => {
        const open = indexedDB.open("rxdb-dexie-tableside--0--events")
        let absent = false
        open.onupgradeneeded = () => {
          absent = true
          open.transaction?.abort()
        }
        open.onerror = () => (absent ? resolve([]) : reject(new Error(String(open.error))))
        open.onsuccess = () => {
          const db = open.result
          db.onversionchange = () => db.close()
          if (!db.objectStoreNames.contains("docs")) {
            db.close()
            return resolve([])
          }
          const read = db.transaction("docs", "readonly").objectStore("docs").getAll()
          read.onsuccess = () => {
            db.close()
            resolve(read.result as Array<{ event?: { _tag?: string } }>)
          }
          read.onerror = () => {
            db.close()
            reject(new Error(String(read.error)))
          }
        }
      }),
  )

/** The tags of the events the tab's log has stored, in order. */
export const storedEventTags = async (page: Page): Promise<ReadonlyArray<string>> =>
  (await storedEventDocs(page)).flatMap((doc) => (doc.event?._tag === undefined ? [] : [doc.event._tag]))

/**
 * Answers a table's link with the app's shell, as a static build served without the server's
 * renderer does: the client then asks for the venue and menu itself, so a test can hand it
 * any answer (the renderer's own page embeds the real ones: server-rendered.test.ts).
 */
export const serveShellFor = async (page: Page, tableUrl: string): Promise<void> => {
  const shell = await (await fetch(new URL("/index.html", tableUrl))).text()
  await page.route(tableUrl, (route) => route.fulfill({ body: shell, contentType: "text/html" }))
}
