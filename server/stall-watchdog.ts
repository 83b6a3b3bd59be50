import { Worker } from "node:worker_threads"

export interface StallWatchdog {
  stop(): void
}

/**
 * Ends the process when its event loop stops turning for longer than `limitMs`: a thread that
 * spins answers nothing, with no timer left to fire here. (PGlite, which did that on a full
 * disk while it ran on this thread, has a thread of its own now, watched by the event loop:
 * storage/pglite-thread.ts.) A worker thread keeps its own clock: it sees the heartbeat stop,
 * says why, and kills the process so a supervisor starts it again. Nothing acknowledged is
 * lost: an answer leaves only after its transaction committed.
 */
export const watchForStalls = (limitMs: number): StallWatchdog => {
  const beats = new Int32Array(new SharedArrayBuffer(4))
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), Math.max(50, Math.floor(limitMs / 4)))
  heartbeat.unref()
  // A plain .mjs file, started without the process's own flags (tsx's loader, --input-type):
  // it needs none, and its module kind is never in doubt.
  const worker = new Worker(new URL("./stall-watcher.mjs", import.meta.url), { execArgv: [], workerData: { beats: beats.buffer, limitMs } })
  worker.on("error", (error) => console.error(`The stall watchdog stopped: ${error.message}`))
  worker.unref()
  return {
    stop: () => {
      clearInterval(heartbeat)
      void worker.terminate()
    },
  }
}
