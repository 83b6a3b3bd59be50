import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, relative } from "node:path"

export interface FolderLock {
  release(): void
}

/** Another server holds the folder: the start stops with this message, and no stack. */
export class FolderInUse extends Error {}

/**
 * One server per PGlite folder: two PGlite instances on one folder corrupt it (each keeps its
 * own buffers and write-ahead log). The lock is a file beside the folder holding the owner's
 * pid, created exclusively; a lock whose pid is no longer running (a kill -9, a power cut) is
 * taken over, so no crash leaves the folder locked for good. Node has no OS file lock without
 * a native addon, hence the pid file.
 */
export const lockDataFolder = (folder: string): FolderLock => {
  const file = `${folder}.lock`
  mkdirSync(dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    if (created(file)) {
      held.add(file)
      return { release: () => release(file) }
    }
    const owner = ownerOf(file)
    if (owner !== null && (owner === process.pid ? held.has(file) : isRunning(owner))) {
      throw new FolderInUse(
        `The data folder ${shown(folder)} is in use by another Tableside server (pid ${owner}). Stop that server first, or give this one another folder with DATA_DIR. (The lock is ${shown(file)}.)`,
      )
    }
    // The owner is gone: its lock is stale. (Two servers starting in the same instant after a
    // crash could both take it over; starting them one by one, as a supervisor does, cannot.)
    rmSync(file, { force: true })
  }
  throw new Error(`Could not lock the data folder ${shown(folder)}: ${shown(file)} keeps coming back.`)
}

/** Locks this process holds: its own pid in a lock file is only stale if it is not one of these. */
const held = new Set<string>()

const release = (file: string) => {
  if (!held.delete(file)) return
  if (ownerOf(file) === process.pid) rmSync(file, { force: true })
}

const ownerOf = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, "utf8").trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Writes the pid to a file of its own, then links it in place: the lock never exists without its pid. */
const created = (file: string): boolean => {
  const draft = `${file}.${process.pid}`
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o644 })
  try {
    linkSync(draft, file)
    return true
  } catch (error) {
    if (isCode(error, "EEXIST")) return false
    throw error
  } finally {
    rmSync(draft, { force: true })
  }
}

// A restarted container can give the new server the dead one's pid: the caller checks its own pid against `held`.
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: a process of another user has that pid, so it is running.
    return isCode(error, "EPERM")
  }
}

const isCode = (error: unknown, code: string): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === code

const shown = (path: string): string => {
  const fromHere = relative(process.cwd(), path)
  return fromHere.startsWith("..") || fromHere === "" ? path : fromHere
}
