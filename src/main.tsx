// The entry: the page's lifecycle (and, on the app's shell, the table's calls) start as soon as
// this small chunk has run (src/app/page-start.ts); React, the store and the screens arrive
// beside it (preloaded from the HTML) and start next; the sign-in once the page is hydrated and idle.
import { yieldSlice } from "./app/lifecycle"
import { servedPage, table } from "./app/page-start"
import { keepScan, keepTable } from "./app/tab-session"
import "./styles/theme.css"

// The app's code is evaluated in slices, each in a task of its own, rather than in one. A table's
// page the server drew (this entry runs after its first paint: server/http/after-paint.ts):
// React's DOM, then the hydration from the app's store, the sources only after it
// (src/app/hydrate-page.tsx). The app's shell: the store and its sources first (Effect's
// schemas, the venue's calls), then React's DOM, then the app (src/app/boot.tsx).
// What each needs first is preloaded from the HTML, so the slices wait for no download.
// The table is kept for a reload that finds the log cut short and for the installed app, whether
// or not the diner ever starts the app on this page (src/app/tab-session.ts).
if (servedPage.drawn && table !== null) keepTable(table)
// Opening the table's link is a scan, kept until the app's store logs it (src/app/root.ts), however soon the diner leaves this page.
if (table !== null) keepScan(table)
void (servedPage.drawn
  ? import("react-dom/client").then(yieldSlice).then(() => import("./app/hydrate-page"))
  : import("./app/root")
      .then(yieldSlice)
      .then(() => import("react-dom/client"))
      .then(yieldSlice)
      .then(() => import("./app/boot")))

// Repeat visits open from the device (src/app/sw.ts, built to /sw.js). Registered once the page has
// loaded, so its own downloads never compete with the first visit's: a drawn page runs this entry
// after its first paint (server/http/after-paint.ts), sometimes after the load event.
// The first visit's page loaded before the worker: once it is there, it keeps that page as it
// keeps every later one (Workbox's CACHE_URLS message, src/app/sw.ts). The kept page is the
// device's one copy of the table's answers (streams/venue-cache.ts).
const registerServiceWorker = () =>
  navigator.serviceWorker
    .register("/sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (servedPage.drawn && table !== null && navigator.serviceWorker.controller === null)
        registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [`/${encodeURIComponent(table)}`] } })
    })
    .catch((error: unknown) => console.warn(`The offline cache is not available: ${String(error)}`))
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") void registerServiceWorker()
  else window.addEventListener("load", () => void registerServiceWorker())
}
