import { useEffect, useRef } from "react"

/**
 * Moves the focus to an element when what it shows appears or changes (`shown`; null: nothing
 * shown): an outcome a tap led to (a payment's receipt, a decline) takes the focus the tapped
 * button had, rather than leaving it on the page's body when that button went away or was
 * disabled. The element needs `tabIndex={-1}` to take it.
 */
export const useFocusWhenShown = <T extends HTMLElement>(shown: unknown) => {
  const element = useRef<T>(null)
  useEffect(() => {
    if (shown !== null && shown !== undefined) element.current?.focus()
  }, [shown])
  return element
}
