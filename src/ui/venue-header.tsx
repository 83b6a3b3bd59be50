import type { ReactNode } from "react"
import { Link } from "wouter"
import type { AppState } from "../domain/app-state"
import { UtensilsIcon } from "./icons"
import { imageSrc } from "./item-image"
import { LanguageSwitch } from "./language-switch"
import { OfflineBanner } from "./offline-banner"
import * as css from "./venue-header.css"

/**
 * The sticky venue header (16 units high): the venue's logo and name, linking to the menu,
 * the service area's name with a utensils icon, and the screen's own actions.
 */
export const VenueHeader = ({ state, children }: { readonly state: AppState; readonly children?: ReactNode }) => (
  <>
    <header className={css.header}>
      {state.venue !== null && <title>{state.venue.name}</title>}
      <Link href="~/venue" className={css.brand}>
        {state.venue?.logo != null && <img className={css.logo} src={imageSrc(state.venue.logo)} alt="" width={40} height={40} />}
        <span className={css.names}>
          <span className={css.venueName}>{state.venue?.name}</span>
          <span className={css.area}>
            <UtensilsIcon />
            {state.selectedServiceArea?.name}
          </span>
        </span>
      </Link>
      <div className={css.actions}>
        <LanguageSwitch />
        {children}
      </div>
    </header>
    <OfflineBanner />
  </>
)

export { action as headerAction } from "./venue-header.css"
