import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { projectRoot } from "../../server/config"

/** The speed peer's order page, served on loopback for the length of a measure. */
export interface Peer {
  readonly name: string
  readonly url: string
  readonly stop: () => void
}

/**
 * The speed peer (ByteOrder's built order page, see ../shared/peer/README.md) on a loopback
 * server of its own; null where that folder is absent, and the bench reports our figures alone.
 */
export const startPeer = async (): Promise<Peer | null> => {
  const folder = join(projectRoot, "..", "shared", "peer")
  if (!existsSync(join(folder, "serve-byteorder.mjs"))) return null
  const port = 4300 + Math.floor(Math.random() * 500)
  const child = spawn(process.execPath, [join(folder, "serve-byteorder.mjs"), join(folder, "byteorder-dist"), String(port)], {
    stdio: "ignore",
  })
  const url = `http://127.0.0.1:${port}/k/demo/order`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return { name: "the peer's order page (ByteOrder)", url, stop: () => child.kill() }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  return null
}
