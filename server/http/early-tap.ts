import { createHash } from "node:crypto"

/**
 * The table page's first script, inline and classic, so it runs as the markup arrives: what a
 * diner taps before the app's modules have even run (a dish, a filter, a section's tab) is kept
 * in order (window.tablesideTap, taken by src/app/page-start.ts), not lost.
 */
export const EARLY_TAP_SCRIPT =
  'window.tablesideTap={taps:[],listen:function(e){var t=e.target instanceof Element?e.target.closest("[data-item],button"):null;if(t)window.tablesideTap.taps.push(t)}};document.addEventListener("click",window.tablesideTap.listen,true)'

/** The Content-Security-Policy source that lets that one inline script run, and no other. */
export const EARLY_TAP_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_TAP_SCRIPT).digest("base64")}'`
