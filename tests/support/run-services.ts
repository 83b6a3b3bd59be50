import { PGlite } from "@electric-sql/pglite"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"
import { pgliteDb } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { seedDemoVenue } from "../../server/seed/seed"

declare module "vitest" {
  export interface ProvidedContext {
    authEmulatorHost: string
    /** A dump of a PGlite database migrated and seeded with the demo venues (PGlite's loadDataDir). */
    pgliteTemplate: string
  }
}

interface RunServices {
  readonly authEmulatorHost: string
  readonly pgliteTemplate: string
  readonly stop: () => Promise<void>
}

/**
 * What every project that talks to a server shares in one test run, started once however many
 * projects ask: one Firebase Auth emulator (firebase-tools; tokens are real), and one PGlite
 * database migrated and seeded, dumped, so that each test database starts from it instead of
 * from PostgreSQL's initdb. Vitest loads a global setup file once per project, each time as a
 * module of its own: what is shared is held on the process (`globalThis`), counted by user.
 */
const shared = globalThis as typeof globalThis & { tablesideRunServices?: { started: Promise<RunServices>; users: number } }

const startRunServices = async (): Promise<RunServices> => {
  const folder = mkdtempSync(join(tmpdir(), "tableside-run-"))
  const [emulator, pgliteTemplate] = await Promise.all([startAuthEmulator(DEMO_PROJECT_ID, 0), seededTemplate(folder)])
  return {
    authEmulatorHost: emulator.host,
    pgliteTemplate,
    stop: async () => {
      await emulator.stop()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

const seededTemplate = async (folder: string): Promise<string> => {
  const pglite = await PGlite.create("memory://")
  try {
    const db = pgliteDb(pglite)
    await migrate(db, () => seedDemoVenue(db))
    const path = join(folder, "seeded.tar")
    writeFileSync(path, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()))
    return path
  } finally {
    await pglite.close()
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared.tablesideRunServices ??= { started: startRunServices(), users: 0 })
  entry.users += 1
  const services = await entry.started
  project.provide("authEmulatorHost", services.authEmulatorHost)
  project.provide("pgliteTemplate", services.pgliteTemplate)
  return async () => {
    entry.users -= 1
    if (entry.users > 0) return
    delete shared.tablesideRunServices
    await services.stop()
  }
}
