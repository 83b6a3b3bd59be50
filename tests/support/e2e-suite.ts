import { chromium, type Browser } from "playwright-core"
import { afterAll, beforeAll, inject } from "vitest"
import { startServerProcess, type ServerProcess } from "./server-process"

export interface ServerAndBrowser {
  readonly server: ServerProcess
  readonly browser: Browser
}

/**
 * For a describe block: the run's Chromium (tests/support/chromium-setup.ts), connected to for
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

/** For a describe block: the server as its own process, and the run's Chromium; both closed afterwards. */
export const setupServerAndBrowser = (env: Readonly<Record<string, string>> = {}): ServerAndBrowser => {
  let server: ServerProcess | undefined
  const chromium = setupBrowser()
  beforeAll(async () => {
    server = await startServerProcess(env)
  })
  afterAll(async () => {
    await server?.stop()
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
