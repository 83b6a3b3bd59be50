import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { brotliCompress, constants, gzip } from "node:zlib"
import { promisify } from "node:util"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

/**
 * Writes a `.br` and a `.gz` beside each built text file, compressed once at the highest
 * levels, so the server sends them as they are (`preCompressed`) instead of compressing
 * on every request or not at all.
 */
export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "tableside:precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name)
          const source = await readFile(path)
          if (source.byteLength < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
