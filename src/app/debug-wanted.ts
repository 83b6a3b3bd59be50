/**
 * `?debug=1` (kept for the tab's session) shows the venue developers' panel (never in the server's
 * render). Apart from the app's screens, so the entry can ask it before loading any of them.
 */
export const debugWanted = (): boolean => {
  if (typeof sessionStorage === "undefined") return false
  if (new URLSearchParams(location.search).get("debug") === "1") sessionStorage.setItem("tableside.debug", "1")
  return sessionStorage.getItem("tableside.debug") === "1"
}
