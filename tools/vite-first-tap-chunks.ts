import type { Plugin } from "vite"
import { FIRST_TAP_CHUNKS } from "../schema/table-page"

/**
 * The first tap's code in one round trip. A drawn page's hydration, its menu and the dish's
 * drawer reached about 27 chunks of the automatic split, most under 2 kB. A phone on a slow
 * network asks a host for 6 at a time over HTTP/1.1, each answer a round trip of its own (562 ms
 * under DevTools' Slow 4G): the last of them came in 3 s after the first paint, where their
 * 125 kB needed 0.7 s of the link. Here the modules those screens import statically go into two
 * chunks: React's (its DOM, about half of it) and the app's, asked for side by side.
 *
 * The entry's own modules (src/main.tsx and what it imports) stay in the entry. Which modules
 * the screens reach is known once the build has read them all (buildEnd), before the chunks are
 * made; `groups` read it then.
 */
export const firstTapChunks = (options: { readonly entry: string; readonly screens: ReadonlyArray<string> }) => {
  const firstTap = new Set<string>()
  const plugin: Plugin = {
    name: "tableside:first-tap-chunks",
    apply: "build",
    buildEnd() {
      firstTap.clear()
      const ids = [...this.getModuleIds()]
      const idOf = (path: string) => ids.find((id) => id.endsWith(path))
      const staticallyFrom = (roots: ReadonlyArray<string | undefined>): Set<string> => {
        const seen = new Set<string>()
        const visit = (id: string | undefined) => {
          if (id === undefined || seen.has(id)) return
          seen.add(id)
          this.getModuleInfo(id)?.importedIds.forEach(visit)
        }
        roots.forEach(visit)
        return seen
      }
      const inEntry = staticallyFrom([idOf(options.entry)])
      for (const id of staticallyFrom(options.screens.map(idOf))) if (!inEntry.has(id)) firstTap.add(id)
    },
  }
  // With what they import, the entry's small shared modules too (RxJS's, the bundler's runtime):
  // each a chunk of its own was a request queued behind the others'. The entry then imports
  // these chunks, and runs once they are in, when the hydration would start anyway.
  const groups = [
    {
      name: FIRST_TAP_CHUNKS.react,
      test: (id: string) => firstTap.has(id) && REACT.test(id),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    { name: FIRST_TAP_CHUNKS.app, test: (id: string) => firstTap.has(id), priority: 1 },
  ]
  return { plugin, groups }
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
