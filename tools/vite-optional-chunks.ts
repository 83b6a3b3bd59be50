import type { Plugin } from "vite"

/**
 * The chunks that only production's optional services load (Firestore, Analytics): the service
 * worker does not download them at install (they are kept when first used instead). Which chunk
 * holds them is known only from its modules (their files are named `index.esm-*.js`, like
 * Firebase Auth's, which is needed), so this plugin notes their file names as the build makes
 * them, and `leaveOut` takes them off the list the worker precaches (vite.config.ts).
 */
export const optionalChunks = (modules: ReadonlyArray<string>) => {
  const files = new Set<string>()
  const plugin: Plugin = {
    name: "tableside:optional-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      files.clear()
      for (const output of Object.values(bundle))
        if (output.type === "chunk" && output.moduleIds.some((id) => modules.some((part) => id.includes(part)))) files.add(output.fileName)
    },
  }
  const leaveOut = async <Entry extends { readonly url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((entry) => !files.has(entry.url)),
    warnings: [],
  })
  return { plugin, leaveOut }
}
