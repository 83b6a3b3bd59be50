import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startServerProcess } from "../support/server-process"

const root = mkdtempSync(join(tmpdir(), "tableside-lock-"))
const dataDir = join(root, "pglite")
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Two PGlite servers on one folder corrupt it: the second `npm start` must refuse, naming the folder. */
describe("one server per PGlite data folder", () => {
  it("refuses a second server on a folder in use, and starts once the first has stopped or was killed", async () => {
    // The first start makes the folder itself (initdb, migrations, the seed), as `npm start` on a new machine.
    const first = await startServerProcess({ DATA_DIR: dataDir }, undefined, null)
    try {
      // The start banner names the folder in use, not the default .data/.
      expect(first.output()).toContain(`(PGlite in ${dataDir})`)
      const refused = await startServerProcess({ DATA_DIR: dataDir }).then(
        () => "started",
        (error: unknown) => String(error),
      )
      expect(refused).toContain(`The data folder ${dataDir} is in use by another Tableside server`)
      expect(refused).not.toContain("    at ") // the message alone, no stack
      expect((await fetch(`${first.origin}/api/health`)).status).toBe(200)
    } finally {
      await first.stop()
    }

    const afterStop = await startServerProcess({ DATA_DIR: dataDir })
    expect((await fetch(`${afterStop.origin}/api/health`)).status).toBe(200)
    // A kill -9 leaves the lock file behind; its owner is gone, so the next start takes it.
    await afterStop.kill()
    const afterKill = await startServerProcess({ DATA_DIR: dataDir })
    try {
      expect((await fetch(`${afterKill.origin}/api/health`)).status).toBe(200)
    } finally {
      await afterKill.stop()
    }
  }, 120_000)
})
