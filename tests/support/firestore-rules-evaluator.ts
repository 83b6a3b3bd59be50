/**
 * An evaluator of the part of the Firestore rules language that tools/firestore-rules.ts
 * writes, and nothing more: `rules_version`, `service cloud.firestore`, the
 * `/databases/{database}/documents` match holding flat match blocks of single-segment
 * wildcards, `allow <operations>: if <condition>;`, and conditions of `&&`, `||`, `==`, `!=`,
 * parentheses, `true`, `false`, `null`, `request.auth`, `request.auth.uid`, the wildcards and
 * `exists(<path>)`. Anything else throws, naming the line, so a generator that starts writing
 * more than this understands fails the test instead of being misread. Semantics followed from
 * the Firestore documentation: a request is allowed when any matching block's `allow` for its
 * operation holds (read = get, list; write = create, update, delete); no match denies; an error
 * in a condition (a field of a null `request.auth`) makes that condition deny. A list is
 * checked against the blocks whose last segment is a wildcard, with that wildcard unbound.
 * The official emulator (`@firebase/rules-unit-testing`) remains the judge where it runs.
 */
export type Operation = "get" | "list" | "create" | "update" | "delete"

export interface RulesRequest {
  readonly auth: { readonly uid: string } | null
  readonly operation: Operation
  /** A document's path (get, create, update, delete) or a collection's (list), without the leading "/". */
  readonly path: string
  /** The documents that exist, by path. */
  readonly existing: ReadonlySet<string>
}

interface Block {
  readonly segments: ReadonlyArray<string>
  readonly allows: ReadonlyArray<{ readonly operations: ReadonlySet<Operation>; readonly condition: Expression }>
}

type Expression =
  | { readonly type: "literal"; readonly value: boolean | null }
  | { readonly type: "ref"; readonly name: string }
  | { readonly type: "exists"; readonly path: ReadonlyArray<string> }
  | { readonly type: "binary"; readonly operator: "&&" | "||" | "==" | "!="; readonly left: Expression; readonly right: Expression }

const OPERATIONS: Readonly<Record<string, ReadonlyArray<Operation>>> = {
  read: ["get", "list"],
  write: ["create", "update", "delete"],
  get: ["get"],
  list: ["list"],
  create: ["create"],
  update: ["update"],
  delete: ["delete"],
}
const SEGMENT = /^(?:[\w-]+|\{\w+\})$/

export const parseRules = (text: string): ReadonlyArray<Block> => {
  const lines = text
    .split("\n")
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line !== "" && !line.startsWith("//"))
  const expect = (index: number, wanted: string) => {
    if (lines[index]?.line !== wanted)
      throw new Error(
        `rules line ${lines[index]?.number ?? "end"}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(lines[index]?.line)}`,
      )
  }
  expect(0, "rules_version = '2';")
  expect(1, "service cloud.firestore {")
  expect(2, "match /databases/{database}/documents {")
  const blocks: Block[] = []
  let i = 3
  for (; lines[i]?.line.startsWith("match "); i++) {
    const head = /^match \/(\S+) \{$/.exec(lines[i]?.line ?? "")
    const segments = head?.[1]?.split("/") ?? []
    if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment)))
      throw new Error(`rules line ${lines[i]?.number}: not a match of plain segments and {wildcards}`)
    const allows: Array<Block["allows"][number]> = []
    for (i++; lines[i]?.line.startsWith("allow "); i++) {
      const statement = /^allow ([a-z, ]+): if (.+);$/.exec(lines[i]?.line ?? "")
      const names = statement?.[1]?.split(",").map((name) => name.trim()) ?? []
      if (statement?.[2] === undefined || names.some((name) => OPERATIONS[name] === undefined))
        throw new Error(`rules line ${lines[i]?.number}: not an allow statement of known operations`)
      allows.push({
        operations: new Set(names.flatMap((name) => OPERATIONS[name] ?? [])),
        condition: parseCondition(statement[2], lines[i]?.number ?? 0),
      })
    }
    expect(i, "}")
    blocks.push({ segments, allows })
  }
  expect(i, "}")
  expect(i + 1, "}")
  if (lines.length !== i + 2) throw new Error(`rules line ${lines[i + 2]?.number}: unexpected text after the service`)
  return blocks
}

const TOKEN = /\s*(\|\||&&|==|!=|\(|\)|\/(?:[\w-]+|\$\([\w.]+\))(?:\/(?:[\w-]+|\$\([\w.]+\)))*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)/y

const parseCondition = (text: string, line: number): Expression => {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text)
    if (match?.[1] === undefined) throw new Error(`rules line ${line}: cannot read ${JSON.stringify(text.slice(TOKEN.lastIndex))}`)
    tokens.push(match[1])
  }
  let at = 0
  const take = (wanted?: string): string => {
    const token = tokens[at]
    if (token === undefined || (wanted !== undefined && token !== wanted))
      throw new Error(`rules line ${line}: expected ${wanted ?? "more"} at ${JSON.stringify(token)}`)
    at++
    return token
  }
  const binary = (operators: ReadonlyArray<"&&" | "||" | "==" | "!=">, next: () => Expression, repeat: boolean) => (): Expression => {
    let left = next()
    while (operators.some((operator) => operator === tokens[at])) {
      const token = take()
      const operator = operators.find((candidate) => candidate === token)
      if (operator === undefined) throw new Error(`rules line ${line}: unexpected ${token}`)
      left = { type: "binary", operator, left, right: next() }
      if (!repeat) break
    }
    return left
  }
  const primary = (): Expression => {
    const token = take()
    if (token === "true" || token === "false") return { type: "literal", value: token === "true" }
    if (token === "null") return { type: "literal", value: null }
    if (token === "(") {
      const inner = or()
      take(")")
      return inner
    }
    if (token === "exists") {
      take("(")
      const path = take()
      take(")")
      const segments = path.slice(1).split("/")
      if (segments[0] !== "databases" || segments[1] !== "$(database)" || segments[2] !== "documents")
        throw new Error(`rules line ${line}: exists() of a path outside /databases/$(database)/documents`)
      return { type: "exists", path: segments.slice(3) }
    }
    if (/^[A-Za-z_]/.test(token)) return { type: "ref", name: token }
    throw new Error(`rules line ${line}: unexpected ${JSON.stringify(token)}`)
  }
  const comparison = binary(["==", "!="], primary, false)
  const and = binary(["&&"], comparison, true)
  const or: () => Expression = binary(["||"], and, true)
  const condition = or()
  if (at !== tokens.length) throw new Error(`rules line ${line}: unexpected ${JSON.stringify(tokens[at])}`)
  return condition
}

type Value = string | boolean | null | { readonly uid: string }
class EvaluationError extends Error {}

const evaluate = (
  expression: Expression,
  scope: { readonly bindings: ReadonlyMap<string, string>; readonly request: RulesRequest },
): Value => {
  switch (expression.type) {
    case "literal":
      return expression.value
    case "ref":
      return resolve(expression.name, scope)
    case "exists":
      return scope.request.existing.has(
        expression.path
          .map((segment) => {
            const name = /^\$\(([\w.]+)\)$/.exec(segment)?.[1]
            const value = name === undefined ? segment : resolve(name, scope)
            if (typeof value !== "string") throw new EvaluationError(`${segment} is not a string`)
            return value
          })
          .join("/"),
      )
    case "binary": {
      const left = evaluate(expression.left, scope)
      if (expression.operator === "&&" || expression.operator === "||") {
        if (typeof left !== "boolean") throw new EvaluationError(`${expression.operator} of a non-boolean`)
        if (expression.operator === "&&" ? !left : left) return left
        const right = evaluate(expression.right, scope)
        if (typeof right !== "boolean") throw new EvaluationError(`${expression.operator} of a non-boolean`)
        return right
      }
      const same = left === evaluate(expression.right, scope)
      return expression.operator === "==" ? same : !same
    }
  }
}

const resolve = (name: string, scope: { readonly bindings: ReadonlyMap<string, string>; readonly request: RulesRequest }): Value => {
  if (name === "request.auth") return scope.request.auth
  if (name === "request.auth.uid") {
    if (scope.request.auth === null) throw new EvaluationError("request.auth is null")
    return scope.request.auth.uid
  }
  const bound = scope.bindings.get(name)
  if (bound === undefined) throw new EvaluationError(`${name} is not bound here`)
  return bound
}

/** Whether the rules let this request through. */
export const allows = (blocks: ReadonlyArray<Block>, request: RulesRequest): boolean => {
  const segments = request.operation === "list" ? [...request.path.split("/"), null] : request.path.split("/")
  return blocks.some((block) => {
    if (block.segments.length !== segments.length) return false
    const bindings = new Map<string, string>([["database", "(default)"]])
    for (const [i, pattern] of block.segments.entries()) {
      const segment = segments[i]
      const wildcard = /^\{(\w+)\}$/.exec(pattern)?.[1]
      if (wildcard === undefined) {
        if (pattern !== segment) return false
      } else if (segment !== null && segment !== undefined) bindings.set(wildcard, segment)
      else if (i !== block.segments.length - 1) return false
    }
    if (segments.at(-1) === null && !/^\{\w+\}$/.test(block.segments.at(-1) ?? "")) return false
    return block.allows.some(({ operations, condition }) => {
      if (!operations.has(request.operation)) return false
      try {
        return evaluate(condition, { bindings, request }) === true
      } catch (error) {
        if (error instanceof EvaluationError) return false
        throw error
      }
    })
  })
}
