// `npm run test:property -- [--runs N] [--seed S | --random]`: the property tests alone, with
// more runs or another seed than the fixed ones `npm test` uses.
import { spawnSync } from "node:child_process"
import { parseArgs } from "node:util"

const { values } = parseArgs({
  options: { runs: { type: "string" }, seed: { type: "string" }, random: { type: "boolean" } },
})
const seed = values.random ? String(Math.floor(Math.random() * 2 ** 31)) : values.seed
const env = { ...process.env }
if (values.runs !== undefined) env.FC_RUNS = values.runs
if (seed !== undefined) env.FC_SEED = seed
console.log(`property tests: runs=${env.FC_RUNS ?? "200 (default)"} seed=${env.FC_SEED ?? "20261121 (default)"}`)
const result = spawnSync("npx", ["vitest", "run", "--project", "property"], { stdio: "inherit", env })
process.exit(result.status ?? 1)
