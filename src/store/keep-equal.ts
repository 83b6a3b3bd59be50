import { isPlain } from "./store-context"

/**
 * `next`, with every part that equals the same part of `previous` (deeply, plain objects and
 * arrays) replaced by `previous`'s own: the same value, and the same objects where nothing
 * changed, so a selector (src/store/store-context.ts) finds its slice the very one it had and
 * React draws nothing again. `seen` remembers what each part of an earlier `next` became, so
 * the same part handed again is not compared again.
 */
export const keepEqual = <T>(previous: T, next: T, seen: WeakMap<object, unknown>): T => {
  if (Object.is(previous, next) || !isPlain(previous) || !isPlain(next) || Array.isArray(previous) !== Array.isArray(next)) return next
  if (seen.has(next)) return seen.get(next) as T
  const kept = Array.isArray(previous) && Array.isArray(next) ? keptArray(previous, next, seen) : keptRecord(previous, next, seen)
  seen.set(next, kept)
  return kept as T
}

const keptArray = (previous: ReadonlyArray<unknown>, next: ReadonlyArray<unknown>, seen: WeakMap<object, unknown>) => {
  const items = next.map((item, index) => (index < previous.length ? keepEqual(previous[index], item, seen) : item))
  return items.length === previous.length && items.every((item, index) => item === previous[index]) ? previous : items
}

const keptRecord = (
  previous: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
  seen: WeakMap<object, unknown>,
) => {
  const keys = Object.keys(next)
  const entries = keys.map((key) => [key, Object.hasOwn(previous, key) ? keepEqual(previous[key], next[key], seen) : next[key]] as const)
  const same =
    keys.length === Object.keys(previous).length && entries.every(([key, value]) => Object.hasOwn(previous, key) && value === previous[key])
  return same ? previous : Object.fromEntries(entries)
}
