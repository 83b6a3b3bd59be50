import { inject, type ProvidedContext } from "vitest"

/**
 * What the run's global setup handed the tests (run-services.ts), or undefined outside a vitest
 * run: the benches (tests/bench) start servers and databases as plain scripts, where `inject`
 * throws.
 */
export const injected = <Key extends keyof ProvidedContext>(key: Key): ProvidedContext[Key] | undefined => {
  try {
    return inject(key)
  } catch {
    return undefined
  }
}
