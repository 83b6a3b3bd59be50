import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from "react"

/** Slices drawn but not yet hydrated, and who waits for there to be none. */
let pending = 0
let waiting: Array<() => void> = []

const settle = (): void => {
  if (pending > 0) return
  const ready = waiting
  waiting = []
  for (const then of ready) then()
}

/**
 * Calls back once every slice committed so far is hydrated (at once, if they are). Asked once the
 * root's own first commit is in (src/app/committed.tsx): until then, a change of the state a slice's
 * parent reads would have React hydrate that slice at once, in the change's task.
 */
export const whenSlicesHydrated = (then: () => void): void => {
  waiting.push(then)
  settle()
}

/**
 * A part of the server's page that React hydrates on its own (a Suspense boundary): the root
 * hydrates in a transition (src/app/hydrate-page.tsx), each slice in a short task of its own, and
 * the slice a diner touches first is hydrated first, the tap then replayed by React. Each slice is
 * counted from its parent's commit until its own content's (`whenSlicesHydrated`). A menu's
 * section suspends for nothing, so it shows no fallback; a route's screen, and the providers
 * around them, show theirs while their code loads on a later screen (src/app/app.tsx).
 */
export const HydrationSlice = ({ children, fallback = null }: { readonly children: ReactNode; readonly fallback?: ReactNode }) => {
  const hydrated = useRef(false)
  useLayoutEffect(() => {
    if (hydrated.current) return
    pending += 1
    // A slice gone before it was hydrated (its section filtered away) is waited for no longer.
    return () => {
      if (hydrated.current) return
      pending -= 1
      settle()
    }
  }, [])
  const onHydrated = useCallback(() => {
    if (hydrated.current) return
    hydrated.current = true
    pending -= 1
    settle()
  }, [])
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated then={onHydrated} />
    </Suspense>
  )
}

/** Inside a slice: its effect runs once the slice's content is committed, hydrated. */
const Hydrated = ({ then }: { readonly then: () => void }) => {
  useEffect(then, [then])
  return null
}
