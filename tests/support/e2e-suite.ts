import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { launchChromium } from "./browser"
import { startServerProcess, type ServerProcess } from "./server-process"

export interface ServerAndBrowser {
  readonly server: ServerProcess
  readonly browser: Browser
}

/** For a describe block: the server as its own process, and Chromium; both closed afterwards. */
export const setupServerAndBrowser = (env: Readonly<Record<string, string>> = {}): ServerAndBrowser => {
  let server: ServerProcess | undefined
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined
  beforeAll(async () => {
    server = await startServerProcess(env)
    chromium = await launchChromium()
  })
  afterAll(async () => {
    await chromium?.close()
    await server?.stop()
  })
  return {
    get server() {
      if (server === undefined) throw new Error("the server starts in beforeAll")
      return server
    },
    get browser() {
      if (chromium === undefined) throw new Error("Chromium starts in beforeAll")
      return chromium.browser
    },
  }
}
