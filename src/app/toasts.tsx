import { Toaster } from "sonner"
import { useT } from "../ui/i18n/i18n"

/** The keys that move focus to the toasts: sonner's default, named as on the keyboard. */
const HOTKEY = ["altKey", "KeyT"]
const HOTKEY_LABEL = "alt+T"

/**
 * The toasts (sonner's defaults are the spec's: 4000 ms, 3 visible), loaded after the first
 * paint. Their region is named in the diner's language (sonner's own name is English).
 */
const Toasts = () => {
  const t = useT()
  return <Toaster position="top-center" hotkey={HOTKEY} customAriaLabel={t("toast.region", { hotkey: HOTKEY_LABEL })} />
}
export default Toasts
