// @ts-check
import path from "node:path"
import { createNodeResolver } from "eslint-plugin-import-x"

/**
 * Keeps the imports of ARCHITECTURE.md pointing one way:
 *   schema ← src/domain ← streams ← src/store ← src/styles ← src/ui ← src/features ← src/app ← src/main
 * Each layer is ranked: a file may import its own layer and those ranked below it. The server
 * may import schema and src/domain only, and nothing imports the server but tests. Cycles,
 * inside a layer too, are refused by import-x's no-cycle rule (eslint.config.js).
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
 * What import-x's no-cycle rule needs to follow the project's imports: TypeScript files parsed
 * and extensionless paths resolved (without these it quietly finds no cycle at all).
 */
export const cycleSettings = {
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
}

export default { rules: { "import-direction": rule } }
