// Loaded into the Auth emulator's process (firebase-tools) by server/auth/auth-emulator.ts.
// The emulator runs in a process group of its own (so it can be stopped whole), which also
// means it outlives a server killed with SIGKILL. This checks every half second that the
// server is still there; when it is gone, it sends the emulator SIGTERM, on which firebase-tools
// exports its accounts (--export-on-exit) and exits, as if the server had stopped it.
import { rmSync } from "node:fs"

const parent = Number(process.env["TABLESIDE_EMULATOR_PARENT_PID"])

if (Number.isInteger(parent) && parent > 0) {
  const watch = setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "EPERM") return
      clearInterval(watch)
      // Its temporary folder (config, log) was the server's to remove; now it is this process's.
      const folder = process.env["TABLESIDE_EMULATOR_FOLDER"]
      if (folder !== undefined) process.once("exit", () => rmSync(folder, { recursive: true, force: true }))
      process.kill(process.pid, "SIGTERM")
      // Should the export hang, the emulator still goes.
      setTimeout(() => process.exit(1), 15_000).unref()
    }
  }, 500)
  watch.unref()
}
