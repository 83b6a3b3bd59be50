import { createContext, use, useEffect, useState, type ReactNode } from "react"

interface ReplayClock {
  /** The time of the replayed step (epoch ms), or null: live, the device's clock. */
  readonly at: number | null
  readonly setAt: (at: number | null) => void
}

const ClockContext = createContext<ReplayClock>({ at: null, setAt: () => undefined })

/**
 * The time the screens show things by (a toast's 4 s, a request's "· 2 min"): the device's
 * clock, or, while the debug panel replays a log, the time of the replayed step, so the step
 * shows what the diner saw at that moment.
 */
export const ClockProvider = ({ children }: { readonly children: ReactNode }) => {
  const [at, setAt] = useState<number | null>(null)
  return <ClockContext value={{ at, setAt }}>{children}</ClockContext>
}

/** For the debug panel: screens show the time of the replayed step (null: live again). */
export const useSetReplayTime = (): ((at: number | null) => void) => use(ClockContext).setAt

/**
 * The time (epoch ms) the caller shows things by; `nextChange` says when what it shows next
 * changes by time alone (null: never), and the time is read again then. Between those moments
 * it stands still: a caller counts a thing shown after it as just shown. Replaying, the step's
 * time, which does not move.
 */
export const useNow = (nextChange: (now: number) => number | null): number => {
  const { at } = use(ClockContext)
  const [live, setLive] = useState(() => Date.now())
  const next = at === null ? nextChange(live) : null
  useEffect(() => {
    if (next === null) return
    const timer = setTimeout(() => setLive(Date.now()), Math.max(0, next - Date.now()))
    return () => clearTimeout(timer)
  }, [next])
  return at ?? live
}
