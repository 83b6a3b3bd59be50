import { nameOf, placeOf, readCpuProfile } from "./cpu-profile-read"

/**
 * `node --import tsx tools/cpu-profile-summary.ts <file.cpuprofile> [rows] [seconds]`: where a
 * CPU profile's time went in its last `seconds` (default 5.5: a server bench load, not the
 * server's start), by place (package or file) and by function, self and inclusive.
 */
const [file = "", rowsArg = "30", secondsArg = "5.5"] = process.argv.slice(2)
const rows = Number(rowsArg)
const { profile, frameOf, parents } = readCpuProfile(file)
const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)"])

const selfByNode = new Map<number, number>()
const since = profile.endTime - Number(secondsArg) * 1e6
let at = profile.startTime
let total = 0
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0
  if (at < since) return
  selfByNode.set(id, (selfByNode.get(id) ?? 0) + 1)
  total++
})

const byPlace = new Map<string, number>()
const bySelf = new Map<string, number>()
const byInclusive = new Map<string, number>()
const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count)
for (const [id, count] of selfByNode) {
  const frame = frameOf(id)
  if (frame === undefined) continue
  add(byPlace, SPECIAL.has(frame.functionName) ? frame.functionName : placeOf(frame.url), count)
  add(bySelf, nameOf(frame), count)
  const seen = new Set<string>()
  for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
    const above = frameOf(current)
    if (above === undefined) break
    const name = nameOf(above)
    if (!seen.has(name)) add(byInclusive, name, count)
    seen.add(name)
  }
}

const percent = (count: number) => `${((100 * count) / Math.max(1, total)).toFixed(1).padStart(5)}%`
const print = (title: string, map: Map<string, number>) => {
  console.log(`-- ${title}`)
  for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${percent(count)} ${name}`)
}
console.log(`${total} samples in the last ${secondsArg} s`)
print("self, by place", byPlace)
print("self, by function", bySelf)
print("inclusive, by function", byInclusive)
