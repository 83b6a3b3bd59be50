import { execFile } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { freePort } from "../../server/auth/auth-emulator"

const run = promisify(execFile)

/**
 * A PostgreSQL of the test's own (Debian's binaries, a temporary data folder, a free port),
 * for faults a shared server must not suffer: a restart. PostgreSQL refuses to run as root,
 * so as root it runs as the `postgres` user (runuser), its folder owned by that user.
 */
export interface OwnPostgres {
  /** A URL for the database of this name (trust auth, user postgres). */
  readonly url: (database: string) => string
  /** `pg_ctl restart -m fast`: every connection terminated (57P01), then refused until it is back. */
  readonly restart: () => Promise<void>
  readonly stop: () => Promise<void>
}

/** The newest installed PostgreSQL's bin folder with initdb and pg_ctl, or why there is none. */
export const postgresBinaries = (): { bin: string } | { missing: string } => {
  const root = "/usr/lib/postgresql"
  const versions = existsSync(root)
    ? readdirSync(root).filter((name) => existsSync(join(root, name, "bin", "initdb")) && existsSync(join(root, name, "bin", "pg_ctl")))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (newest === undefined) return { missing: `no initdb and pg_ctl under ${root}/*/bin (install Debian's postgresql package)` }
  if (process.getuid?.() === 0 && !existsSync("/usr/sbin/runuser"))
    return { missing: "running as root without runuser to start PostgreSQL as another user" }
  return { bin: join(root, newest, "bin") }
}

export const startOwnPostgres = async (bin: string): Promise<OwnPostgres> => {
  const asRoot = process.getuid?.() === 0
  const folder = mkdtempSync(join(tmpdir(), "tableside-pg-"))
  const data = join(folder, "data")
  if (asRoot) {
    const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])])
    chownSync(folder, Number(uid.stdout.trim()), Number(gid.stdout.trim()))
  }
  const tool = (name: string, args: ReadonlyArray<string>) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, name), ...args]) : run(join(bin, name), [...args])
  const port = await freePort()
  await tool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"])
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
  const ctl = (...args: ReadonlyArray<string>) => tool("pg_ctl", ["-D", data, "-l", join(folder, "log"), "-w", "-t", "60", ...args])
  await ctl("-o", options, "start")
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await ctl("-m", "fast", "-o", options, "restart")
    },
    stop: async () => {
      await ctl("-m", "immediate", "stop").catch(() => undefined)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
