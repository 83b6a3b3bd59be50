import { useId, useState, type FormEvent } from "react"
import { useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import * as css from "./gate.css"

/**
 * "Authentication Required": the spec's texts and a Google sign-in. Against the local Auth
 * emulator there is no Google page to go to, so the button opens the app's own account
 * chooser (any email and name) and signs in through the emulator's Google provider.
 */
export const GoogleSignIn = () => {
  const { auth } = useStore()
  const [choosing, setChoosing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [email, setEmail] = useState("")
  const [name, setName] = useState("")
  const emailId = useId()
  const nameId = useId()

  const signIn = async (account: { email: string; name: string } | null) => {
    setBusy(true)
    setProblem(null)
    try {
      await auth.signInWithGoogle(account)
    } catch (error) {
      setProblem(error instanceof Error ? `Sign-in failed: ${error.message}` : "Sign-in failed. Please try again.")
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setProblem("Enter an email address, like diner@example.com.")
      return
    }
    void signIn({ email: email.trim(), name: name.trim() || email.trim() })
  }

  return (
    <>
      <h1>Authentication Required</h1>
      <p>This venue requires Google authentication to continue. Please sign in with your Google account.</p>
      {!choosing ? (
        <button type="button" className={primaryButton} disabled={busy} onClick={() => (auth.usesEmulator ? setChoosing(true) : void signIn(null))}>
          Sign in with Google
        </button>
      ) : (
        <form className={css.form} onSubmit={submit} aria-label="Choose a Google account (local emulator)">
          <p className={css.hint}>Local demo: the Auth emulator stands in for Google. Use any account.</p>
          <label htmlFor={emailId}>Email</label>
          <input id={emailId} className={css.input} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <label htmlFor={nameId}>Name</label>
          <input id={nameId} className={css.input} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className={primaryButton} disabled={busy}>
            Continue
          </button>
        </form>
      )}
      {problem !== null && <p role="alert">{problem}</p>}
      <p className={css.hint}>By signing in you agree to the venue's terms of service and privacy policy. Your name and email are used only to identify your orders.</p>
    </>
  )
}
