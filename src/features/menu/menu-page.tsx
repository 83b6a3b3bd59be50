import { useCallback, useEffect, useMemo } from "react"
import { Link } from "wouter"
import type { MenuItem } from "../../../schema/menu"
import { groupBySection, searchItems } from "../../domain/menu"
import { useStore, useVenueState } from "../../store/store-context"
import { SearchIcon } from "../../ui/icons"
import { ViewCartButton } from "../../ui/view-cart-button"
import { headerAction, VenueHeader } from "../../ui/venue-header"
import { CallStaff, StaffRequestStrip } from "../../ui/table-service/call-staff"
import { menuStrip } from "../../ui/table-service/table-service.css"
import { ItemDrawer } from "./item-drawer"
import { MenuList } from "./menu-list"
import { MenuSearch } from "./menu-search"
import * as css from "./menu.css"
import { SectionTabs } from "./section-tabs"

/** `/venue`: the venue's menu, by section, with search, tabs and the item drawer. */
export default function MenuPage() {
  const state = useVenueState()
  const { intents, menuPainted } = useStore()
  useEffect(() => {
    // Right after the browser has painted the menu: a message posted in the frame's animation
    // callback is handled once that frame is painted, before timers and idle work.
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      // Read by the benchmarks (tests/bench): the menu's first paint.
      performance.mark("tableside:menu-painted")
      menuPainted()
    }
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null))
    return () => {
      cancelAnimationFrame(frame)
      channel.port1.close()
    }
  }, [menuPainted])
  const items = useMemo(() => state.menu?.items ?? [], [state.menu])
  const allSections = useMemo(() => groupBySection(searchItems(items, "")), [items])
  // A blank search shows every visible dish: the same sections, not grouped a second time.
  const shown = useMemo(() => (state.searchText.trim() === "" ? allSections : groupBySection(searchItems(items, state.searchText))), [allSections, items, state.searchText])
  const onSectionSeen = useCallback((sectionId: string) => intents.selectSection(sectionId, false), [intents])
  const onOpen = useCallback((item: MenuItem) => intents.openDrawer(item.id), [intents])
  const active = state.selectedSection ?? allSections[0]?.section.id ?? null

  return (
    <>
      <VenueHeader state={state}>
        {!state.isSearchOpen && (
          <button type="button" className={headerAction} aria-label="Search menu" onClick={() => intents.toggleSearch(true)}>
            <SearchIcon />
          </button>
        )}
        <CallStaff />
        <Link href="~/venue/orders" className={headerAction}>
          Bill
        </Link>
      </VenueHeader>
      <main className={css.main}>
        <h1 className="visually-hidden">Menu</h1>
        {state.isSearchOpen && <MenuSearch text={state.searchText} onText={intents.setSearchText} onClose={() => intents.toggleSearch(false)} />}
        <StaffRequestStrip className={menuStrip} />
        <SectionTabs sections={allSections} active={active} onSelect={(sectionId) => intents.selectSection(sectionId, true)} />
        <MenuList
          sections={shown}
          currency={state.tenant?.currency ?? null}
          selectedSection={state.selectedSection}
          scrollRequestId={state.scrollRequestId}
          onOpen={onOpen}
          onSectionSeen={onSectionSeen}
        />
      </main>
      <ItemDrawer />
      <ViewCartButton />
    </>
  )
}
