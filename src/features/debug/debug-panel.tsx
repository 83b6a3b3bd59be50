import { useState, type ChangeEvent } from "react"
import { useLocation } from "wouter"
import { useStore, useAppState } from "../../store/store-context"
import { useSetReplayTime } from "../../ui/clock"
import * as css from "./debug.css"
import { parseNdjson, replaySteps, type ReplayStep } from "../../domain/replay"
import { isAppPath } from "../../domain/app-paths"

/**
 * For venue developers (`?debug=1`): exports this tab's event log as NDJSON (tokens, phone
 * numbers and codes redacted) for a bug report, and loads such a log to step through it, the
 * screens showing the state after each event. `npm run replay -- file.ndjson` does the same in
 * a terminal.
 */
export default function DebugPanel() {
  const store = useStore()
  // The panel shows the whole state, so it renders again with every event.
  const state = useAppState((state) => state)
  const [steps, setSteps] = useState<ReadonlyArray<ReplayStep> | null>(null)
  const [at, setAt] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [stepProblem, setStepProblem] = useState<string | null>(null)
  const [location, navigate] = useLocation()
  const setReplayTime = useSetReplayTime()

  const exportLog = async () => {
    const text = await store.exportLog()
    const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }))
    const link = document.createElement("a")
    link.href = url
    link.download = `tableside-session-${new Date().toISOString().replace(/[:.]/g, "-")}.ndjson`
    link.click()
    URL.revokeObjectURL(url)
  }

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file === undefined) return
    const lines = parseNdjson(await file.text())
    const bad = lines.filter((line) => "error" in line)
    setProblem(bad.length === 0 ? null : `${bad.length} malformed lines skipped (first: line ${bad[0]?.line}).`)
    const loaded = replaySteps(lines.flatMap((line) => ("event" in line ? [line.event] : [])))
    setSteps(loaded)
    show(loaded, loaded.length - 1)
  }

  /** Shows a step's state as the diner saw it then: on their screen, at that time (its toasts). */
  const show = (loaded: ReadonlyArray<ReplayStep>, index: number) => {
    setAt(index)
    const step = loaded[index]
    const state = step?.state ?? null
    setReplayTime(step?.event.at ?? null)
    store.showReplay(state)
    const screen = state?.screen ?? null
    // A log file may say anything: only a screen of this app is opened from it.
    const refused = screen !== null && !isAppPath(screen)
    setStepProblem(
      refused ? `Step ${index + 1}: the screen ${JSON.stringify(screen.slice(0, 80))} is not a page of this app; it is not opened.` : null,
    )
    if (screen !== null && !refused && screen !== location) navigate(screen, { replace: true })
  }

  /** Back to the live state, on its own screen. */
  const stop = () => {
    setSteps(null)
    setStepProblem(null)
    setReplayTime(null)
    store.showReplay(null)
    const live = store.getState().screen
    if (live !== null && live !== location) navigate(live, { replace: true })
  }

  const step = steps?.[at]
  return (
    <aside aria-label="Debug" className={css.panel}>
      <p className={css.summary}>
        {steps === null ? "Live" : "Replaying"} · {state.status} · cart {state.cart?.items.length ?? 0} · {state.connection}
      </p>
      <button type="button" onClick={() => void exportLog()}>
        Export event log
      </button>
      <label className={css.field}>
        Load a log <input type="file" accept=".ndjson,application/x-ndjson" onChange={(event) => void load(event)} />
      </label>
      {problem !== null && <p role="alert">{problem}</p>}
      {stepProblem !== null && <p role="alert">{stepProblem}</p>}
      {steps !== null && (
        <>
          <label className={css.slider}>
            Step {at + 1} of {steps.length}
            <input
              type="range"
              min={0}
              max={Math.max(steps.length - 1, 0)}
              value={at}
              onChange={(event) => show(steps, Number(event.target.value))}
              className={css.range}
            />
          </label>
          <p className={css.step}>{step === undefined ? "" : `#${step.event.seq} ${step.event.event._tag}`}</p>
          <button type="button" onClick={stop}>
            Back to live
          </button>
        </>
      )}
    </aside>
  )
}
