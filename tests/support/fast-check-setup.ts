import fc from "fast-check"

/**
 * Property runs are reproducible: a fixed seed unless FC_SEED says otherwise, and fast-check
 * prints the seed and path of any failure. `npm run test:property -- --runs 100000 --random`
 * explores further (see tests/support/run-property.mjs).
 */
const seed = Number(process.env["FC_SEED"] ?? 20261121)
const numRuns = Number(process.env["FC_RUNS"] ?? 200)

fc.configureGlobal({ seed, numRuns, verbose: 1 })
