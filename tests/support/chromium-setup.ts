import { chromium } from "playwright-core"
import type { TestProject } from "vitest/node"
import { CHROMIUM_FLAGS, chromiumPath } from "./browser"

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's one Chromium takes connections (playwright's launchServer). */
    chromiumEndpoint: string
  }
}

/**
 * One Chromium for the whole browser run: each test file connects to it (tests/support/e2e-suite.ts)
 * and works in browser contexts of its own, each a fresh profile, instead of starting a browser.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
  project.provide("chromiumEndpoint", server.wsEndpoint())
  return () => server.close()
}
