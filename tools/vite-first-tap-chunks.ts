import type { Plugin } from "vite"
import { FIRST_TAP_CHUNKS } from "../schema/table-page.ts"

/**
 * The first tap's code in one round trip. A drawn page's hydration, its menu and the dish's
 * drawer reached about 27 chunks of the automatic split, most under 2 kB. A phone on a slow
 * network asks a host for 6 at a time over HTTP/1.1, each answer a round trip of its own (562 ms
 * under DevTools' Slow 4G): the last of them came in 3 s after the first paint, where their
 * 125 kB needed 0.7 s of the link. Here the modules those screens import statically go into two
 * chunks, React's (its DOM, about half of it) and the app's, asked for side by side; and the few
 * the entry shares with them (RxJS's) into a third, rather than one chunk each.
 *
 * The entry imports none of the two statically: it runs as soon as it is in, and its page's
 * code evaluates in slices, React's DOM in one task and the app in the next (src/main.tsx). Which modules
 * the screens reach is known once the build has read them all (buildEnd), before the chunks are
 * made; `groups` read it then.
 */
export const firstTapChunks = (options: { readonly entry: string; readonly screens: ReadonlyArray<string> }) => {
  const firstTap = new Set<string>()
  /** What the entry imports statically, but the entry's own module: RxJS's few modules it shares with the app. */
  const entryShares = new Set<string>()
  const plugin: Plugin = {
    name: "tableside:first-tap-chunks",
    apply: "build",
    buildEnd() {
      firstTap.clear()
      entryShares.clear()
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
      const entry = idOf(options.entry)
      const inEntry = staticallyFrom([entry])
      for (const id of inEntry) if (id !== entry) entryShares.add(id)
      for (const id of staticallyFrom(options.screens.map(idOf))) if (!inEntry.has(id)) firstTap.add(id)
    },
  }
  // Each set is whole (what its roots import statically): none takes its modules' dependencies
  // along, which would move the entry's into the app's chunk and have the entry wait for it.
  const group = (name: string, test: (id: string) => boolean, priority: number) => ({
    name,
    test,
    priority,
    includeDependenciesRecursively: false,
  })
  const groups = [
    group(FIRST_TAP_CHUNKS.start, (id) => entryShares.has(id), 3),
    group(FIRST_TAP_CHUNKS.react, (id) => firstTap.has(id) && REACT.test(id), 2),
    group(FIRST_TAP_CHUNKS.app, (id) => firstTap.has(id), 1),
  ]
  return { plugin, groups }
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
