import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { parseNdjson, replaySteps, stepLines } from "../src/domain/replay"

/**
 * `npm run replay -- <file.ndjson> [--at N]`: prints each event of an exported session and
 * what it changed in the state; with --at N, the whole state after event N (its seq).
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { at: { type: "string" } } })
const file = positionals[0]
if (file === undefined) {
  console.error("Usage: npm run replay -- <file.ndjson> [--at N]")
  process.exit(2)
}

const lines = parseNdjson(readFileSync(file, "utf8"))
const problems = lines.flatMap((line) => ("error" in line ? [line] : []))
for (const problem of problems) console.error(`line ${problem.line}: not an event of the log (${problem.error}); skipped`)
const steps = replaySteps(lines.flatMap((line) => ("event" in line ? [line.event] : [])))

if (values.at !== undefined) {
  const at = Number(values.at)
  const step = steps.filter((candidate) => candidate.event.seq <= at).at(-1)
  console.log(JSON.stringify(step?.state ?? null, null, 2))
} else {
  for (const step of steps) for (const line of stepLines(step)) console.log(line)
  console.log(`${steps.length} events replayed${problems.length > 0 ? `, ${problems.length} malformed lines skipped` : ""}.`)
}
