import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { projectRoot } from "../../server/config"

/** One measured figure, as bench/results.json holds it. */
export interface Figure {
  readonly name: string
  readonly value: number | null
  readonly unit: string
  /** e.g. "<= 200", ">= 1000000" */
  readonly target: string
  readonly note?: string
}

export const meets = (figure: Figure): boolean | null => {
  if (figure.value === null) return null
  const match = /^(<=|>=)\s*([\d.]+)$/.exec(figure.target)
  if (match === null) return null
  const bound = Number(match[2])
  return match[1] === "<=" ? figure.value <= bound : figure.value >= bound
}

export const writeResults = (figures: ReadonlyArray<Figure>, machine: string): void => {
  mkdirSync(join(projectRoot, "bench"), { recursive: true })
  writeFileSync(join(projectRoot, "bench/results.json"), `${JSON.stringify(figures, null, 2)}\n`)
  const rows = figures.map((figure) => {
    const verdict = meets(figure)
    const shown = figure.value === null ? "not measured" : `${Number.isInteger(figure.value) ? figure.value : figure.value.toFixed(2)} ${figure.unit}`
    return `| ${figure.name} | ${shown} | ${figure.target} ${figure.unit} | ${verdict === null ? "—" : verdict ? "met" : "**not met**"} | ${figure.note ?? ""} |`
  })
  writeFileSync(
    join(projectRoot, "BENCHMARKS.md"),
    `# Benchmarks

Written by \`npm run bench\` (also \`bench/results.json\`). Measured on ${machine}. Benchmarks
report; they never fail the test suite on timing.

| Figure | Value | Target | | Note |
|---|---|---|---|---|
${rows.join("\n")}

## Notes

- "First visit to first dish" is measured in the page on loopback with no throttling; it is not
  Lighthouse's LCP under mobile throttling, which is not measured yet (the \`lighthouse\`
  package is not installed; its run against Debian's Chromium is the next step).
- Not built yet, so not measured: the service worker (repeat visit), the 2,000-item benchmark
  venue and a virtualized menu list (big-menu figures).
- Cart add p99 under 200 simultaneous diners is queueing: each add is a transaction of about ten
  queries and both the server and the load generator share the machine's two cores. It is far
  from the 50 ms target on PGlite and on PostgreSQL alike; caching service-area lookups and
  answering the add from the transaction's own reads are the known next steps.
- Critical-path JavaScript counts scripts whose request started before the first dish entered the
  page; a fresh tab loads the local database (RxDB, Dexie) after the menu is painted.
`,
  )
}
