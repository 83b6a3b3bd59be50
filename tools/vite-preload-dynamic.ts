import type { HtmlTagDescriptor, Plugin, Rollup } from "vite"

/**
 * Adds `<link rel="modulepreload">` to index.html for modules the app imports dynamically but
 * needs on most first visits (the screens a table's link goes through). They then download
 * beside the entry script instead of after it has run, and so do their stylesheets. `modules`
 * are matched against each chunk's own module path.
 */
export const preloadDynamicImports = (modules: ReadonlyArray<string>): Plugin => ({
  name: "tableside:preload-dynamic-imports",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, context) {
      const chunks = Object.values(context.bundle ?? {}).filter((output): output is Rollup.OutputChunk => output.type === "chunk")
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const withImports = (files: Iterable<string>): Set<string> => {
        const found = new Set<string>()
        const visit = (file: string) => {
          if (found.has(file)) return
          found.add(file)
          byFile.get(file)?.imports.forEach(visit)
        }
        for (const file of files) visit(file)
        return found
      }
      // What the entry imports statically is preloaded by Vite already.
      const already = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
      const wanted = withImports(
        chunks.filter((chunk) => modules.some((module) => chunk.facadeModuleId?.includes(module) === true)).map((chunk) => chunk.fileName),
      )
      const files = [...wanted].filter((file) => !already.has(file))
      // Their stylesheets too, without blocking the first paint: the import waits for them.
      const styles = new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))
      return [
        ...files.map((file): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: `/${file}` },
          injectTo: "head",
        })),
        ...[...styles].map((file): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "preload", as: "style", crossorigin: true, href: `/${file}` },
          injectTo: "head",
        })),
      ]
    },
  },
})
