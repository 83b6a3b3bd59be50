import { readFileSync } from "node:fs"
import { join } from "node:path"
import { CARRIED_ANSWER_IDS, FIRST_SECTIONS_ID, FIRST_TAP_CHUNKS, type CarriedAnswer, type TablePage } from "../../schema/table-page"
import { DISH_PREVIEW } from "../../src/domain/early-intent"
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_TEMPLATE_ID } from "./after-paint"
import { EARLY_TAP_SCRIPT } from "./early-tap"

/**
 * A table's page as the diner receives it: the renderer's markup (src/app/server-entry.tsx) put
 * into the app's built index.html, with the first screen's styles inline, its first picture
 * preloaded, and the venue and menu answers carried for the client. Drawn in the page workers
 * (page-worker.ts), off the event loop.
 */

export interface PageStyle {
  readonly href: string
  readonly text: string
}

export interface PageParts {
  readonly template: string
  readonly styles: ReadonlyArray<PageStyle>
  /** By the route a page is drawn at, the scripts the app's page preloads that it does not need (`screensNotShown`). */
  readonly notNeeded: ReadonlyMap<string, ReadonlyArray<string>>
}

/** The built app's page, the first screen's stylesheets and the preloads each route can go without, read once per worker. */
export const pageParts = (staticDir: string): PageParts => {
  const manifest = JSON.parse(readFileSync(join(staticDir, ".vite", "manifest.json"), "utf8")) as Manifest
  return {
    template: readFileSync(join(staticDir, "index.html"), "utf8"),
    styles: firstScreenStyles(staticDir, manifest),
    notNeeded: screensNotShown(manifest),
  }
}

export const pageHtml = ({ template, styles, notNeeded }: PageParts, page: TablePage): string => {
  // The inline stylesheets are not fetched ahead either, nor the other route's screen.
  const withoutStylePreloads = styles.reduce(
    (html, { href }) => html.replace(`<link rel="preload" as="style" crossorigin href="${href}">`, ""),
    (notNeeded.get(page.route) ?? []).reduce(
      (html, file) => html.replace(new RegExp(`<link rel="modulepreload"[^>]* href="/${escapeRegExp(file)}">`), ""),
      template,
    ),
  )
  const { html: withoutScripts, scripts } = takeScripts(withoutStylePreloads)
  // The hydration's code is preloaded, and run as soon as it is in (src/main.tsx): on a menu, the
  // first tap's code, which the link carries before anything else the app needs. A menu's
  // sources, Effect and Firebase's sign-in are asked for once it is hydrated (src/app/hydrate-page.tsx);
  // the gate's start at once, for the sign-in that lets the diner in: theirs is preloaded.
  // The build preloads the code the entry imports later at a low priority (tools/vite-preload-dynamic.ts):
  // on a drawn page it is the first tap's, wanted before the pictures below the screen.
  const loaded = scripts.replaceAll(' fetchpriority="low"', "")
  const head = [
    page.firstPicture === null ? "" : `<link rel="preload" as="image" href="${escapeHtml(page.firstPicture)}" fetchpriority="high">`,
    // Inline, and linked disabled: Vite's loader then finds each one already there and does not fetch it again.
    ...styles.map(({ href, text }) => `<style>${text}</style><link rel="stylesheet" href="${href}" disabled>`),
    // Taps on a dish before any of the app's code has run (src/app/page-start.ts takes the one kept here).
    `<script>${EARLY_TAP_SCRIPT}</script>`,
    // The app's scripts, fetched once the page is painted.
    `<template id="${AFTER_PAINT_TEMPLATE_ID}">${loaded}</template><script>${AFTER_PAINT_SCRIPT}</script>`,
    carried(CARRIED_ANSWER_IDS.venue, page.answers.venue),
    page.answers.menu === null ? "" : carried(CARRIED_ANSWER_IDS.menu, page.answers.menu),
    page.firstSections === null
      ? ""
      : `<script type="application/json" id="${FIRST_SECTIONS_ID}">${scriptJson(page.firstSections)}</script>`,
  ].join("")
  // React puts what belongs in the head (the title, its pictures' preloads) first: the page has
  // its own title and preloads only the first dish's picture, which the others would compete with.
  const html = page.html.replace(/^(?:<link [^>]*\/>|<title>[^<]*<\/title>)+/, "")
  // Outside the root: React never hydrates it, the page's first script opens it (early-tap.ts).
  const dishPreview = page.dishPreview === null ? "" : `<template id="${DISH_PREVIEW.templateId}">${page.dishPreview}</template>`
  return withoutScripts
    .replace('<html lang="en">', () => `<html lang="${escapeHtml(page.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace("</head>", () => `${head}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>/,
      () =>
        `<noscript><p style="margin:0;padding:0.5rem 1rem;background:#fff4d6;color:#5c4400;font-size:0.85rem;text-align:center">${escapeHtml(page.noScript)}</p></noscript><div id="root" data-ssr="hydrate" data-route="${page.route}">${html}</div>${dishPreview}`,
    )
}

interface ManifestChunk {
  readonly name?: string
  readonly file?: string
  readonly css?: ReadonlyArray<string>
  readonly imports?: ReadonlyArray<string>
}
type Manifest = Readonly<Record<string, ManifestChunk>>

/** The chunks `keys` import, themselves included (static imports only: what running them fetches at once). */
const reached = (manifest: Manifest, keys: ReadonlyArray<string>): Set<string> => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}

const MENU = "/venue"
/**
 * The entry and the first tap's two chunks (tools/vite-first-tap-chunks.ts): the hydration, the
 * menu and the dish's drawer, and React's DOM. A chunk of the build's own groups has no source
 * file to key it in the manifest: it is found by its name (`keysOf`).
 */
const HYDRATION = ["index.html", FIRST_TAP_CHUNKS.app, FIRST_TAP_CHUNKS.react]

/**
 * The manifest's keys of `names`: a source file's own key; else the chunk of that name, or of the
 * file's name (a module the build keeps in a shared chunk, as src/app/root.ts, has no key of its
 * own: its chunk is named after it).
 */
const keysOf = (manifest: Manifest, names: ReadonlyArray<string>): string[] =>
  names.flatMap((name) => {
    if (name in manifest) return [name]
    const chunkName = name.replace(/^.*\//, "").replace(/\.[^.]+$/, "")
    return Object.keys(manifest).filter((key) => manifest[key]?.name === chunkName)
  })

/**
 * What a table's page needs at once, by the route it is drawn at (src/app/server-entry.tsx): the
 * entry, the hydration (src/app/hydrate-page.tsx) and that screen; the gate, hydrated at once,
 * also the app's sources (src/app/root.ts), whose sign-in lets the diner in. A menu's sources
 * and Effect load after its hydration.
 */
const NEEDED_AT_ROUTE: Readonly<Record<string, ReadonlyArray<string>>> = {
  [MENU]: HYDRATION,
  "/venue/load": [...HYDRATION, "src/features/auth-gate/auth-gate-page.tsx", "src/app/root.ts"],
}

/**
 * The app's page preloads the code of each screen a table's link may go through (the table's
 * own, the gate, the menu: tools/vite-preload-dynamic.ts) and of the app's shell; a page the
 * server drew is already at its route, so all but what that route needs at once
 * (`NEEDED_AT_ROUTE`) is left to load once it is needed.
 */
const screensNotShown = (manifest: Manifest): ReadonlyMap<string, ReadonlyArray<string>> => {
  const preloaded = reached(
    manifest,
    keysOf(manifest, ["src/app/boot.tsx", "src/features/venue-init/venue-init-page.tsx", ...Object.values(NEEDED_AT_ROUTE).flat()]),
  )
  const files = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.file ?? [])
  return new Map(
    Object.entries(NEEDED_AT_ROUTE).map(([route, needs]) => {
      const needed = reached(manifest, keysOf(manifest, needs))
      return [route, files([...preloaded].filter((key) => !needed.has(key)))] as const
    }),
  )
}

/** The stylesheets of the first screens' chunks (the menu, the gate) and what they import, but the entry's (already inline). */
const firstScreenStyles = (staticDir: string, manifest: Manifest): ReadonlyArray<PageStyle> => {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || key === "index.html") return
    seen.add(key)
    const chunk = manifest[key]
    for (const css of chunk?.css ?? []) files.add(css)
    for (const imported of chunk?.imports ?? []) visit(imported)
  }
  for (const key of keysOf(manifest, [FIRST_TAP_CHUNKS.app, "src/features/auth-gate/auth-gate-page.tsx"])) visit(key)
  return [...files].map((file) => ({ href: `/${file}`, text: readFileSync(join(staticDir, file), "utf8") }))
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON in a script element: no `</script>` can end it early, and the text is still the same JSON. */
const scriptJson = (json: string): string =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

/** An answer the page carries, with its ETag (src/app/page-start.ts reads both). */
const carried = (id: string, { text, etag }: CarriedAnswer): string =>
  `<script type="application/json" id="${id}"${etag === null ? "" : ` data-etag="${escapeHtml(etag)}"`}>${scriptJson(text)}</script>`

/** The template's module script and preloads, taken out of its head to be loaded after the page's first paint (server/http/after-paint.ts). */
const takeScripts = (html: string): { readonly html: string; readonly scripts: string } => {
  const tags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g
  return { html: html.replace(tags, ""), scripts: (html.match(tags) ?? []).join("") }
}
