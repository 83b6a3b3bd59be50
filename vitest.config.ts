import { defineConfig } from "vitest/config"
import { appModuleSteps } from "./tools/vite-app-modules"

/**
 * Three kinds of test, one command (`npm test`): unit and contract tests in Node, property
 * tests (fast-check, fixed seed unless told otherwise), and browser tests driving Chromium
 * against the real server. A summary line "tests: N passed, N failed" closes every run.
 */
export default defineConfig({
  test: {
    // Two files at a time, whatever vitest would pick on this machine (one: its CPUs less one):
    // most of a browser or contract test's time is spent waiting (on Chromium, a server process,
    // PostgreSQL, the Auth emulator), so two overlap on two cores. A project that runs its files
    // one at a time (fault) runs after the others.
    maxWorkers: 2,
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // `npm run coverage`: line and branch coverage of the code the Node projects run (the browser
    // runs the app, and server processes the server, out of v8's sight in this process).
    coverage: {
      provider: "v8",
      include: ["src/**", "schema/**", "streams/**", "server/**", "tools/**"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "test-results/coverage",
    },
    projects: [
      // Every project shares each worker's modules between its files (isolate: false): a file
      // imports the server, effect, PGlite and Playwright once per worker rather than once per
      // file, which was most of a short file's time. No test file keeps state in a module: each
      // starts its own servers, databases and browser contexts, and closes them.
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false } },
      {
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          isolate: false,
          globalSetup: ["tests/support/run-services.ts"],
          // Some start server or CLI processes (tsx compiles each): room for them beside a second file.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // PostgreSQL breaking under a server process's load, and a page drawn while other diners
        // call (tests/fault/): one file at a time, after the other projects, so that what they time
        // is the server's own and not a second test file's.
        test: {
          name: "fault",
          include: ["tests/fault/**/*.test.ts"],
          environment: "node",
          isolate: false,
          globalSetup: ["tests/support/run-services.ts"],
          testTimeout: 120_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // One worker, so a group of its own (Vitest groups projects by their worker count), run after the others.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // A client of the spec alone (no import of the project): servers started for it beforehand.
        test: {
          name: "spec",
          include: ["tests/spec/**/*.test.ts"],
          environment: "node",
          isolate: false,
          globalSetup: ["tests/support/run-services.ts", "tests/support/spec-servers.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The app's screens drawn in Node with React's server renderer, from a log of real answers:
        // what a screen says, in each language, without a browser (tests/screens/). The app's own
        // build steps for styles and catalogues, as the server's render of a table's page has them.
        ...appModuleSteps("test"),
        test: {
          name: "screens",
          include: ["tests/screens/**/*.test.tsx"],
          environment: "node",
          isolate: false,
          globalSetup: ["tests/support/run-services.ts"],
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "property",
          include: ["tests/property/**/*.test.ts"],
          environment: "node",
          isolate: false,
          setupFiles: ["tests/support/fast-check-setup.ts"],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          isolate: false,
          globalSetup: ["tests/support/run-services.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Two browser files run at once beside their servers: a page may take seconds to hydrate,
          // so a polled expectation waits up to 15 s (vitest's own default is 1 s).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
