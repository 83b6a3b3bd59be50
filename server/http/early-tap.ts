import { createHash } from "node:crypto"

/**
 * The table page's first script, inline and classic, so it runs as the markup arrives: what a
 * diner taps before the app's modules have run (a dish, a filter, a section's tab, the search)
 * is kept, in order, as what the tapped control means (its `data-intent`,
 * src/domain/early-intent.ts), not as the element: the app turns each into its command once it
 * has taken the page over (src/app/early-intents.ts). Taps from then on are React's own. It also
 * notes that the diner has begun using the page (`used`: a touch, a key or a wheel, the inputs
 * of src/app/engagement.ts), which starts the app's store once the page is hydrated.
 */
export const EARLY_TAP_SCRIPT =
  '(function(){var tap=window.tablesideTap={intents:[],listen:function(e){var t=e.target instanceof Element?e.target.closest("[data-intent]"):null;if(t)tap.intents.push(t.getAttribute("data-intent"))}};document.addEventListener("click",tap.listen,true);["pointerdown","touchstart","keydown","wheel"].forEach(function(n){addEventListener(n,function(){tap.used=true},{capture:true,passive:true,once:true})})})()'

/** The Content-Security-Policy source that lets that one inline script run, and no other. */
export const EARLY_TAP_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_TAP_SCRIPT).digest("base64")}'`
