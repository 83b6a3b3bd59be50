/**
 * What the server's renderer of a table's first screen (src/app/server-entry.tsx, built by
 * Vite's SSR build) is asked and answers; the reference server (server/http/table-pages.ts)
 * loads the built module and puts its answer into the app's HTML.
 */

export interface TablePageRequest {
  readonly qr: string
  /** The diner's languages, the `Accept-Language` header's codes in order. */
  readonly languages: ReadonlyArray<string>
  /** The venue API: its base URL and a fetch that reaches it. */
  readonly apiBaseUrl: string
  readonly fetch: typeof globalThis.fetch
}

export interface TablePage {
  /** The page's language: en, si or ta. */
  readonly language: string
  readonly title: string
  /** The app's markup, for the page's `#root`. */
  readonly html: string
  /**
   * The route drawn, where the client goes on (without a render): the menu at `/venue` (a large
   * menu's first sections: `firstSections`), or the gate's `/venue/load`. The client hydrates
   * either from the answers the page carries (src/app/hydrate-page.tsx).
   */
  readonly route: string
  /** The first dish's picture, to fetch at once and first. */
  readonly firstPicture: string | null
  /** The answers the page carries, so the client does not ask again (a large menu's is left out). */
  readonly answers: { readonly venue: CarriedAnswer; readonly menu: CarriedAnswer | null }
  /**
   * A large menu's first sections as drawn (the menu's body, JSON), which the page's store
   * hydrates from; its whole answer, megabytes, is the app's store's to ask for. null when the
   * page carries the whole menu's answer.
   */
  readonly firstSections: string | null
  /** Said with JavaScript off: the buttons need the app. */
  readonly noScript: string
  /** The item drawer drawn empty, which the page opens on a dish tapped before the app has taken it over; null where no menu is shown. */
  readonly dishPreview: string | null
}

/**
 * An answer as the page carries it: its text, and its ETag, with which a page kept on the device
 * asks whether it changed since (`If-None-Match`, src/app/page-start.ts). null: the API gave none.
 */
export interface CarriedAnswer {
  readonly text: string
  readonly etag: string | null
}

/** The elements of a table's page that carry its answers (`TablePage.answers`). */
export const CARRIED_ANSWER_IDS = { venue: "tableside-venue", menu: "tableside-menu" } as const

/** The element of a table's page that carries a large menu's first sections (`TablePage.firstSections`). */
export const FIRST_SECTIONS_ID = "tableside-first-sections"

export type RenderTablePage = (request: TablePageRequest) => Promise<TablePage | null>

/**
 * The names of the build's two chunks of the first tap's code (tools/vite-first-tap-chunks.ts):
 * the manifest keys them by these, and the server finds them so to preload them with a drawn
 * menu (server/http/page-html.ts).
 */
export const FIRST_TAP_CHUNKS = { start: "page-start", app: "first-tap", react: "first-tap-react" } as const
