import { useState, type FormEvent } from "react"
import { muted, smallButton, staffButton } from "../../../ui/staff.css"
import { useStaff, useStaffCommands, useUsesEmulator } from "../../store/use-staff"
import * as css from "./sign-in.css"

/**
 * Before the board: signing in, then the venue. Against the local Auth emulator there is no
 * Google page to go to, so "Sign in with Google" opens the app's own account chooser (any e-mail
 * and name), as the diner's app does. An account on no venue's staff list is told so, and how
 * to be added, with a way to sign out and try another.
 */
export const SignInPage = () => {
  const signIn = useStaff((state) => state.signIn)
  const venues = useStaff((state) => state.venues)
  const problem = useStaff((state) => state.problem)
  const { signOut, retry, chooseVenue } = useStaffCommands()
  return (
    <main className={css.page} id="main">
      <h1>Tableside staff</h1>
      {signIn.status === "starting" && <p role="status">Checking who is signed in…</p>}
      {signIn.status === "signedOut" && <GoogleSignIn />}
      {signIn.status === "signedIn" && (
        <>
          <p>
            Signed in as <strong>{signIn.account.email ?? "an account without an e-mail"}</strong>.
          </p>
          {venues.status === "loading" && <p role="status">Finding your venues…</p>}
          {venues.status === "failed" && (
            <div role="alert">
              <p>{venues.message}</p>
              <button type="button" className={smallButton} onClick={retry}>
                Try again
              </button>
            </div>
          )}
          {venues.status === "ready" && venues.value.length === 0 && (
            <div role="alert">
              <p>This account is not on any venue's staff list, so it cannot see orders.</p>
              <p>
                Ask the venue's manager to add it:{" "}
                <code className={css.code}>npm run venue -- staff add {signIn.account.email ?? "<e-mail>"}</code>. Or sign out and sign in
                with your staff account.
              </p>
            </div>
          )}
          {venues.status === "ready" && venues.value.length > 1 && (
            <nav aria-label="Your venues" className={css.actions}>
              {venues.value.map((venue) => (
                <button key={venue.id} type="button" className={staffButton} onClick={() => chooseVenue(venue.id)}>
                  {venue.name}
                </button>
              ))}
            </nav>
          )}
          <div className={css.actions}>
            <button type="button" className={smallButton} onClick={signOut}>
              Sign out
            </button>
          </div>
        </>
      )}
      {problem !== null && <p role="alert">{problem}</p>}
    </main>
  )
}

const GoogleSignIn = () => {
  const usesEmulator = useUsesEmulator()
  const { signInWithGoogle } = useStaffCommands()
  const [choosing, setChoosing] = useState(false)
  const [email, setEmail] = useState("")
  const [name, setName] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    signInWithGoogle({ email: email.trim(), name: name.trim() })
  }
  if (!choosing)
    return (
      <>
        <p>Sign in with your own staff account to see the venue's orders.</p>
        <button type="button" className={staffButton} onClick={() => (usesEmulator ? setChoosing(true) : signInWithGoogle(null))}>
          Sign in with Google
        </button>
      </>
    )
  return (
    <form className={css.form} onSubmit={submit} aria-label="Choose an account">
      <p className={muted}>A local test account: the Auth emulator signs it in as a Google account.</p>
      <label className={css.label}>
        E-mail
        <input
          className={css.input}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className={css.label}>
        Name
        <input className={css.input} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit" className={staffButton}>
        Continue
      </button>
    </form>
  )
}
