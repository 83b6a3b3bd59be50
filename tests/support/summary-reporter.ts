import type { Reporter, TestModule } from "vitest/node"

/**
 * Prints "tests: N passed, N failed" (and skipped) at the end of a run, a line CI reads to
 * know that tests ran, whatever the runner's own format.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of testModules) {
      // A file that failed to load or whose hooks threw has failed, whatever its tests say.
      if (module.errors().length > 0) failed++
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === "passed") passed++
        else if (state === "failed") failed++
        else skipped++
      }
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`)
  }
}
