import type { ReactNode } from "react"
import { Link } from "wouter"
import type { AppState } from "../domain/app-state"
import { UtensilsIcon } from "./icons"
import { imageSrc } from "./item-image"
import { LanguageSwitch } from "./language-switch"
import { OfflineBanner } from "./offline-banner"
import * as css from "./venue-header.css"

/**
 * The sticky venue header (16 units high): the venue's name (its logo beside it where there is
 * room), linking to the menu, the service area's name with a utensils icon, and the screen's own
 * actions. At a phone's width the names wrap rather than being cut, and the actions are icons
 * named for screen readers (`HeaderLabel`). A pure function of its props and the language, so
 * the server can draw it too.
 */
export const VenueHeader = ({ state, children }: { readonly state: AppState; readonly children?: ReactNode }) => (
  <>
    <header className={css.header}>
      {state.venue !== null && <title>{state.venue.name}</title>}
      <Link href="~/venue" className={css.brand}>
        {state.venue?.logo != null && <img className={css.logo} src={imageSrc(state.venue.logo)} alt="" width={40} height={40} />}
        <span className={css.names}>
          <span className={css.venueName} data-venue-name="">
            {state.venue?.name}
          </span>
          <span className={css.area}>
            <span className={css.areaIcon}>
              <UtensilsIcon />
            </span>
            <span className={css.areaName} data-area-name="">
              {state.selectedServiceArea?.name}
            </span>
          </span>
        </span>
      </Link>
      <div className={css.actions}>
        <LanguageSwitch compact />
        {children}
      </div>
    </header>
    <OfflineBanner />
  </>
)

/** An icon action's words: read by screen readers always, shown beside the icon on wide screens. */
export const HeaderLabel = ({ children }: { readonly children: ReactNode }) => (
  <span className={`visually-hidden ${css.actionLabel}`}>{children}</span>
)

export { action as headerAction, iconAction as headerIconAction } from "./venue-header.css"
