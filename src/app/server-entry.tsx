import { i18n } from "@lingui/core"
import { renderToString } from "react-dom/server"
import { api } from "../../schema/api"
import type { DomainEvent } from "../../schema/events"
import type { Menu } from "../../schema/menu"
import type { CarriedAnswer, RenderTablePage, TablePage, TablePageRequest } from "../../schema/table-page"
import { fillPath, MENU_PICK_PATH, VENUE_BY_QR_PATH } from "../../schema/table-paths"
import { createRpc } from "../../streams/rpc"
import { pickLanguage } from "../domain/language"
import { groupBySection, searchItems } from "../domain/menu"
import { fold } from "../domain/app-state"
import { DrawerPreview } from "../features/menu/drawer-preview"
import { isLargeMenu } from "../features/menu/menu-rows"
import { LanguageProvider, loadCatalogue } from "../ui/i18n/i18n"
import { imageSrc } from "../ui/item-image"
import { AppTree } from "./app-tree"
import { stateOnlyStore } from "./state-only-store"
import { preloadScreensFor } from "./app"

/**
 * The server's render of a table's first screen (`/{qr}`), built by Vite's SSR build
 * (`npm run build`: dist-ssr/server-entry.js) and loaded by the reference server
 * (server/http/table-pages.ts). It reads the venue and the menu through the app's own typed
 * client (streams/rpc.ts, every answer decoded by its schema) against the API base it is
 * given, folds them as the app does, and draws the app's own tree (src/app/app-tree.tsx) at
 * the route the client will be on, so the client hydrates it rather than drawing it again.
 */

/** A large menu's first screen: its first sections, up to this many dishes. */
const FIRST_DISHES_OF_LARGE_MENU = 24

export const renderTablePage: RenderTablePage = async (request: TablePageRequest): Promise<TablePage | null> => {
  const answers = new Map<string, CarriedAnswer>()
  const rpc = createRpc({
    fetch: async (input, init) => {
      const response = await request.fetch(input, init)
      const text = await response.text()
      if (response.ok) answers.set(String(input), { text, etag: response.headers.get("etag") })
      return new Response(text, { status: response.status, headers: response.headers })
    },
    baseUrl: request.apiBaseUrl,
    session: () => ({ token: null, tenantId: null, qrCode: request.qr }),
    refreshToken: async () => undefined,
    log: () => undefined,
  })
  const language = pickLanguage(null, request.languages)
  const [venue, menu] = await Promise.all([
    rpc(api.venueByQr, { params: { qrCode: request.qr } }),
    rpc(api.menuPick, { params: { qrCode: request.qr } }),
    loadCatalogue(language),
    preloadScreensFor(`/${request.qr}`),
  ])
  if (venue._tag === "NotFound" || menu._tag === "NotFound") return null
  const venueAnswer = answers.get(`${request.apiBaseUrl}${fillPath(VENUE_BY_QR_PATH, { qrCode: request.qr })}`)
  const menuAnswer = answers.get(`${request.apiBaseUrl}${fillPath(MENU_PICK_PATH, { qrCode: request.qr })}`)
  if (venueAnswer === undefined || menuAnswer === undefined) return null
  const large = isLargeMenu(menu.body.items)
  const shown = large ? firstSections(menu.body) : menu.body
  const events: ReadonlyArray<DomainEvent> = [
    { _tag: "v1.VenueLoadStarted", qrCode: request.qr },
    { _tag: "v1.VenueLoaded", answer: venue.body },
    { _tag: "v1.MenuReplaced", menu: shown },
  ]
  const state = fold(events)
  // A plain table opens on the menu; a table that asks for a sign-in shows its gate, which
  // says it is waiting: only the diner's device knows who is signed in.
  const open = state.selectedServiceArea?.authType === "PLAIN"
  const path = open ? "/venue" : "/venue/load"
  // Synchronous from here: the catalogues are shared, and no other page renders meanwhile.
  i18n.activate(language)
  const html = renderToString(<AppTree store={stateOnlyStore(state)} ssrPath={path} />)
  const dishPreview = open
    ? renderToString(
        <LanguageProvider>
          <DrawerPreview />
        </LanguageProvider>,
      )
    : null
  const picture = groupBySection(searchItems(shown.items, ""))[0]?.items[0]?.images[0]
  return {
    language,
    title: state.venue?.name ?? "Tableside",
    html,
    route: path,
    firstPicture: open && picture !== undefined ? imageSrc(picture) : null,
    answers: { venue: venueAnswer, menu: large ? null : menuAnswer },
    firstSections: large ? JSON.stringify(shown) : null,
    noScript: i18n._("noScript.menu"),
    dishPreview,
  }
}

/** A large menu's first sections, whole, up to FIRST_DISHES_OF_LARGE_MENU dishes. */
const firstSections = (menu: Menu): Menu => {
  const items = []
  for (const { items: dishes } of groupBySection(menu.items)) {
    if (items.length >= FIRST_DISHES_OF_LARGE_MENU) break
    items.push(...dishes)
  }
  return { items }
}
