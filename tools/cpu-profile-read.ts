import { readFileSync } from "node:fs"

/** A CPU profile as Node's `--cpu-prof` writes it, read for the tools beside this file. */
interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: ReadonlyArray<number>
}
export interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
}
export interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly startTime: number
  readonly endTime: number
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** The profile in `file`, with each node's frame and each node's parent by id. */
export const readCpuProfile = (file: string) => {
  // Sound: a file Node's --cpu-prof wrote.
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  return { profile, frameOf: (id: number): CallFrame | undefined => nodes.get(id)?.callFrame, parents }
}

/** Where a frame's code lives: its package, or its file in the project. */
export const placeOf = (url: string): string => {
  if (url === "") return "(native)"
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (inPackage !== undefined) return inPackage
  const inProject = /\/((?:server|schema|src|streams|tests)\/.*)$/.exec(url)?.[1]
  return inProject ?? url
}

export const nameOf = (frame: CallFrame) => `${frame.functionName || "(anonymous)"} ${placeOf(frame.url)}:${frame.lineNumber + 1}`
