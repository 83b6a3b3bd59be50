import { nameOf, readCpuProfile } from "./cpu-profile-read"

/**
 * `node --import tsx tools/cpu-profile-stretches.ts <file.cpuprofile> [count] [minMs] [fromS]`: the
 * longest stretches a thread ran without going idle (what a cheap call behind them waited for),
 * (from `fromS` seconds into the profile on), each with when it began and the functions its samples spent most self time in. Where
 * cpu-profile-summary.ts adds up a whole load, this finds the few long holds in it.
 */
const [file = "", countArg = "8", minArg = "15", fromArg = "0"] = process.argv.slice(2)
const { profile, frameOf, parents } = readCpuProfile(file)
const nameAt = (id: number) => {
  const frame = frameOf(id)
  return frame === undefined ? "?" : nameOf(frame)
}
/** The outermost project frame of a sample's stack: which of our calls the time was spent under. */
const entryOf = (id: number): string => {
  let found = nameAt(id)
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const url = frameOf(at)?.url ?? ""
    if (/\/(server|schema|src)\//.test(url) && !url.includes("node_modules")) found = nameAt(at)
  }
  return found
}

interface Stretch {
  readonly startMs: number
  ms: number
  readonly selfBy: Map<string, number>
  readonly underBy: Map<string, number>
}
const stretches: Stretch[] = []
let open: Stretch | null = null
let at = 0
profile.samples.forEach((sample, index) => {
  const delta = (profile.timeDeltas[index] ?? 0) / 1000
  at += delta
  const idle = nameAt(sample).startsWith("(idle)")
  if (idle) {
    if (open !== null) stretches.push(open)
    open = null
    return
  }
  open ??= { startMs: at, ms: 0, selfBy: new Map(), underBy: new Map() }
  const current: Stretch = open
  const self = nameAt(sample)
  const under = entryOf(sample)
  current.ms += delta
  current.selfBy.set(self, (current.selfBy.get(self) ?? 0) + delta)
  current.underBy.set(under, (current.underBy.get(under) ?? 0) + delta)
})
if (open !== null) stretches.push(open)

const top = (by: Map<string, number>, n: number) =>
  [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `      ${ms.toFixed(1).padStart(6)} ms  ${name}`)
    .join("\n")

const longest = stretches
  .filter((stretch) => stretch.ms >= Number(minArg) && stretch.startMs >= Number(fromArg) * 1000)
  .sort((a, b) => b.ms - a.ms)
console.log(`${stretches.length} stretches; ${longest.length} of ${minArg} ms or more`)
for (const stretch of longest.slice(0, Number(countArg))) {
  console.log(`\n${stretch.ms.toFixed(1)} ms at ${(stretch.startMs / 1000).toFixed(3)} s`)
  console.log(`    self:\n${top(stretch.selfBy, 6)}`)
  console.log(`    under:\n${top(stretch.underBy, 4)}`)
}
