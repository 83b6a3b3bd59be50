// @ts-check
import { existsSync, readFileSync } from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"
import tseslint from "typescript-eslint"

/**
 * Keeps the imports of ARCHITECTURE.md pointing one way. Every file of the tree sits in a layer:
 *   schema ← src/domain ← streams ← src/store ← src/styles ← src/ui ← src/features ← src/app ← src/main
 * A client layer may import its own layer and those ranked below it; features import streams only
 * for the commands' surface (`streams/commands`), never a stream's internals, and not each other.
 * The server imports schema, src/domain and itself; the tools schema, src/domain and
 * themselves; tests and the root configuration files anything. A file in no layer (a new `src/lib`)
 * is refused, and so is an import of one. Packages are placed too: schema and src/domain use
 * `effect` only, streams no UI library, ui and features no data or I/O library, and no client
 * layer a Node built-in or a server library. `require()` and a computed `import()` are refused:
 * an import this rule cannot read is one it cannot check. Cycles are refused by `no-cycle` below.
 *
 * The venue's staff screen (src/staff/, a second entry of the build) has layers of its own:
 *   staff data (its calls, sign-in and feed) ← staff store ← staff features ← staff app ← src/staff/main
 * It shares schema, src/domain, the styles and src/ui, and of streams/ only the generic clients
 * (the typed caller, server-sent events); never the diner app's store, sources or screens, not
 * even through a src/ui module that would reach them.
 */

/** @typedef {{ name: string, rank: number, may?: ReadonlyArray<string> }} Layer */

/** @type {ReadonlyArray<{ match: (file: string) => boolean, layer: Layer }>} */
const placements = [
  { match: (file) => file.startsWith("schema/"), layer: { name: "schema", rank: 0 } },
  { match: (file) => file.startsWith("src/domain/"), layer: { name: "domain", rank: 1 } },
  { match: (file) => file.startsWith("streams/"), layer: { name: "streams", rank: 2 } },
  { match: (file) => file.startsWith("src/store/"), layer: { name: "store", rank: 3 } },
  { match: (file) => file.startsWith("src/styles/"), layer: { name: "styles", rank: 4 } },
  { match: (file) => file.startsWith("src/ui/"), layer: { name: "ui", rank: 5 } },
  { match: (file) => file.startsWith("src/features/"), layer: { name: "features", rank: 6 } },
  { match: (file) => file.startsWith("src/app/"), layer: { name: "app", rank: 7 } },
  { match: (file) => /^src\/main\.tsx?$/.test(file), layer: { name: "main", rank: 8 } },
  {
    match: (file) => file.startsWith("src/staff/data/"),
    layer: { name: "staff-data", rank: -1, may: ["schema", "domain", "streams", "staff-data"] },
  },
  {
    match: (file) => file.startsWith("src/staff/store/"),
    layer: { name: "staff-store", rank: -1, may: ["schema", "domain", "streams", "staff-data", "staff-store"] },
  },
  {
    match: (file) => file.startsWith("src/staff/features/"),
    layer: { name: "staff-features", rank: -1, may: ["schema", "domain", "styles", "ui", "staff-store", "staff-features"] },
  },
  {
    match: (file) => file.startsWith("src/staff/app/"),
    layer: {
      name: "staff-app",
      rank: -1,
      may: ["schema", "domain", "styles", "ui", "staff-data", "staff-store", "staff-features", "staff-app"],
    },
  },
  { match: (file) => /^src\/staff\/main\.tsx?$/.test(file), layer: { name: "staff-main", rank: -1, may: ["styles", "staff-app"] } },
  { match: (file) => file.startsWith("server/"), layer: { name: "server", rank: -1, may: ["schema", "domain", "server"] } },
  { match: (file) => file.startsWith("tools/"), layer: { name: "tools", rank: -1, may: ["schema", "domain", "tools"] } },
  { match: (file) => file.startsWith("tests/"), layer: { name: "tests", rank: -1, may: ["*"] } },
  { match: (file) => /^[^/]+\.config\.(ts|js|mjs)$/.test(file), layer: { name: "config", rank: -1, may: ["*"] } },
]

/** @param {string} relative @returns {Layer | undefined} */
const layerOf = (relative) => placements.find((placement) => placement.match(relative))?.layer

/** @param {Layer} from @param {Layer} to */
const mayImport = (from, to) => {
  if (from.may !== undefined) return from.may.includes("*") || from.may.includes(to.name)
  return to.rank >= 0 && to.rank <= from.rank
}

const reactFree = new Set(["schema", "domain", "streams", "server", "tools", "staff-data"])
const staffLayers = new Set(["staff-data", "staff-store", "staff-features", "staff-app", "staff-main"])
const clientLayers = new Set(["schema", "domain", "streams", "store", "styles", "ui", "features", "app", "main", ...staffLayers])
/** What a screen may not use: data and I/O libraries stay below it. */
const screenLayers = new Set(["ui", "features", "staff-features"])
/** Pure libraries: no I/O, no rendering, no subscriptions; all schema and domain may use. */
const pureLibraries = new Set(["effect"])
const uiLibraries = /^(react|react-dom|sonner|wouter|@tanstack\/react-[^/]+|@lingui\/react|@vanilla-extract\/[^/]+)$/
const dataLibraries = /^(rxjs|rxdb|firebase)$/
const serverLibraries = /^(fastify|@fastify\/[^/]+|firebase-admin|pg|@electric-sql\/pglite|ipaddr\.js|vite|tsx)$/
const builtins = new Set(builtinModules)

/** `@scope/name/deep` -> `@scope/name`, `name/deep` -> `name`. */
/** @param {string} source */
const packageOf = (source) =>
  source
    .split("/")
    .slice(0, source.startsWith("@") ? 2 : 1)
    .join("/")

/**
 * Why a layer may not use a package, or null when it may.
 * @param {Layer} layer @param {string} source @returns {string | null}
 */
const packageRefusal = (layer, source) => {
  const name = packageOf(source)
  const client = clientLayers.has(layer.name)
  if (source.startsWith("node:") || builtins.has(name)) return client ? "Node built-ins run on the server and in tools only" : null
  if (layer.name === "schema" || layer.name === "domain")
    return pureLibraries.has(name) ? null : "schema and src/domain use effect and pure libraries only"
  if (client && serverLibraries.test(name)) return "server libraries stay in server/ and tools/"
  if ((layer.name === "streams" || layer.name === "server" || layer.name === "staff-data") && uiLibraries.test(name))
    return `${layer.name} draws nothing: no UI library`
  if (screenLayers.has(layer.name) && dataLibraries.test(name))
    return "screens read state and send commands: data and I/O libraries stay in streams, src/store and src/app"
  if (layer.name === "server" && dataLibraries.test(name)) return "the server does not use the client's data libraries"
  return null
}

/** The feature a file of src/features/ or src/staff/features/ belongs to. */
/** @param {string} file */
const featureOf = (file) => file.split("/")[file.startsWith("src/staff/") ? 3 : 2]

/** The streams modules the staff screen may use: the typed caller and server-sent events, no source of the diner's. */
const staffMayUseStreams = /^streams\/(rpc|sse|answer-decoding)(\.(ts|js))?$/
/** The diner app's store, sources and screens, which the staff screen never loads. */
/** @param {string} file */
const isDinerOnly = (file) =>
  /^src\/(store|app|features)\/|^src\/main\.tsx?$/.test(file) || (file.startsWith("streams/") && !staffMayUseStreams.test(file))

/** The one streams module features may import: the commands' surface and its types. */
const featuresMayUseStreams = /^streams\/commands(\.(ts|js))?$/

/** @param {string} root @param {string} file */
const relativeTo = (root, file) => path.relative(root, file).split(path.sep).join("/")

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Every file sits in a layer, and imports follow the one-way layering of ARCHITECTURE.md." },
    schema: [],
    messages: {
      wrongWay: "'{{from}}' ({{fromLayer}}) may not import '{{to}}' ({{toLayer}}): imports point one way (see ARCHITECTURE.md).",
      featureToFeature: "Features do not import each other: move what '{{to}}' shares into src/ui or src/domain.",
      featureToStreams:
        "Features send commands and read state only: '{{to}}' is a stream's internals (use streams/commands through src/store).",
      react: "'{{from}}' ({{fromLayer}}) must not import React: only src/store hooks, ui, features and app render.",
      package: "'{{from}}' ({{fromLayer}}) may not use the package '{{to}}': {{why}}.",
      unplaced:
        "'{{from}}' is in no layer: place its folder in tools/eslint-import-direction.js or move it into one (see ARCHITECTURE.md).",
      unplacedTarget: "'{{to}}' is in no layer: an import of it cannot be checked.",
      require: "Use import, not require(): the layering rule reads imports only.",
      computed: "A computed import() cannot be checked: import a literal path.",
      staffToDiner:
        "The staff screen never loads the diner app's store, sources or screens: '{{to}}' is the diner's{{through}} (share it through schema, src/domain, src/ui or streams/rpc).",
    },
  },
  create(context) {
    const root = context.cwd
    const file = relativeTo(root, context.filename)
    if (file.startsWith("..")) return {}
    const from = layerOf(file)
    if (from === undefined) {
      return { Program: (node) => context.report({ node, messageId: "unplaced", data: { from: file } }) }
    }
    /** @param {any} node @param {string} source */
    const check = (node, source) => {
      if (!source.startsWith(".")) {
        if (/^(react|react-dom)(\/|$)/.test(source) && reactFree.has(from.name)) {
          context.report({ node, messageId: "react", data: { from: file, fromLayer: from.name } })
          return
        }
        const why = packageRefusal(from, source)
        if (why !== null) context.report({ node, messageId: "package", data: { from: file, fromLayer: from.name, to: source, why } })
        return
      }
      const target = relativeTo(root, path.resolve(path.dirname(context.filename), source))
      const to = layerOf(target)
      if (to === undefined) {
        context.report({ node, messageId: "unplacedTarget", data: { to: target } })
      } else if (!mayImport(from, to)) {
        context.report({ node, messageId: "wrongWay", data: { from: file, fromLayer: from.name, to: target, toLayer: to.name } })
      } else if (staffLayers.has(from.name) && dinerOnlyReached(root, target) !== null) {
        const reached = dinerOnlyReached(root, target)
        context.report({
          node,
          messageId: "staffToDiner",
          data: { to: reached ?? target, through: reached === target ? "" : `, through '${target}'` },
        })
      } else if (
        (from.name === "features" || from.name === "staff-features") &&
        from.name === to.name &&
        featureOf(file) !== featureOf(target)
      ) {
        context.report({ node, messageId: "featureToFeature", data: { to: target } })
      } else if (from.name === "features" && to.name === "streams" && !featuresMayUseStreams.test(target)) {
        context.report({ node, messageId: "featureToStreams", data: { to: target } })
      }
    }
    /** @param {any} node */
    const checkSource = (node) => {
      if (node.type === "Literal" && typeof node.value === "string") check(node, node.value)
      else if (node.type === "TemplateLiteral" && node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked ?? "")
      else context.report({ node, messageId: "computed" })
    }
    return {
      ImportDeclaration: (node) => check(node.source, String(node.source.value)),
      ImportExpression: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node.source, String(node.source.value))
      },
      ExportAllDeclaration: (node) => check(node.source, String(node.source.value)),
      CallExpression: (node) => {
        if (node.callee.type === "Identifier" && node.callee.name === "require") context.report({ node, messageId: "require" })
      },
      // `import x = require("...")`, TypeScript's form of the same.
      /** @param {any} node */
      TSExternalModuleReference: (node) => context.report({ node, messageId: "require" }),
    }
  },
}

/**
 * A static import that stays in the compiled module: not `import type`, not one whose every named
 * binding is `type X` (erased, however written), and not `import()` (loaded later, so it closes no
 * cycle at start-up).
 * @param {any} node
 */
const isRuntimeEdge = (node) => {
  if (node.source === null || node.source === undefined) return false
  if (node.importKind === "type" || node.exportKind === "type") return false
  const specifiers = node.specifiers ?? []
  if (
    node.type === "ImportDeclaration" &&
    specifiers.length > 0 &&
    specifiers.every((/** @type {any} */ specifier) => specifier.importKind === "type")
  )
    return false
  if (
    node.type === "ExportNamedDeclaration" &&
    specifiers.length > 0 &&
    specifiers.every((/** @type {any} */ specifier) => specifier.exportKind === "type")
  )
    return false
  return true
}

const moduleStatements = new Set(["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration"])

/** The lint's own parser (typescript-eslint's), whose type only promises ESLint's parser shape. */
/** @type {{ parseForESLint: (text: string, options: object) => { ast: any } }} */
const parser = /** @type {any} */ (tseslint.parser)

/**
 * The first of the diner app's own modules (isDinerOnly) that `target` is or loads when it runs,
 * or null: a staff module may import src/ui's styles and components, but none that reach the
 * diner's store.
 * @param {string} root @param {string} target @returns {string | null}
 */
const dinerOnlyReached = (root, target) => {
  const start = resolveModule(root, `./${target}`) ?? path.join(root, target)
  const seen = new Set()
  /** @param {string} at @returns {string | null} */
  const visit = (at) => {
    const relative = relativeTo(root, at)
    if (isDinerOnly(relative)) return relative
    if (seen.has(at)) return null
    seen.add(at)
    for (const next of importsOf(at)) {
      const found = visit(next)
      if (found !== null) return found
    }
    return null
  }
  return visit(start)
}

/** The relative modules a file imports when it runs, read with the same parser as the lint. */
const staticImports = new Map()

/** @param {string} file @returns {ReadonlyArray<string>} */
const importsOf = (file) => {
  const known = staticImports.get(file)
  if (known !== undefined) return known
  /** @type {string[]} */
  const found = []
  staticImports.set(file, found)
  const text = existsSync(file) ? readFileSync(file, "utf8") : ""
  /** @type {any} */
  let program
  try {
    program = parser.parseForESLint(text, {
      sourceType: "module",
      ecmaVersion: "latest",
      ecmaFeatures: { jsx: file.endsWith("x") },
      filePath: file,
    }).ast
  } catch {
    return found
  }
  for (const node of program.body) {
    if (!moduleStatements.has(node.type) || !isRuntimeEdge(node)) continue
    const source = String(node.source.value)
    if (!source.startsWith(".")) continue
    const target = resolveModule(path.dirname(file), source)
    if (target !== null) found.push(target)
  }
  return found
}

const extensions = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"]
/**
 * The file a relative specifier names, as TypeScript finds it: `./b`, `./b.ts`, and `./b.js`
 * for `b.ts` (the ESM spelling of a TypeScript import).
 * @param {string} folder @param {string} source @returns {string | null}
 */
const resolveModule = (folder, source) => {
  const base = path.resolve(folder, source)
  const stems = [base, ...(/\.(m?js|jsx)$/.test(base) ? [base.replace(/\.(m?js|jsx)$/, "")] : [])]
  for (const stem of stems) {
    for (const extension of extensions) {
      const candidate = stem + extension
      if (path.extname(candidate) !== "" && existsSync(candidate)) return candidate
    }
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
      if (!isRuntimeEdge(node)) return
      const source = String(node.source.value)
      if (!source.startsWith(".")) return
      const target = resolveModule(path.dirname(file), source)
      if (target === null) return
      const ring = pathBack(target, file)
      if (ring === null) return
      const shown = [file, ...ring].map((step) => relativeTo(root, step))
      context.report({ node: node.source, messageId: "cycle", data: { ring: shown.join(" -> ") } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

export default { rules: { "import-direction": rule, "no-cycle": noCycle } }
