import { useEffect } from "react"
import { Link, Route, Router, Switch, useRoute } from "wouter"
import { useHashLocation } from "wouter/use-hash-location"
import { smallButton } from "../../ui/staff.css"
import { BoardPage } from "../features/board/board-page"
import { FeedbackPage } from "../features/feedback/feedback-page"
import { FloorPage } from "../features/floor/floor-page"
import { MenuPage } from "../features/menu/menu-page"
import { SignInPage } from "../features/sign-in/sign-in-page"
import type { StaffStore } from "../store/staff-store"
import { StaffStoreProvider, useStaff, useStaffCommands } from "../store/use-staff"
import * as css from "./staff-app.css"
import { useNewOrdersTitle } from "./title"

/**
 * The staff screen: signed in and at a venue, a bar (the venue, its sections, the live feed,
 * the sound, the account) over the section chosen. Sections are routes after `#` (/staff#/floor):
 * the page itself is always /staff, which no service worker of the diner's app answers for it.
 */
export const StaffApp = ({ store }: { readonly store: StaffStore }) => {
  useEffect(() => () => store.stop(), [store])
  return (
    <StaffStoreProvider store={store}>
      <Router hook={useHashLocation}>
        <Screen />
      </Router>
    </StaffStoreProvider>
  )
}

const Screen = () => {
  const venue = useStaff((state) => state.venue)
  if (venue === null) return <SignInPage />
  return (
    <div className={css.shell}>
      <Bar venueName={venue.name} />
      <main className={css.main} id="main">
        <Problems />
        <Switch>
          <Route path="/floor" component={FloorPage} />
          <Route path="/menu" component={MenuPage} />
          <Route path="/feedback" component={FeedbackPage} />
          <Route component={BoardPage} />
        </Switch>
      </main>
    </div>
  )
}

const SECTIONS = [
  { path: "/", name: "Board" },
  { path: "/floor", name: "Floor" },
  { path: "/menu", name: "Menu" },
  { path: "/feedback", name: "Feedback" },
] as const

const Bar = ({ venueName }: { readonly venueName: string }) => {
  useNewOrdersTitle()
  const { setSound, signOut } = useStaffCommands()
  const sound = useStaff((state) => state.sound)
  const signIn = useStaff((state) => state.signIn)
  return (
    <header className={css.bar}>
      <h1 className={css.venueName}>{venueName}</h1>
      <nav aria-label="Sections" className={css.nav}>
        {SECTIONS.map((section) => (
          <SectionLink key={section.path} path={section.path} name={section.name} />
        ))}
      </nav>
      <FeedStatus />
      <button type="button" className={css.barButton} aria-pressed={sound} onClick={() => setSound(!sound)}>
        New-order sound
      </button>
      {signIn.status === "signedIn" && (
        <span className={css.account} title={signIn.account.email ?? undefined}>
          {signIn.account.email}
        </span>
      )}
      <button type="button" className={css.barButton} onClick={signOut}>
        Sign out
      </button>
    </header>
  )
}

const SectionLink = ({ path, name }: { readonly path: string; readonly name: string }) => {
  const [active] = useRoute(path)
  return (
    <Link href={path} className={css.navLink} aria-current={active ? "page" : undefined}>
      {name}
    </Link>
  )
}

/** The live feed's state, in words: staff see at once when the screen stops being live. */
const FeedStatus = () => {
  const feed = useStaff((state) => state.feed)
  const text = feed === "live" ? "Live" : feed === "reconnecting" ? "Reconnecting…" : "Connecting…"
  return (
    <span role="status" className={feed === "reconnecting" ? `${css.feed} ${css.feedLost}` : css.feed} data-feed={feed}>
      {text}
    </span>
  )
}

/** What failed to load, and the last action that failed: each says why and offers what to do. */
const Problems = () => {
  const listsLoad = useStaff((state) => state.listsLoad)
  const problem = useStaff((state) => state.problem)
  const { retry, dismissProblem } = useStaffCommands()
  return (
    <>
      {listsLoad.status === "failed" && (
        <div className={css.banner} role="alert">
          <p className={css.bannerText}>{listsLoad.message}</p>
          <button type="button" className={smallButton} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {problem !== null && (
        <div className={css.banner} role="alert">
          <p className={css.bannerText}>{problem}</p>
          <button type="button" className={smallButton} onClick={dismissProblem}>
            Dismiss
          </button>
        </div>
      )}
    </>
  )
}
