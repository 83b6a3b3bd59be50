import { useSyncExternalStore } from "react"

/** Whether the device has a network (the browser's own view), re-rendering when it changes. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange)
      window.addEventListener("offline", onChange)
      return () => {
        window.removeEventListener("online", onChange)
        window.removeEventListener("offline", onChange)
      }
    },
    () => navigator.onLine,
  )
