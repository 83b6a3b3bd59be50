import type { Page } from "playwright-core"

/**
 * What the first-tap bench watches in a tab, from what is on screen only (roles, text, the
 * platform's own timing), never from marks of the app's: it measures whatever the app is.
 * Installed before the page loads (`watchScreen`); each check is then timed on the page's own
 * clock, in the animation frame that first has it (`watchFor`), against the tap that came after
 * the watch began.
 */
export interface Check {
  /** A visible dialog about the dish. */
  readonly drawer: readonly [dish: string]
  /** That dialog saying its choices are loading. */
  readonly loading: readonly [dish: string]
  /** Its "Add to cart" button would act on a click: shown, enabled, not busy, the choices loaded. */
  readonly addUsable: readonly [dish: string]
  /** Its required choice's radio group: the choice's name and a shown radio labelled with one of its options. */
  readonly choicesShown: readonly [dish: string, choice: string, option: string]
  /** The View Cart bar naming the dish or showing its price (the cart was empty). */
  readonly inCart: readonly [dish: string, amount: string]
  /** The peer's basket screen ("Your order") with the dish on it. */
  readonly peerBasket: readonly [dish: string]
}

/** One interaction's Event Timing entry (`interactionId` > 0, over the 16 ms threshold). */
export interface InteractionEntry {
  readonly id: number
  readonly name: string
  readonly duration: number
}

/** When a watched check first held, and the pointerdown that came after its watch began (page clock, ms). */
export interface Seen {
  readonly at: number
  readonly tappedAt: number | null
}

/** Installs the watcher; call before the page loads. */
export const watchScreen = async (page: Page): Promise<void> => {
  await page.addInitScript(WATCHER)
}

/** Starts timing `check` from the next frame on, under the name `key`. */
export const watchFor = async <K extends keyof Check>(page: Page, key: string, check: K, ...args: Check[K]): Promise<void> => {
  await page.evaluate(`globalThis.firstTapBench.watch(${JSON.stringify(key)}, ${JSON.stringify(check)}, ${JSON.stringify(args)})`)
}

/** Ends every watch still running: each checks the screen every frame, work the page would not do otherwise. */
export const stopWatching = async (page: Page): Promise<void> => {
  await page.evaluate("globalThis.firstTapBench.stopWatching()")
}

/** When the check watched as `key` held, if it has by now. */
export const seenSoFar = (page: Page, key: string): Promise<Seen | null> =>
  fromPage<Seen | null>(page, `globalThis.firstTapBench.seen[${JSON.stringify(key)}] ?? null`)

/** When the check watched as `key` first held (null: not within `timeout` ms). */
export const seenOrNull = async (page: Page, key: string, timeout: number): Promise<Seen | null> => {
  try {
    // A function, not a string: a string predicate is evaluated in the page, which the app's CSP refuses.
    await page.waitForFunction((key) => (globalThis as unknown as WatcherGlobal).firstTapBench.seen[key] !== undefined, key, {
      timeout,
      polling: "raf",
    })
    return await seenSoFar(page, key)
  } catch (error) {
    console.warn(`bench: first-tap: ${key} not reached: ${firstLine(error)}`)
    return null
  }
}

/** The page's INP: its longest interaction (with few interactions, the max); 0 when none took 16 ms or more. Ends the watches. */
export const longestInteraction = async (page: Page): Promise<number> => {
  await stopWatching(page)
  // Event Timing entries are reported after the frame that follows their handlers: let the last one in.
  await page.waitForTimeout(1_000)
  const entries = await fromPage<ReadonlyArray<InteractionEntry>>(page, "globalThis.firstTapBench.interactions")
  return entries.reduce((longest, entry) => Math.max(longest, entry.duration), 0)
}

/**
 * The moment (epoch ms) the tab's address was first under /venue, if it was: as the Navigation
 * API told the watcher, else (no such event) now, if it is there now.
 */
export const atVenueSince = (page: Page): Promise<number | null> =>
  fromPage<number | null>(
    page,
    `globalThis.firstTapBench.venueAt ?? (location.pathname.startsWith("/venue") ? performance.timeOrigin + performance.now() : null)`,
  )

/** The first line of an error's message, for a note. */
export const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? ""

/** What the watcher keeps where a page function reads it (typed here: the init script is a string). */
interface WatcherGlobal {
  readonly firstTapBench: { readonly seen: Record<string, Seen | undefined> }
}

/**
 * A value the watcher keeps in the page, read by an expression (a string: the bundler's
 * name-keeping helpers do not exist in the page); typed as the watcher below stores it.
 */
const fromPage = <T>(page: Page, expression: string): Promise<T> => page.evaluate<T>(expression)

/**
 * A string, not a function: the bundler's name-keeping helpers do not exist in the page.
 * `innerText` for what a diner reads; `textContent` for a control's whole name (its hidden
 * parts too). A radio styled away (hidden input) counts as shown if its label is.
 */
const WATCHER = String.raw`(() => {
  const bench = (globalThis.firstTapBench = { taps: [], seen: {}, interactions: [], venueAt: null })
  addEventListener("pointerdown", (event) => bench.taps.push(event.timeStamp), { capture: true, passive: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0) bench.interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration })
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
  const noteVenue = () => {
    if (bench.venueAt === null && location.pathname.startsWith("/venue")) bench.venueAt = performance.timeOrigin + performance.now()
  }
  noteVenue()
  globalThis.navigation?.addEventListener("currententrychange", noteVenue)
  const read = (element) => (element.innerText ?? element.textContent ?? "").replace(/\s+/g, " ")
  const whole = (element) => (element.textContent ?? "").replace(/\s+/g, " ")
  const shown = (element) => element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true })
  const dialogs = (dish) => [...document.querySelectorAll("[role=dialog], dialog[open]")].filter((dialog) => shown(dialog) && read(dialog).includes(dish))
  const loading = (dialog) => /loading choices/i.test(read(dialog)) || dialog.closest("[aria-busy=true]") !== null
  const acts = (control) =>
    shown(control) && !control.disabled && control.getAttribute("aria-disabled") !== "true" && control.closest("[aria-busy=true], [inert], fieldset:disabled") === null
  const labelOf = (radio) => [radio.getAttribute("aria-label") ?? "", ...[...(radio.labels ?? [])].map(whole), radio.closest("label") ? whole(radio.closest("label")) : "", whole(radio)].join(" ")
  const radioShown = (radio) => shown(radio) || [...(radio.labels ?? [])].some(shown)
  const checks = {
    drawer: (dish) => dialogs(dish).length > 0,
    loading: (dish) => dialogs(dish).some(loading),
    addUsable: (dish) =>
      dialogs(dish).some((dialog) => !loading(dialog) && [...dialog.querySelectorAll("button, [role=button]")].some((button) => /add to cart/i.test(whole(button)) && acts(button))),
    choicesShown: (dish, choice, option) =>
      dialogs(dish).some((dialog) => !loading(dialog) && read(dialog).includes(choice) && [...dialog.querySelectorAll("input[type=radio], [role=radio]")].some((radio) => radioShown(radio) && labelOf(radio).includes(option))),
    inCart: (dish, amount) =>
      [...document.querySelectorAll("a, button, [role=button], [role=link]")].some((bar) => {
        const text = whole(bar)
        return shown(bar) && /view cart/i.test(text) && (text.includes(dish) || new RegExp("(^|[^\\d])" + amount.replace(".", "\\.")).test(text))
      }),
    peerBasket: (dish) => {
      const text = read(document.body)
      return /\bYour order\b/.test(text) && text.includes(dish)
    },
  }
  const watching = new Set()
  bench.watch = (key, check, args) => {
    const from = bench.taps.length
    watching.add(key)
    const frame = () => {
      if (!watching.has(key)) return
      if (!checks[check](...args)) return requestAnimationFrame(frame)
      bench.seen[key] = { at: performance.now(), tappedAt: bench.taps[from] ?? null }
      watching.delete(key)
    }
    requestAnimationFrame(frame)
  }
  bench.stopWatching = () => watching.clear()
})()`
