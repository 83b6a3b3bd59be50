// The worker thread of server/stall-watchdog.ts: it watches the main thread's heartbeat and
// kills the process when the beats stop for longer than the limit.
import { writeSync } from "node:fs"
import { workerData } from "node:worker_threads"

const beats = new Int32Array(workerData.beats)
let seen = Atomics.load(beats, 0)
let since = Date.now()

setInterval(() => {
  const now = Atomics.load(beats, 0)
  if (now !== seen) {
    seen = now
    since = Date.now()
    return
  }
  const stalled = Date.now() - since
  if (stalled <= workerData.limitMs) return
  // Straight to the file descriptor: the main thread, which owns process.stderr, is stuck.
  writeSync(
    2,
    `Tableside stopped answering for ${stalled} ms (its storage is stuck, a full disk?) and stops so that it can be restarted.\n`,
  )
  process.kill(process.pid, "SIGKILL")
}, 100)
