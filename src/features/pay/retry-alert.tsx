import { useT } from "../../ui/i18n/i18n"
import * as page from "../../ui/page.css"
import * as css from "./pay.css"

/** Something the pay screen needs could not be read or loaded: said, with a "Try again" button. */
export function RetryAlert({ text, onRetry }: { readonly text: string; readonly onRetry: () => void }) {
  const t = useT()
  return (
    <p role="alert" className={css.notice}>
      {text}{" "}
      <button type="button" className={page.small} onClick={onRetry}>
        {t("tryAgain")}
      </button>
    </p>
  )
}
