import type { DomainEvent } from "../../schema/events"
import { CARRIED_ANSWER_IDS, FIRST_SECTIONS_ID } from "../../schema/table-page"
import { fillPath, MENU_PICK_PATH, VENUE_BY_QR_PATH } from "../../schema/table-paths"
import { firstValueFrom } from "rxjs"
import type { AuthSession } from "../../streams/auth"
import { lazyAuthSession } from "../../streams/lazy-auth"
import { answeredFetch, prefetchingFetch } from "../../streams/prefetch"
import { readIntent, type EarlyIntent } from "../domain/early-intent"
import { tableCodeOfPath } from "../domain/table-code"
import { afterNextPaint } from "../ui/after-paint"
import { appConfig } from "./build-config"
import { idleMoment } from "../ui/idle-moment"
import { createLifecycle, type Lifecycle } from "./lifecycle"

/**
 * What the page starts before anything else has arrived: its lifecycle and, on a table's link
 * the server did not draw, the table's public calls (venue and menu). This is the entry
 * script's own chunk (without React, Effect's Schema, the store, the screens or Firebase), so
 * on a slow network the menu's download runs while the rest of the app is still downloading,
 * instead of after it (src/main.tsx).
 */
/** The page's lifecycle (served → hydrated → painted → idle), from its first script on. */
export const lifecycle: Lifecycle = createLifecycle({ afterPaint: (callback) => void afterNextPaint(callback), idle: idleMoment })
// Each phase in the page's performance timeline (tableside:hydrated, ...), for the tests and benchmarks.
lifecycle.phase$.subscribe((phase) => performance.mark(`tableside:${phase}`))

/**
 * The sign-in, started once the first screen is hydrated and the page idle: the server's page
 * needs none to be read or tapped, Firebase Auth's code then never competes with the app's own,
 * and the user it brings changes no part of the page still to be hydrated (which React would
 * then hydrate at once, in one task). The diner's changes wait in the log until it is done
 * (src/app/composition-root.ts).
 */
export const authSession: AuthSession = lazyAuthSession(
  () =>
    firstValueFrom(lifecycle.reached("idle"))
      .then(() => import("../../streams/auth"))
      .then(({ createAuthSession }) =>
        createAuthSession({ config: appConfig, origin: location.origin, log: (message) => console.warn(message) }),
      ),
  appConfig.authEmulator !== null,
)

/** The table of the page's own address, read before a page the server drew moves on to its route. */
export const table = tableCodeOfPath(location.pathname)
const root = document.getElementById("root")

/** What the page arrived as: the server's first screen of a table (src/app/hydrate-page.tsx hydrates it), or the app's shell (src/app/boot.tsx draws it). */
export const servedPage = {
  /** The server drew the first screen, as the client's first render of it draws it (server/http/page-html.ts). */
  drawn: root?.dataset["ssr"] === "hydrate",
  /** The route that screen is, where the address goes on to. */
  route: root?.dataset["route"] ?? null,
  /** Its language, before the app sets its own. */
  language: document.documentElement.lang,
  /** Kept from an earlier visit by the service worker, which marks it (src/app/sw.ts, src/app/kept-pages.ts): what it carries may have changed since. */
  kept: root?.dataset["kept"] !== undefined,
}

/**
 * A table's page the server drew moves on to the route it shows (`/venue`, or the gate's
 * `/venue/load`) without a render, as the client's own hops would have.
 */
export const moveToServedRoute = (): void => {
  if (servedPage.route !== null) history.replaceState(history.state, "", `${servedPage.route}${location.search}${location.hash}`)
}

/**
 * The table's public calls, each with the answer the page carries for it, if any, and that
 * answer's ETag: a table's page rendered by the server (server/http/page-html.ts) carries the
 * venue and menu answers it was drawn from (a large menu's is left out).
 */
const tableCalls =
  table === null
    ? []
    : (
        [
          ["venue", VENUE_BY_QR_PATH, CARRIED_ANSWER_IDS.venue],
          ["menu", MENU_PICK_PATH, CARRIED_ANSWER_IDS.menu],
        ] as const
      ).map(([name, path, id]) => {
        const element = document.getElementById(id)
        return {
          name,
          url: `${appConfig.apiBaseUrl}${fillPath(path, { qrCode: table })}`,
          carried: element?.textContent ?? null,
          etag: element?.dataset["etag"] ?? null,
        }
      })

const network: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)
/** The calls the page does not carry leave at once, as on the app's plain shell. */
const prefetched = prefetchingFetch(
  tableCalls.filter(({ carried }) => carried === null).map(({ url }) => url),
  network,
)
/** What the store's calls get: the fresh answers of a kept page that changed (below), then the network. */
let afterCarried: typeof globalThis.fetch = prefetched

/**
 * The fetch the store's RPC client uses. It never answers with what the page carries: those
 * answers are a moment of the page's, which the log takes at its start (`carriedEvents`), and
 * handed to a later call they would be an old menu given as a fresh one (issue 51: a dish sold
 * out since was offered again, with no request made).
 */
export const pageFetch: typeof globalThis.fetch = (input, init) => afterCarried(input, init)

/**
 * The bodies of the venue and menu answers the page carries (src/app/root.ts reads them by their
 * schemas); `menu` null: a large menu's page carries its first sections instead. null: the page
 * carries no venue to read.
 */
export const carriedBodies = (): { readonly venue: unknown; readonly menu: unknown } | null =>
  (parsedBodies ??= { bodies: parseBodies() }).bodies

// Parsed once: the log's first entries are made of them at start, and the sources read them by their schemas later.
let parsedBodies: { readonly bodies: { readonly venue: unknown; readonly menu: unknown } | null } | undefined

const parseBodies = (): { readonly venue: unknown; readonly menu: unknown } | null => {
  const carried = new Map(tableCalls.map(({ name, carried }) => [name, carried]))
  const venue = carried.get("venue")
  const menu = carried.get("menu")
  const venueBody = venue == null ? null : bodyOf(venue)
  return table === null || venueBody === null ? null : { venue: venueBody, menu: menu == null ? null : bodyOf(menu) }
}

/**
 * The events the server folded to draw a table's menu (src/app/server-entry.tsx), from the
 * answers the page carries (a large menu's first sections, in place of its whole answer): the
 * first entries of a fresh tab's log (src/app/app-store.ts), so React hydrates the server's
 * markup from the very state it was drawn from, and the next entries of a restored one, whose
 * venue and menu they are newer than. Parsed, not decoded: they are what the server decoded to
 * draw this very markup, and Effect's code is not needed for the first taps; the answers are
 * read by their schemas once it is in (src/app/root.ts). null: the page carries no menu.
 */
export const carriedEvents = (): ReadonlyArray<DomainEvent> | null => {
  const bodies = carriedBodies()
  const firstSections = document.getElementById(FIRST_SECTIONS_ID)?.textContent ?? null
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as bodyOf's
  const menu: any = bodies?.menu ?? parsedObject(firstSections)
  if (table === null || bodies === null || menu === null) return null
  return [
    { _tag: "v1.VenueLoadStarted", qrCode: table },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as bodyOf's
    { _tag: "v1.VenueLoaded", answer: bodies.venue as any },
    { _tag: "v1.MenuReplaced", menu },
  ]
}

/** An answer's body (the API's envelope: schema/call-http.ts), as the page carries it; null: none to read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server decoded it to draw this page; the app's store decodes it again
const bodyOf = (text: string): any => {
  const parsed = parsedObject(text)
  return parsed !== null && "body" in parsed && typeof parsed.body === "object" ? parsed.body : null
}

/** The JSON object `text` holds; null: none to read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as bodyOf's
const parsedObject = (text: string | null): any => {
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text)
    return typeof parsed === "object" && parsed !== null ? parsed : null
  } catch {
    return null
  }
}

/**
 * A kept page shows what it carries at once, and asks for each carried answer again at once,
 * beside the app's code, with its ETag (`If-None-Match`): which of them the server now answers
 * otherwise ("venue", "menu"); an unchanged one is answered 304, with no body.
 * Those fresh answers are each handed once to the store's next call for them, so the store takes
 * them through its own calls (src/app/once-painted.ts asks, once the first screen is painted)
 * without asking a second time. Empty when nothing changed, the page is not a kept one, or the
 * network does not answer (offline, the page keeps what it shows).
 */
export const changedSinceKept: Promise<ReadonlySet<"venue" | "menu">> = !servedPage.kept
  ? Promise.resolve(new Set())
  : Promise.all(
      tableCalls.map(async ({ name, url, carried, etag }) => {
        if (carried === null) return null
        try {
          const headers = { accept: "application/json", ...(etag === null ? {} : { "if-none-match": etag }) }
          const answer = await network(url, { headers, signal: AbortSignal.timeout(15_000) })
          // 304: unchanged. A 200 is the answer as it is now (an API that gives no ETag answers each time).
          const fresh = answer.status === 200 ? await answer.text() : null
          return fresh === null || fresh === carried ? null : { name, url, fresh }
        } catch {
          return null
        }
      }),
    ).then((answers) => {
      const changed = answers.filter((answer) => answer !== null)
      afterCarried = answeredFetch(new Map(changed.map(({ url, fresh }) => [url, fresh])), prefetched)
      return new Set(changed.map(({ name }) => name))
    })

declare global {
  interface Window {
    /** Kept by the server-rendered page's inline script (server/http/early-tap.ts) from its first markup on. */
    tablesideTap?: {
      readonly intents: string[]
      readonly listen: (event: MouseEvent) => void
      /** Called by the page's own drawer (a dish tapped before the app) when the diner closes it. */
      closed?: () => void
    }
  }
}

/** What the diner tapped on the server's page before the app took it over (`takeEarlyTaps`). */
export interface EarlyTaps {
  /**
   * The taps, in order, each the `data-intent` of the control tapped read as an intent
   * (src/domain/early-intent.ts). Read when asked, not when taken: a dish whose drawer the page
   * opened and the diner closed since is no longer among them.
   */
  readonly intents: () => ReadonlyArray<EarlyIntent>
  /** What closing the page's drawer does from now on, until the app's own drawer replaces it. */
  readonly onPreviewClosed: (then: () => void) => void
}

/**
 * The page stops keeping taps: taken just before React attaches its own listeners to the page,
 * so a tap is either kept by the page or handled (or replayed) by React, never both. The page's
 * drawer stays open, and closable, until the app's drawer takes its place.
 */
export const takeEarlyTaps = (): EarlyTaps => {
  const early = window.tablesideTap
  if (early === undefined) return { intents: () => [], onPreviewClosed: () => undefined }
  document.removeEventListener("click", early.listen, true)
  delete window.tablesideTap
  return {
    intents: () => early.intents.flatMap((attribute) => readIntent(attribute) ?? []),
    onPreviewClosed: (then) => void (early.closed = then),
  }
}
