/**
 * What says the diner has started using a served menu rather than only reading it: a touch (a
 * finger's scroll begins with one), a press, a key or a wheel. Not `scroll`: the page scrolls its
 * own section tabs as it is drawn.
 */
export const INPUTS = ["pointerdown", "touchstart", "keydown", "wheel"] as const

/**
 * Settles at the diner's first input on `target`'s page, or at once if the page's first script
 * heard one already: the app's store (its sources, the sign-in, the local database, the live
 * feed) is wanted from then on, and not before, on a first visit whose page already shows
 * everything the diner reads (src/app/hydrate-page.tsx).
 */
export const firstInput = (target: EventTarget = window): Promise<void> =>
  new Promise((resolve) => {
    // Heard by the page's own first script before this ran (server/http/early-tap.ts).
    if ((globalThis as { tablesideTap?: { used?: boolean } }).tablesideTap?.used === true) return resolve()
    const heard = () => {
      for (const type of INPUTS) target.removeEventListener(type, heard, { capture: true })
      resolve()
    }
    for (const type of INPUTS) target.addEventListener(type, heard, { capture: true, passive: true })
  })
