import { useEffect, useRef } from "react"
import { useT } from "../../ui/i18n/i18n"
import { CloseIcon } from "../../ui/icons"
import { headerIconAction } from "../../ui/header-action"
import * as css from "./menu.css"

/**
 * The search box. Escape clears the text, or closes the search when it is already empty; its one
 * button does the same ("Clear search text" while there is text, else "Close search"), so a
 * phone shows one way out of the box, not three (the browser's own clear button is hidden).
 */
export const MenuSearch = ({
  text,
  onText,
  onClose,
}: {
  readonly text: string
  readonly onText: (text: string) => void
  readonly onClose: () => void
}) => {
  const input = useRef<HTMLInputElement>(null)
  const t = useT()
  useEffect(() => input.current?.focus(), [])
  return (
    <div className={css.search} role="search">
      <input
        ref={input}
        className={css.searchInput}
        type="search"
        placeholder={t("menu.search")}
        aria-label={t("menu.search")}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return
          event.preventDefault()
          if (text === "") onClose()
          else onText("")
        }}
      />
      <button
        type="button"
        className={headerIconAction}
        aria-label={t(text === "" ? "menu.closeSearch" : "menu.clearSearch")}
        onClick={() => (text === "" ? onClose() : onText(""))}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
