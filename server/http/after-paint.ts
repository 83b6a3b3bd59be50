import { createHash } from "node:crypto"

/** The element that holds a drawn page's script tags until its first paint (server/http/page-html.ts). */
export const AFTER_PAINT_TEMPLATE_ID = "tableside-scripts"

/**
 * A drawn table page reads whole with no script, so its scripts wait for its first paint: until
 * then the link's bandwidth goes to the page and its first pictures, not to some 110 kB of code
 * that only hydrates what is already on screen. The page's module script and preloads are kept
 * in a `<template>` (inert: nothing in it is fetched) and put into the head after the first
 * frame, or at the load event in a tab that paints no frame (a hidden one), whichever is first.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var done=false;function go(){if(done)return;done=true;var t=document.getElementById("${AFTER_PAINT_TEMPLATE_ID}");if(t)document.head.appendChild(t.content.cloneNode(true))}requestAnimationFrame(function(){setTimeout(go,0)});addEventListener("load",go)})()`

/** The Content-Security-Policy source that lets that inline script run. */
export const AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(AFTER_PAINT_SCRIPT).digest("base64")}'`
