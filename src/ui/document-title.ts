import { useEffect } from "react"

/**
 * The tab's title while the calling screen shows, and the page's own one again after.
 * Set from an effect rather than with a `<title>` element: hoisting a title into the head is
 * React 19's alone, and the screens render through Preact's compatibility layer
 * (vite.config.ts), which would leave it in the body.
 */
export const useDocumentTitle = (title: string | null): void => {
  useEffect(() => {
    if (title === null) return
    const before = document.title
    document.title = title
    return () => {
      document.title = before
    }
  }, [title])
}
