import { Suspense, useCallback, useMemo } from "react"
import type { MenuItem } from "../../../schema/menu"
import { intentAttribute } from "../../domain/early-intent"
import { menuSections } from "../../domain/menu"
import { isUnfiltered } from "../../domain/menu-filters"
import { currencyOf } from "../../domain/queries"
import { useStore, useAppState } from "../../store/store-context"
import { preparePluralsWhenIdle, useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import { SearchIcon } from "../../ui/icons"
import { centered } from "../../ui/page.css"
import { HydrationSlice } from "../../ui/hydration-slice"
import { ViewCartButton } from "../../ui/view-cart-button"
import { headerIconAction } from "../../ui/header-action"
import { ScreenHeader } from "../../ui/screen-header"
import { StaffRequestStrip } from "../../ui/table-service/call-staff"
import { menuStrip } from "../../ui/table-service/table-service.css"
import { MenuFilterChips } from "./menu-filter-chips"
import { MenuList } from "./menu-list"
import { isLargeMenu } from "./menu-rows"
import { useVirtualList } from "./virtual-list"
import { MenuSearch } from "./menu-search"
import * as css from "./menu.css"
import { ItemDrawer } from "./item-drawer"
import { SectionTabs } from "./section-tabs"

/** `/venue`: the venue's menu, by section, with search, tabs and the item drawer. */
export default function MenuPage() {
  const state = useAppState(({ tenant, isSearchOpen, menuFilters, scrollRequestId, searchText, selectedSection }) => ({
    tenant,
    isSearchOpen,
    menuFilters,
    scrollRequestId,
    searchText,
    selectedSection,
  }))
  const { commands } = useStore()
  const onPainted = useCallback(() => {
    // Read by the benchmarks and tests (tests/bench, tests/e2e): the menu's first paint.
    performance.mark("tableside:menu-painted")
    preparePluralsWhenIdle()
  }, [])
  const t = useT()
  const items = useLocalizedItems()
  const large = useMemo(() => isLargeMenu(items), [items])
  const windowedList = useVirtualList(large)
  const filters = state.menuFilters
  // The tabs are the sections the diner's filters leave; a search narrows the list, not the tabs.
  const allSections = useMemo(() => menuSections(items, "", filters), [items, filters])
  // A blank search shows every dish the filters leave: the same sections, not grouped a second time.
  const shown = useMemo(
    () => (state.searchText.trim() === "" ? allSections : menuSections(items, state.searchText, filters)),
    [allSections, items, state.searchText, filters],
  )
  const onSectionSeen = useCallback((sectionId: string) => commands.selectSection(sectionId, false), [commands])
  const onOpen = useCallback((item: MenuItem) => commands.openDrawer(item.id), [commands])
  const active = state.selectedSection ?? allSections[0]?.section.id ?? null

  // A large menu's screen waits for its list's code (fetched from here): drawn in one frame once
  // it is in, rather than the header and the section strip first and the dishes a frame later.
  if (large && windowedList === "loading") {
    return (
      <main className={centered} aria-busy="true">
        <p role="status">{t("loading.venue")}</p>
      </main>
    )
  }
  return (
    <>
      <HydrationSlice>
        <ScreenHeader
          to="bill"
          lead={
            !state.isSearchOpen && (
              <button
                type="button"
                className={headerIconAction}
                aria-label={t("menu.search")}
                data-intent={intentAttribute({ _tag: "OpenSearch" })}
                onClick={() => commands.toggleSearch(true)}
              >
                <SearchIcon />
              </button>
            )
          }
        />
      </HydrationSlice>
      <main className={css.main}>
        <h1 className="visually-hidden">{t("menu.title")}</h1>
        {state.isSearchOpen && (
          <MenuSearch text={state.searchText} onText={commands.setSearchText} onClose={() => commands.toggleSearch(false)} />
        )}
        <StaffRequestStrip className={menuStrip} />
        <HydrationSlice>
          <MenuFilterChips filters={filters} onChange={commands.setMenuFilters} />
        </HydrationSlice>
        <HydrationSlice>
          <SectionTabs sections={allSections} active={active} onSelect={(sectionId) => commands.selectSection(sectionId, true)} />
        </HydrationSlice>
        <MenuList
          sections={shown}
          currency={currencyOf(state)}
          // The tab that is current: with none chosen, the first section, so the list's first report
          // of the section in view (that one, at load) changes nothing, and forces no section's
          // hydration before its turn.
          selectedSection={active}
          scrollRequestId={state.scrollRequestId}
          onOpen={onOpen}
          onSectionSeen={onSectionSeen}
          windowed={large && windowedList === "ready"}
          onPainted={onPainted}
          emptyText={t(isUnfiltered(filters) ? "menu.noMatch" : "menu.noMatchFilters")}
        />
        {/* In the main landmark, as all of a screen's content is (axe's "region"); it floats over the menu's foot all the same.
            Hydrated with the page, not in a slice of its own: the server draws it empty (nothing to hydrate), and a slice
            of its own, the page's last, left an add made while the sections hydrated off screen until the last was done. */}
        <ViewCartButton />
      </main>
      <OpenDrawer />
    </>
  )
}

/**
 * The drawer, while one is open: its own reader of the state, so a dish's tap or an add re-renders
 * it alone, not the menu. A render of the menu in a tap's task would also hydrate at once every
 * slice of it the page still has as the server drew it (their children are new elements). Its
 * code is the menu's, in the first tap's chunk (tools/vite-first-tap-chunks.ts): loaded on its
 * own, it suspended at the first open, and React's throttled reveal held the drawer back some
 * 300 ms after a dish tapped before the app was there.
 */
const OpenDrawer = () =>
  useAppState((state) => state.drawer.isOpen) ? (
    // A part of it that came to wait for something would not take the whole menu with it.
    <Suspense fallback={null}>
      <ItemDrawer />
    </Suspense>
  ) : null
