import { BehaviorSubject, concatMap, filter, map, take, type Observable } from "rxjs"

/**
 * The page's one lifecycle: `served` (the server's page is on screen), `hydrated` (React has
 * taken it over, or drawn the app's own first screen), `painted` (the frame after that is on
 * screen) and `idle` (the main thread's next free moment after it). What the first screen does
 * not need starts from a phase of it rather than from timers of its own: the local database,
 * the live feeds, page views, a kept page's refresh.
 */
export const PHASES = ["served", "hydrated", "painted", "idle"] as const
export type Phase = (typeof PHASES)[number]

export interface Lifecycle {
  /** The phase now, then each next one. */
  readonly phase$: Observable<Phase>
  /**
   * Once, when the page has reached `phase` (or, if it already has, at once), then completes:
   * each caller in a slice of its own (yieldSlice), so that what starts at a phase (the database,
   * the live feeds, the sign-in) does not start in one long task.
   */
  readonly reached: (phase: Phase) => Observable<Phase>
  /** Said once by the app when its first render is committed; painted and idle follow by themselves. */
  readonly hydrated: () => void
}

export interface LifecycleDeps {
  /** Calls back once the next frame is painted (src/ui/after-paint.ts). */
  readonly afterPaint: (callback: () => void) => void
  /** Settles at the main thread's next free moment (`idleMoment`, src/ui/idle-moment.ts). */
  readonly idle: () => Promise<void>
}

export const createLifecycle = ({ afterPaint, idle }: LifecycleDeps): Lifecycle => {
  const phase = new BehaviorSubject<Phase>("served")
  const at = (reached: Phase) => PHASES.indexOf(reached)
  return {
    phase$: phase.asObservable(),
    reached: (wanted) =>
      phase.pipe(
        filter((current) => at(current) >= at(wanted)),
        take(1),
        concatMap(() => yieldSlice()),
        map(() => wanted),
      ),
    hydrated: () => {
      if (phase.value !== "served") return
      phase.next("hydrated")
      afterPaint(() => {
        phase.next("painted")
        void idle().then(() => phase.next("idle"))
      })
    },
  }
}

/**
 * Gives the main thread back between two slices of work, so input waiting meanwhile is handled
 * first: `scheduler.yield()` where the browser has it (the work goes on ahead of other tasks),
 * else a new task.
 */
export const yieldSlice = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return typeof scheduler?.yield === "function" ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
