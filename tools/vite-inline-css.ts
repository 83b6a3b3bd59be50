import type { Plugin, Rollup } from "vite"

/**
 * Puts the entry's stylesheet (the theme and page basics, under a kilobyte) into index.html as
 * a `<style>`: a linked one blocks the first paint for a round trip of its own. The file
 * stays in the build for anything that links it. A disabled link to it stays too: it loads
 * nothing, but Vite's preload helper skips a stylesheet already linked, so the app's chunk
 * (src/app/boot.tsx, which shares the theme) does not wait for the file before it runs.
 */
export const inlineEntryCss = (): Plugin => ({
  name: "tableside:inline-entry-css",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, context) {
      const assets = Object.values(context.bundle ?? {}).filter((output): output is Rollup.OutputAsset => output.type === "asset")
      return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
        const source = assets.find((asset) => asset.fileName === file)?.source
        return source === undefined
          ? link
          : `<style>${typeof source === "string" ? source : new TextDecoder().decode(source)}</style><link rel="stylesheet" href="/${file}" disabled>`
      })
    },
  },
})
