import { chromium, type Browser } from "playwright-core"
import { afterAll, beforeAll, inject } from "vitest"
import { builtAppDir } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import { startTestServer, type TestServerOptions } from "./test-server"

export interface ServerAndBrowser {
  readonly server: RunningServer
  readonly browser: Browser
}

/**
 * For a describe block: the run's Chromium (tests/support/run-services.ts), connected to for
 * this file; the connection closed afterwards, and with it every context the file opened.
 */
export const setupBrowser = (): { readonly browser: Browser } => {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject("chromiumEndpoint"))
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (browser === undefined) throw new Error("Chromium is connected to in beforeAll")
      return browser
    },
  }
}

/**
 * For a describe block: the reference server serving the built app, in this worker's process
 * (its modules already loaded by the worker's earlier files: a start is its database alone),
 * and the run's Chromium; both closed afterwards. A file that kills or restarts its server, or
 * reads what it prints, starts it as its own process (server-process.ts).
 */
export const setupServerAndBrowser = (options: Pick<TestServerOptions, "seedBigMenu"> = {}): ServerAndBrowser => {
  let server: RunningServer | undefined
  const chromium = setupBrowser()
  beforeAll(async () => {
    server = await startTestServer({ ...options, staticDir: builtAppDir })
  })
  afterAll(async () => {
    await server?.close()
  })
  return {
    get server() {
      if (server === undefined) throw new Error("the server starts in beforeAll")
      return server
    },
    get browser() {
      return chromium.browser
    },
  }
}
