import { spawn } from "node:child_process"
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { projectRoot } from "../config"
import { restoreSessions } from "./emulator-accounts"

export interface RunningEmulator {
  /** "127.0.0.1:9099" */
  readonly host: string
  stop(): Promise<void>
}

export interface EmulatorOptions {
  /** A folder to load accounts from and save them to on exit; null (tests): a throwaway emulator. */
  readonly keepAccountsIn?: string | null
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline, about 10 s) on the given port, or a
 * free one for 0, with its hub and logging ports free too so that several can run at once.
 * It exits when this process does, however this process ends (emulator-watchdog.mjs).
 */
export const startAuthEmulator = async (projectId: string, port: number, options: EmulatorOptions = {}): Promise<RunningEmulator> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(projectId, port, options)
    } catch (error) {
      // A free port found here can be taken by another process before the emulator binds it
      // (seen once in CI): ports of our choosing are chosen again, twice at most.
      if (port !== 0 || attempt === 3 || !(error instanceof Error) || !/port taken/i.test(error.message)) throw error
    }
  }
}

const startOnce = async (projectId: string, port: number, options: EmulatorOptions): Promise<RunningEmulator> => {
  // Held together while chosen, so the three are never the same port.
  const [free = 0, hubPort = 0, loggingPort = 0] = await freePorts(3)
  const authPort = port === 0 ? free : port
  const folder = mkdtempSync(join(tmpdir(), "tableside-auth-"))
  const config = join(folder, "firebase.json")
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: authPort },
        hub: { host: "127.0.0.1", port: hubPort },
        logging: { host: "127.0.0.1", port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  )
  const kept = options.keepAccountsIn ?? null
  // Accounts are read at start and written on every exit the emulator sees (SIGTERM included).
  const keeping = kept === null ? [] : ["--import", kept, "--export-on-exit", kept]
  const watchdog = join(projectRoot, "server/auth/emulator-watchdog.mjs")
  // Its output goes to a file, not a pipe to this process: a pipe would break when this process
  // is killed, and the emulator, writing to it, would die before saving its accounts.
  const log = join(folder, "emulator.log")
  const logFd = openSync(log, "w")
  const child = spawn(
    join(projectRoot, "node_modules/.bin/firebase"),
    ["emulators:start", "--only", "auth", "--project", projectId, "--config", config, ...keeping],
    {
      cwd: folder,
      // Its own process group, so that stop() ends firebase-tools and whatever it started.
      detached: true,
      stdio: ["ignore", logFd, logFd],
      env: {
        ...process.env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
        NODE_OPTIONS: `${process.env["NODE_OPTIONS"] ?? ""} --import ${JSON.stringify(watchdog)}`.trim(),
        TABLESIDE_EMULATOR_PARENT_PID: String(process.pid),
        TABLESIDE_EMULATOR_FOLDER: folder,
        // firebase-tools finds "its" hub through a file in the temporary folder named by project:
        // with a folder of its own, an export never asks another emulator of the same project.
        TMPDIR: folder,
      },
    },
  )
  closeSync(logFd)
  const output = () => (existsSync(log) ? readFileSync(log, "utf8") : "")
  const ready = new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (!output().includes("All emulators ready")) return
      settle()
      resolve()
    }, 200)
    const timer = setTimeout(() => {
      settle()
      reject(new Error(`The Auth emulator did not start in 90 s:\n${output()}`))
    }, 90_000)
    const onExit = (code: number | null) => {
      settle()
      reject(new Error(`The Auth emulator exited (${code}) before it was ready:\n${output()}`))
    }
    const settle = () => {
      clearInterval(poll)
      clearTimeout(timer)
      child.off("exit", onExit)
    }
    child.once("exit", onExit)
  })
  // Saved on every exit it sees, and also every minute: a kill -9 of the emulator itself (or of
  // the whole machine) then loses at most the last minute's sign-ups.
  const saving = kept === null ? null : setInterval(() => void saveAccounts(hubPort, kept), ACCOUNTS_SAVED_EVERY_MS)
  saving?.unref()
  const stop = async () => {
    if (saving !== null) clearInterval(saving)
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
      process.kill(-child.pid, "SIGTERM")
      // Time to save the accounts (--export-on-exit) before it is killed.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, kept === null ? 5_000 : 15_000))])
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL")
    }
    rmSync(folder, { recursive: true, force: true })
  }
  const host = `127.0.0.1:${authPort}`
  try {
    await ready
    if (kept !== null) await restoreSessions(host, projectId, kept)
  } catch (error) {
    await stop()
    throw error
  }
  return { host, stop }
}

const ACCOUNTS_SAVED_EVERY_MS = 60_000

/** Asks the emulator's hub to export now, as `firebase emulators:export` does; a failure waits for the next turn. */
const saveAccounts = async (hubPort: number, folder: string): Promise<void> => {
  try {
    const response = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: folder, initiatedBy: "tableside" }),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) console.warn(`The Auth emulator did not save its accounts (${response.status}); it tries again in a minute.`)
  } catch (error) {
    console.warn(
      `The Auth emulator did not save its accounts (${error instanceof Error ? error.message : String(error)}); it tries again in a minute.`,
    )
  }
}

/** `count` different free ports: each is held until all are found. */
const freePorts = async (count: number): Promise<number[]> => {
  const held = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer()
          server.once("error", reject)
          server.listen(0, "127.0.0.1", () => resolve(server))
        }),
    ),
  )
  const ports = held.map((server) => {
    const address = server.address()
    return typeof address === "object" && address !== null ? address.port : 0
  })
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0] ?? 0
