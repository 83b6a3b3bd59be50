import { Worker } from "node:worker_threads"

export interface StallWatchdog {
  stop(): void
}

/**
 * Ends the process when its event loop stops turning for longer than `limitMs`. PGlite runs
 * inside this thread: a write it cannot make (a full disk) can spin it at full CPU, answering
 * nothing, with no timer left to fire here. A worker thread keeps its own clock: it sees the
 * heartbeat stop, says why, and kills the process so a supervisor starts it again. Nothing
 * acknowledged is lost: an answer leaves only after its transaction committed.
 */
export const watchForStalls = (limitMs: number): StallWatchdog => {
  const beats = new Int32Array(new SharedArrayBuffer(4))
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), Math.max(50, Math.floor(limitMs / 4)))
  heartbeat.unref()
  const worker = new Worker(WATCHER, { eval: true, workerData: { beats: beats.buffer, limitMs } })
  worker.unref()
  return {
    stop: () => {
      clearInterval(heartbeat)
      void worker.terminate()
    },
  }
}

// Plain JavaScript: a worker started from a string is not compiled by tsx.
const WATCHER = `
const { workerData } = require("node:worker_threads")
const { writeSync } = require("node:fs")
const beats = new Int32Array(workerData.beats)
let seen = Atomics.load(beats, 0)
let since = Date.now()
setInterval(() => {
  const now = Atomics.load(beats, 0)
  if (now !== seen) {
    seen = now
    since = Date.now()
  } else if (Date.now() - since > workerData.limitMs) {
    writeSync(2, "Tableside stopped answering for " + (Date.now() - since) + " ms (its storage is stuck, a full disk?) and stops so that it can be restarted.\\n")
    process.kill(process.pid, "SIGKILL")
  }
}, 100)
`
