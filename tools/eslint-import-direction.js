// @ts-check
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * Keeps the imports of ARCHITECTURE.md pointing one way:
 *   schema ← src/domain ← streams ← src/store ← src/styles ← src/ui ← src/features ← src/app ← src/main
 * Each layer is ranked: a file may import its own layer and those ranked below it. The server
 * may import schema and src/domain only, and nothing imports the server but tests. Cycles,
 * inside a layer too, are refused by the second rule below (no-cycle).
 * Features do not import each other. schema, src/domain, streams and server never import React.
 */

const layers = [
  { name: "schema", prefix: "schema/", rank: 0 },
  { name: "domain", prefix: "src/domain/", rank: 1 },
  { name: "streams", prefix: "streams/", rank: 2 },
  { name: "store", prefix: "src/store/", rank: 3 },
  { name: "styles", prefix: "src/styles/", rank: 4 },
  { name: "ui", prefix: "src/ui/", rank: 5 },
  { name: "features", prefix: "src/features/", rank: 6 },
  { name: "app", prefix: "src/app/", rank: 7 },
  { name: "main", prefix: "src/main", rank: 8 },
  { name: "server", prefix: "server/", rank: -1 },
]

const reactFree = new Set(["schema", "domain", "streams", "server"])
const serverMay = new Set(["schema", "domain", "server"])

/** @param {string} relative */
const layerOf = (relative) => layers.find((layer) => relative.startsWith(layer.prefix))

/** @param {string} relative */
const featureOf = (relative) => relative.split("/")[2]

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the one-way layering of ARCHITECTURE.md." },
    schema: [],
    messages: {
      wrongWay: "'{{from}}' ({{fromLayer}}) may not import '{{to}}' ({{toLayer}}): imports point one way (see ARCHITECTURE.md).",
      featureToFeature: "Features do not import each other: move what '{{to}}' shares into src/ui or src/domain.",
      react: "'{{from}}' ({{fromLayer}}) must not import React: only src/store hooks, ui, features and app render.",
    },
  },
  create(context) {
    const root = context.cwd
    const file = path.relative(root, context.filename).split(path.sep).join("/")
    const from = layerOf(file)
    if (from === undefined) return {}
    /** @param {any} node @param {string} source */
    const check = (node, source) => {
      if (/^(react|react-dom)(\/|$)/.test(source)) {
        if (reactFree.has(from.name)) context.report({ node, messageId: "react", data: { from: file, fromLayer: from.name } })
        return
      }
      if (!source.startsWith(".")) return
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join("/")
      const to = layerOf(target)
      if (to === undefined) return
      const serverRule = from.name === "server" ? !serverMay.has(to.name) : to.name === "server"
      if (serverRule || (from.name !== "server" && to.rank > from.rank)) {
        context.report({ node, messageId: "wrongWay", data: { from: file, fromLayer: from.name, to: target, toLayer: to.name } })
      } else if (from.name === "features" && to.name === "features" && featureOf(file) !== featureOf(target)) {
        context.report({ node, messageId: "featureToFeature", data: { to: target } })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, String(node.source.value)),
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node.source, String(node.source.value))
      },
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node.source, String(node.source.value))
      },
      ExportAllDeclaration: (node) => check(node.source, String(node.source.value)),
    }
  },
}

/**
 * The relative modules a file imports when it runs: static imports and re-exports, not
 * `import type` (erased) nor `import()` (loaded later, so no cycle at start-up). Read from the
 * text: a module's import lines are regular enough, and the lint run reads each file once.
 */
const staticImports = new Map()
const importPattern = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["'](\.[^"']+)["']/gm

/** @param {string} file @returns {ReadonlyArray<string>} */
const importsOf = (file) => {
  const known = staticImports.get(file)
  if (known !== undefined) return known
  /** @type {string[]} */
  const found = []
  const text = existsSync(file) ? readFileSync(file, "utf8") : ""
  for (const match of text.matchAll(importPattern)) {
    if (match[2] !== undefined) continue
    const target = resolveModule(path.dirname(file), match[3] ?? "")
    if (target !== null) found.push(target)
  }
  staticImports.set(file, found)
  return found
}

const extensions = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"]
/** @param {string} folder @param {string} source */
const resolveModule = (folder, source) => {
  const base = path.resolve(folder, source)
  for (const extension of extensions) {
    const candidate = base + extension
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && path.extname(candidate) !== "") return candidate
  }
  return null
}

/** The import path from `start` back to `file`, if there is one (depth first, each file once). */
/** @param {string} start @param {string} file @returns {string[] | null} */
const pathBack = (start, file) => {
  const seen = new Set()
  /** @param {string} at @returns {string[] | null} */
  const visit = (at) => {
    if (at === file) return [at]
    if (seen.has(at)) return null
    seen.add(at)
    for (const next of importsOf(at)) {
      const rest = visit(next)
      if (rest !== null) return [at, ...rest]
    }
    return null
  }
  return visit(start)
}

/** @type {import("eslint").Rule.RuleModule} */
const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "A module's imports never lead back to it." },
    schema: [],
    messages: { cycle: "Import cycle: {{ring}}. Move what both need into a module they import." },
  },
  create(context) {
    const file = context.filename
    const root = context.cwd
    /** @param {any} node */
    const check = (node) => {
      if (node.importKind === "type" || node.exportKind === "type" || node.source === null || node.source === undefined) return
      const source = String(node.source.value)
      if (!source.startsWith(".")) return
      if (node.type === "ImportDeclaration" && node.specifiers.length > 0 && node.specifiers.every((/** @type {any} */ specifier) => specifier.importKind === "type")) return
      const target = resolveModule(path.dirname(file), source)
      if (target === null) return
      const ring = pathBack(target, file)
      if (ring === null) return
      const shown = [file, ...ring].map((step) => path.relative(root, step).split(path.sep).join("/"))
      context.report({ node: node.source, messageId: "cycle", data: { ring: shown.join(" -> ") } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

export default { rules: { "import-direction": rule, "no-cycle": noCycle } }
