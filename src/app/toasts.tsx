import { useEffect, useRef } from "react"
import { toast, Toaster } from "sonner"
import { nextToastChange, toastsShownAt } from "../domain/state/toasts"
import { useAppState } from "../store/store-context"
import { useNow } from "../ui/clock"
import { noticeText, useT } from "../ui/i18n/i18n"
import { notPrinted } from "../ui/print.css"

/** The keys that move focus to the toasts: sonner's default, named as on the keyboard. */
const HOTKEY = ["altKey", "KeyT"]
const HOTKEY_LABEL = "alt+T"

/**
 * The toasts of the state (spec: 4000 ms, 3 visible), drawn by sonner, loaded at the first
 * one. Which show is the state's and the clock's (src/domain/state/toasts.ts), not sonner's
 * timers, so a replayed step shows the toasts of its moment. Their region is named in the
 * diner's language (sonner's own name is English), a dish in the toast by its name there.
 */
const Toasts = () => {
  const t = useT()
  const { toasts, menu } = useAppState((state) => ({ toasts: state.toasts, menu: state.menu }))
  const now = useNow((at) => nextToastChange(toasts, at))
  const onScreen = useRef(new Set<number>())
  const shown = toastsShownAt(toasts, now)
  const items = menu?.items
  useEffect(() => {
    const keep = new Set(shown.map((item) => item.number))
    for (const number of onScreen.current) if (!keep.has(number)) toast.dismiss(number)
    for (const item of shown) {
      if (onScreen.current.has(item.number)) continue
      toast[item.kind](noticeText(item.text, items ?? []), { id: item.number, duration: Infinity })
    }
    onScreen.current = keep
  }, [shown, items])
  // Gone with the last toast's count (a replay stepped back before the first): sonner would
  // show what it still holds when the toasts come back, a toast this step never had.
  useEffect(() => {
    const drawn = onScreen
    return () => {
      for (const number of drawn.current) toast.dismiss(number)
    }
  }, [])
  // Expanded: each of the 3 shown is read in full (a toast stacked behind another fades to an unreadable grey).
  return (
    <Toaster
      className={notPrinted}
      position="top-center"
      expand
      hotkey={HOTKEY}
      customAriaLabel={t("toast.region", { hotkey: HOTKEY_LABEL })}
    />
  )
}
export default Toasts
