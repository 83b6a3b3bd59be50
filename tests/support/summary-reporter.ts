import type { Reporter, TestModule } from "vitest/node"

/** Files named with their time at the end of a run: where the suite's minutes go. */
const SLOWEST_SHOWN = 12

/**
 * Prints "tests: N passed, N failed" (and skipped) at the end of a run, a line CI reads to
 * know that tests ran, whatever the runner's own format; before it, the slowest files, each
 * with the time of its tests and hooks, so that a suite growing past its minutes says where.
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
    const slowest = [...testModules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, SLOWEST_SHOWN)
    console.log(`\nslowest files (tests and hooks):`)
    for (const module of slowest)
      console.log(`  ${(module.diagnostic().duration / 1000).toFixed(1).padStart(6)} s  ${module.project.name}  ${module.relativeModuleId}`)
    console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`)
  }
}
