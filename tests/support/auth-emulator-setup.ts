import type { TestProject } from "vitest/node"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"

declare module "vitest" {
  export interface ProvidedContext {
    authEmulatorHost: string
  }
}

/** One Firebase Auth emulator (firebase-tools) for a whole test run: tokens are real. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator(DEMO_PROJECT_ID, 0)
  project.provide("authEmulatorHost", emulator.host)
  return () => emulator.stop()
}
