import type { ReactNode } from "react"
import { Link } from "wouter"
import { useAppState } from "../store/store-context"
import { HeaderLabel, headerIconAction } from "./header-action"
import { useT } from "./i18n/i18n"
import { DishCoverIcon, ReceiptIcon, UtensilsIcon } from "./icons"
import { imageSrc, LAZY_PICTURE } from "./item-image"
import { LanguageSwitch } from "./language-switch"
import { OfflineBanner } from "./offline-banner"
import * as css from "./screen-header.css"
import { CallStaff } from "./table-service/call-staff"

/**
 * The sticky header of the venue's screens (16 units high): the venue's name (its logo beside it
 * where there is room), linking to the menu, the service area's name with a utensils icon, and
 * the actions: the language, the screen's own first action (`lead`: the menu's search, the
 * cart's way back), "Call staff", and the way to the other of the bill and the menu (`to`). At a
 * phone's width the names wrap rather than being cut, and the actions are icons named for screen
 * readers (`HeaderLabel`). Drawn from the state, so the server draws it too.
 */
export const ScreenHeader = ({ lead, to }: { readonly lead?: ReactNode; readonly to: "bill" | "menu" }) => {
  const { venue, selectedServiceArea } = useAppState((state) => ({ venue: state.venue, selectedServiceArea: state.selectedServiceArea }))
  const t = useT()
  const way = ways[to]
  return (
    <>
      <header className={css.header}>
        {venue !== null && <title>{venue.name}</title>}
        <Link href="~/venue" className={css.brand}>
          {venue?.logo != null && (
            <img className={css.logo} src={imageSrc(venue.logo)} alt="" width={40} height={40} loading={LAZY_PICTURE} />
          )}
          <span className={css.names}>
            <span className={css.venueName} data-venue-name="">
              {venue?.name}
            </span>
            <span className={css.area}>
              <span className={css.areaIcon}>
                <UtensilsIcon />
              </span>
              <span className={css.areaName} data-area-name="">
                {selectedServiceArea?.name}
              </span>
            </span>
          </span>
        </Link>
        <div className={css.actions}>
          <LanguageSwitch compact />
          {lead}
          <CallStaff />
          <Link href={way.href} className={headerIconAction}>
            <way.Icon />
            <HeaderLabel>{t(way.label)}</HeaderLabel>
          </Link>
        </div>
      </header>
      <OfflineBanner />
    </>
  )
}

/** The header's last action: from the menu and the cart to the bill, from the bill to the menu. */
const ways = {
  bill: { href: "~/venue/orders", Icon: ReceiptIcon, label: "header.bill" },
  menu: { href: "~/venue", Icon: DishCoverIcon, label: "header.menu" },
} as const
