import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import { inject } from "vitest"
import { projectRoot } from "../../server/config"
import { scriptArgs } from "./server-scripts"
import { TEST_OPERATOR_KEY } from "./test-server"

export interface ServerProcess {
  readonly origin: string
  readonly output: () => string
  /** CPU seconds (user and system) the process has used so far, from /proc (Linux); NaN where it cannot be read. */
  readonly cpuSeconds: () => number
  /** Whether the process has ended (by itself or killed). */
  readonly exited: () => boolean
  stop(): Promise<void>
  /** SIGKILL: no shutdown at all, as when the machine's process is killed. */
  kill(): Promise<void>
}

/**
 * Starts the reference server the way `npm start` does, as its own process, on a free port,
 * with a fresh in-memory database unless `env` says otherwise, verifying tokens against the run's
 * Auth emulator. A PGlite database, in memory or in a `DATA_DIR` not made yet, starts from the
 * run's migrated and seeded dump (tests/support/run-services.ts); `pgliteTemplate` null: from
 * initdb, migrations and the seed, as `npm start` on a new machine.
 */
export const startServerProcess = async (
  env: Readonly<Record<string, string>> = {},
  authEmulatorHost: string = inject("authEmulatorHost"),
  pgliteTemplate: string | null = inject("pgliteTemplate"),
  /** Node's own options for the process, such as `--cpu-prof` (which NODE_OPTIONS may not carry). */
  nodeOptions: ReadonlyArray<string> = [],
): Promise<ServerProcess> => {
  const pglite = env["DATABASE_URL"] === undefined
  const child = spawn(process.execPath, [...nodeOptions, ...scriptArgs("server")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      ...(pglite && pgliteTemplate !== null ? { DATA_DIR_START_FROM: pgliteTemplate } : {}),
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      OPERATOR_KEY: TEST_OPERATOR_KEY,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const origin = await waitForOrigin(child, () => output)
  return {
    origin,
    output: () => output,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () => stop(child),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGKILL")
      }),
  }
}

const waitForOrigin = (child: ChildProcess, output: () => string): Promise<string> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start within 120 s:\n${output()}`)), 120_000)
    const onData = () => {
      const match = /serving on (http:\/\/\S+)/.exec(output())
      if (match?.[1] !== undefined) {
        cleanup()
        resolve(match[1])
      }
    }
    const onExit = (code: number | null) => fail(new Error(`The server exited (${code}) before it served:\n${output()}`))
    const fail = (error: Error) => {
      cleanup()
      child.kill("SIGKILL")
      reject(error)
    }
    const cleanup = () => {
      clearTimeout(timer)
      child.stdout?.off("data", onData)
      child.off("close", onExit)
    }
    child.stdout?.on("data", onData)
    // "close", not "exit": the output is complete by then, the reason for exiting included.
    child.on("close", onExit)
  })

/** utime and stime, fields 14 and 15 of /proc/<pid>/stat (after the command's parenthesised name), in ticks of 1/100 s. */
const cpuSecondsOf = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    // A killed process has a signal and no exit code: it is as stopped.
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })
