import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, sep } from "node:path"
import { chromium, type BrowserServer } from "playwright-core"
import type { TestProject } from "vitest/node"
import { buildAppIfStale } from "../../server/app-build"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"
import { openDb, pgliteDb, type Db, type DbLocation } from "../../server/storage/db"
import { startPgliteThread } from "../../server/storage/pglite-thread"
import { migrate } from "../../server/storage/migrations"
import { seedDemoVenue } from "../../server/seed/seed"
import { CHROMIUM_FLAGS, testChromiumPath } from "./browser"
import { seededPostgresTemplate } from "./databases"
import { bundleScripts } from "./server-scripts"

declare module "vitest" {
  export interface ProvidedContext {
    authEmulatorHost: string
    /** A dump of a PGlite database migrated and seeded with the demo venues (PGlite's loadDataDir). */
    pgliteTemplate: string
    /** A PostgreSQL database migrated and seeded the same way, to copy (CREATE DATABASE ... TEMPLATE); null without PostgreSQL. */
    postgresTemplate: string | null
    /** The folder of the run's bundle of the scripts tests start as processes (tests/support/server-scripts.ts). */
    scriptsBundle: string
    /** Where the run's one Chromium takes connections (playwright's launchServer); browser runs only. */
    chromiumEndpoint: string
  }
}

interface RunServices {
  readonly authEmulatorHost: string
  readonly pgliteTemplate: string
  readonly postgresTemplate: string | null
  readonly scriptsBundle: string
  readonly stop: () => Promise<void>
}

interface SharedRun {
  readonly started: Promise<RunServices>
  /** The built app and Chromium, started as soon as a project of a run with browser files asks. */
  browser: Promise<BrowserServer> | null
  users: number
}

/**
 * What every project that talks to a server shares in one test run, started once however many
 * projects ask: one Firebase Auth emulator (firebase-tools; tokens are real), and one PGlite
 * database migrated and seeded, dumped, so that each test database starts from it instead of
 * from PostgreSQL's initdb. A run with browser files also gets the app built from its sources
 * (server/app-build.ts: only when they changed) and one Chromium that every browser file connects
 * to (tests/support/e2e-suite.ts). All of it starts at once, when the first project asks: Vitest
 * runs the projects' global setups one after another, before any test. A global setup file is
 * loaded once per project, each time as a module of its own: what is shared is held on the
 * process (`globalThis`), counted by user.
 */
const shared = globalThis as typeof globalThis & { tablesideRunServices?: SharedRun }

const startRunServices = async (): Promise<RunServices> => {
  const folder = mkdtempSync(join(tmpdir(), "tableside-run-"))
  const [emulator, pgliteTemplate, postgresTemplate, scripts] = await Promise.allSettled([
    startAuthEmulator(DEMO_PROJECT_ID, 0),
    seededTemplate(folder),
    seededPostgresTemplate(migratedAndSeeded),
    bundleScripts(),
  ])
  const stop = async () => {
    if (postgresTemplate.status === "fulfilled") await postgresTemplate.value?.drop()
    if (emulator.status === "fulfilled") await emulator.value.stop()
    if (scripts.status === "fulfilled") scripts.value.remove()
    rmSync(folder, { recursive: true, force: true })
  }
  if (
    emulator.status === "rejected" ||
    pgliteTemplate.status === "rejected" ||
    postgresTemplate.status === "rejected" ||
    scripts.status === "rejected"
  ) {
    // What did start stops: a failed start leaves no emulator, template database or bundle behind.
    await stop()
    throw [emulator, pgliteTemplate, postgresTemplate, scripts].flatMap((part) => (part.status === "rejected" ? [part.reason] : []))[0]
  }
  return {
    authEmulatorHost: emulator.value.host,
    pgliteTemplate: pgliteTemplate.value,
    postgresTemplate: postgresTemplate.value?.name ?? null,
    scriptsBundle: scripts.value.dir,
    stop,
  }
}

/** Browser tests run against the app as built from the code under test, never a stale dist/. */
const startBrowserSide = async (): Promise<BrowserServer> => {
  const [browser, build] = await Promise.allSettled([
    chromium.launchServer({ executablePath: testChromiumPath(), args: [...CHROMIUM_FLAGS] }),
    buildAppIfStale(),
  ])
  if (build.status === "rejected") {
    if (browser.status === "fulfilled") await browser.value.close()
    throw build.reason
  }
  if (browser.status === "rejected") throw browser.reason
  return browser.value
}

/**
 * Whether this run holds browser files, whichever project's setup asks first. The run's files
 * are known by then (Vitest's state API, experimental); without it, the e2e project's own setup
 * tells, and the build and the browser start then.
 */
const runHasBrowserFiles = (project: TestProject): boolean => {
  const paths: ReadonlyArray<string> = project.vitest.state?.getPaths?.() ?? []
  return project.name === "e2e" || paths.some((path) => path.includes(`${sep}tests${sep}e2e${sep}`))
}

/** What both templates hold: every migration, and the demo venues. */
const migrateAndSeed = (db: Db) => migrate(db, () => seedDemoVenue(db))

const migratedAndSeeded = async (location: DbLocation): Promise<void> => {
  const db = await openDb(location, { timeoutMs: 60_000, onStorageFailure: () => undefined })
  try {
    await migrateAndSeed(db)
  } finally {
    await db.close()
  }
}

const seededTemplate = async (folder: string): Promise<string> => {
  const pglite = await startPgliteThread({ dataDir: "memory://", syncToDisk: false, stallLimitMs: 60_000, onStopped: () => undefined })
  try {
    await migrateAndSeed(pgliteDb(pglite))
    // A test database is this dump loaded into PGlite's in-memory file system, file by file, some
    // hundred times a run. The server reads and writes its own database alone and creates none, so
    // PostgreSQL's two template databases (a third of the files) are left out: 0.65 to 0.49 s of
    // CPU per database.
    // One statement each: DROP DATABASE runs outside a transaction.
    for (const statement of [
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      "drop database template0",
      "drop database template1",
      "checkpoint",
    ])
      await pglite.exec(statement, null)
    const path = join(folder, "seeded.tar")
    writeFileSync(path, Buffer.from(await pglite.dump()))
    return path
  } finally {
    await pglite.close()
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared.tablesideRunServices ??= { started: startRunServices(), browser: null, users: 0 })
  if (entry.browser === null && runHasBrowserFiles(project)) {
    entry.browser = startBrowserSide()
    // Awaited by the e2e project's setup, which fails with it; not an unhandled rejection before then.
    entry.browser.catch(() => undefined)
  }
  entry.users += 1
  try {
    const services = await entry.started
    project.provide("authEmulatorHost", services.authEmulatorHost)
    project.provide("pgliteTemplate", services.pgliteTemplate)
    project.provide("postgresTemplate", services.postgresTemplate)
    project.provide("scriptsBundle", services.scriptsBundle)
    if (project.name === "e2e" && entry.browser !== null) project.provide("chromiumEndpoint", (await entry.browser).wsEndpoint())
  } catch (error) {
    // No teardown is returned for a failed setup: its share is let go here.
    await release(entry)
    throw error
  }
  return () => release(entry)
}

/** One user fewer; the last one stops what the run shared, whatever failed on the way. */
const release = async (entry: SharedRun): Promise<void> => {
  entry.users -= 1
  if (entry.users > 0) return
  delete shared.tablesideRunServices
  try {
    await entry.browser?.then(
      (browser) => browser.close(),
      () => undefined,
    )
  } finally {
    await entry.started.then(
      (services) => services.stop(),
      () => undefined,
    )
  }
}
