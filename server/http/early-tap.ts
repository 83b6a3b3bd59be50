import { createHash } from "node:crypto"

/**
 * The table page's first script, inline and classic, so it runs as the markup arrives: the dish
 * a diner taps before the app's modules have even run is kept (window.tablesideTap, taken by
 * src/app/page-start.ts), not lost.
 */
export const EARLY_TAP_SCRIPT =
  'window.tablesideTap={dish:null,listen:function(e){var d=e.target instanceof Element?e.target.closest("[data-item]"):null;if(d)window.tablesideTap.dish=d.getAttribute("data-item")}};document.addEventListener("click",window.tablesideTap.listen,true)'

/** The Content-Security-Policy source that lets that one inline script run, and no other. */
export const EARLY_TAP_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_TAP_SCRIPT).digest("base64")}'`
