import { chromium, type Browser, type BrowserContextOptions } from "playwright-core"
import { afterAll, beforeAll, inject } from "vitest"
import { builtAppDir } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import { startTestServer, type TestServerOptions } from "./test-server"

export interface ServerAndBrowser {
  readonly server: RunningServer
  readonly browser: Browser
}

export interface BrowserOptions {
  /**
   * Whether the file's pages run the app's service worker. Blocked unless a file is about what it
   * does (a kept page, the offline shell, a receipt read offline): on every fresh context it would
   * precache the whole app and then serve each request, some 40% of Chromium's work per page load,
   * for nothing the file checks. A context given its own `serviceWorkers` keeps it.
   */
  readonly serviceWorkers?: BrowserContextOptions["serviceWorkers"]
}

/** The browser with the file's defaults for every context it opens (and every page it opens with a context of its own). */
const withContextDefaults = (browser: Browser, defaults: BrowserContextOptions): Browser =>
  new Proxy(browser, {
    get(target, property, receiver) {
      if (property === "newContext" || property === "newPage")
        return (options: BrowserContextOptions = {}) => target[property]({ ...defaults, ...options })
      const value: unknown = Reflect.get(target, property, receiver)
      return typeof value === "function" ? value.bind(target) : value
    },
  })

/**
 * For a describe block: the run's Chromium (tests/support/run-services.ts), connected to for
 * this file; the connection closed afterwards, and with it every context the file opened.
 */
export const setupBrowser = ({ serviceWorkers = "block" }: BrowserOptions = {}): { readonly browser: Browser } => {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = withContextDefaults(await chromium.connect(inject("chromiumEndpoint")), { serviceWorkers })
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
export const setupServerAndBrowser = ({
  serviceWorkers,
  ...options
}: Pick<TestServerOptions, "seedBigMenu" | "mail"> & BrowserOptions = {}): ServerAndBrowser => {
  let server: RunningServer | undefined
  const chromium = setupBrowser({ serviceWorkers })
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
