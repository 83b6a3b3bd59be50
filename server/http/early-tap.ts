import { createHash } from "node:crypto"
import { DISH_PREVIEW } from "../../src/domain/early-intent"
import { LANGUAGE_CHOICE } from "../../src/domain/language"

const { templateId, openAttribute, parts, intentPrefix } = DISH_PREVIEW

/**
 * The table page's first script, inline and classic, so it runs as the markup arrives. Until the
 * app has taken the page over (its code arrives after the page's first paint: src/main.tsx):
 * - what a diner taps (a dish, a filter, a section's tab, the search) is kept, in order, as what
 *   the tapped control means (its `data-intent`, src/domain/early-intent.ts), not as the element;
 *   the app turns each into its command once it has the page (src/app/early-intents.ts);
 * - a tapped dish opens its drawer at once, from the page: the drawer the server drew empty in a
 *   `<template>` (src/features/menu/drawer-preview.tsx), filled from the row's parts. Closing it
 *   forgets the tap, or, once the app has sent the taps, tells it (`closed`, src/app/once-painted.ts).
 *   The app's drawer takes its place, with the dish's choices;
 * - a language picked in the header's switch is kept as the diner's choice at once (the app, still
 *   arriving, shows the page in it when it starts: src/app/root.ts); a pick made in the moment
 *   after the first touch was lost, the switch showing සිංහල over an English page.
 * Taps from then on are React's own.
 */
export const EARLY_TAP_SCRIPT = `(function(){
var tap=window.tablesideTap={intents:[],listen:function(e){
var control=e.target instanceof Element?e.target.closest("[data-intent]"):null;
if(!control)return;
var intent=control.getAttribute("data-intent");
tap.intents.push(intent);
if(intent.indexOf(${JSON.stringify(intentPrefix)})===0)openDish(control,intent)}};
function openDish(row,intent){
var template=document.getElementById("${templateId}");
if(!template||document.querySelector("[${openAttribute}]"))return;
var drawer=template.content.firstElementChild.cloneNode(true);
function part(name){return row.querySelector('[data-part="'+name+'"]')}
function slot(name){return drawer.querySelector('[data-slot="'+name+'"]')}
slot("${parts.name}").textContent=part("${parts.name}").textContent;
var description=part("${parts.description}");
if(description)slot("${parts.description}").textContent=description.textContent;
row.querySelectorAll('[data-part="${parts.facts}"]').forEach(function(fact){slot("${parts.facts}").appendChild(fact.cloneNode(true))});
var picture=row.querySelector("img");
if(picture)slot("${parts.picture}").src=picture.currentSrc||picture.src;else slot("${parts.picture}").remove();
function close(){drawer.remove();var at=tap.intents.lastIndexOf(intent);if(at!==-1)tap.intents.splice(at,1);row.focus();if(tap.closed)tap.closed()}
drawer.addEventListener("click",function(e){if(e.target===drawer||e.target.closest("[data-close]"))close()});
drawer.addEventListener("keydown",function(e){if(e.key==="Escape")close()});
document.body.appendChild(drawer);
drawer.querySelector("[role=dialog]").focus()}
document.addEventListener("click",tap.listen,true);
document.addEventListener("change",function(e){var t=e.target;if(t instanceof HTMLSelectElement&&t.hasAttribute(${JSON.stringify(LANGUAGE_CHOICE.switchAttribute)}))try{localStorage.setItem(${JSON.stringify(LANGUAGE_CHOICE.storageKey)},t.value)}catch(_){}},true);
})()`

/** The Content-Security-Policy source that lets that one inline script run, and no other. */
export const EARLY_TAP_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_TAP_SCRIPT).digest("base64")}'`
