import { fsyncSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { NodeFS } from "@electric-sql/pglite/nodefs"

/**
 * PGlite on a folder that survives a power cut: a commit returns once its WAL is on the disk.
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and even with fsync on its Node filesystem
 * (Emscripten's NODEFS) has no fsync of its own and treats fdatasync as done, so nothing would
 * reach the disk before the operating system chose to write it. Here PostgreSQL runs with fsync
 * on and `wal_sync_method=fsync`, and NODEFS is given the fsync it lacks (Node's fsyncSync on
 * the file's descriptor). The cost is measured by `npm run bench` (PGlite cart adds, fsync off
 * and on). `startFrom`: a dump (PGlite's `dumpDataDir`) a new folder starts from, instead of initdb.
 */
export const createDurablePglite = (dataDir: string, startFrom?: Blob): Promise<PGlite> =>
  PGlite.create({
    fs: new SyncingNodeFS(dataDir),
    ...(startFrom === undefined ? {} : { loadDataDir: startFrom }),
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync"],
  })

/** Emscripten's errno for an I/O error: PostgreSQL then stops rather than trust unsynced data. */
const EIO = 29

class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS["init"]>[1]): ReturnType<NodeFS["init"]> {
    const { emscriptenOpts } = await super.init(pg, options)
    const giveFsync = (module: { readonly NODEFS: object }) => {
      const streamOps: unknown = Reflect.get(module.NODEFS, "stream_ops")
      if (typeof streamOps !== "object" || streamOps === null)
        throw new Error("PGlite's NODEFS has no stream_ops: cannot make it sync to disk")
      Reflect.set(streamOps, "fsync", (stream: { readonly nfd: number }) => {
        try {
          fsyncSync(stream.nfd)
          return 0
        } catch {
          return EIO
        }
      })
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } }
  }
}
