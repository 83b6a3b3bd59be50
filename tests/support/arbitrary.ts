import { Schema, type SchemaAST } from "effect"
import fc from "fast-check"

/**
 * fast-check arbitraries derived from the app's own schemas (schema/), so property tests
 * generate exactly the shapes the code receives, not a hand-written imitation of them.
 * Covers the AST nodes our wire schemas use; anything else fails loudly.
 */
export const arbitraryOf = <S extends Schema.Codec<unknown, unknown>>(schema: S, tuning: Tuning = {}): fc.Arbitrary<S["Type"]> => {
  const is = Schema.is(schema)
  return (fromAst(schema.ast, tuning) as fc.Arbitrary<S["Type"]>).filter((value) => is(value))
}

export interface Tuning {
  /** Longest array generated where the schema sets no bound (default 6). */
  readonly maxArray?: number
  /** Longest string generated where the schema sets no bound (default 12). */
  readonly maxString?: number
}

interface Constraints {
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  integer?: boolean
  patterns?: ReadonlyArray<RegExp>
}

const constraintsOf = (ast: SchemaAST.AST): Constraints => {
  const merged: Constraints = {}
  for (const check of ast.checks ?? []) {
    const c = (check.annotations as { arbitraryConstraint?: Record<string, unknown> } | undefined)?.arbitraryConstraint
    if (c === undefined) continue
    if (typeof c["minLength"] === "number") merged.minLength = Math.max(merged.minLength ?? 0, c["minLength"])
    if (typeof c["maxLength"] === "number") merged.maxLength = Math.min(merged.maxLength ?? Infinity, c["maxLength"])
    if (typeof c["minimum"] === "number") merged.minimum = Math.max(merged.minimum ?? -Infinity, c["minimum"])
    if (typeof c["maximum"] === "number") merged.maximum = Math.min(merged.maximum ?? Infinity, c["maximum"])
    if (c["number"] === "integer") merged.integer = true
    if (Array.isArray(c["patterns"])) merged.patterns = [...(merged.patterns ?? []), ...(c["patterns"] as RegExp[])]
  }
  return merged
}

const fromAst = (ast: SchemaAST.AST, tuning: Tuning): fc.Arbitrary<unknown> => {
  const c = constraintsOf(ast)
  switch (ast._tag) {
    case "String": {
      const pattern = c.patterns?.[0]
      // A pattern sets its own length; only the schema's bounds apply to it, not the tuning.
      return pattern === undefined
        ? fc.string({
            minLength: c.minLength ?? 0,
            maxLength: Math.min(c.maxLength ?? tuning.maxString ?? 12, 200),
            unit: "grapheme-ascii",
          })
        : fc.stringMatching(pattern).filter((s) => s.length >= (c.minLength ?? 0) && s.length <= (c.maxLength ?? Infinity))
    }
    case "Number":
      // Money and counts stay well inside the exact range of doubles.
      return c.integer === true
        ? fc.integer({ min: Math.ceil(c.minimum ?? -1e9), max: Math.floor(c.maximum ?? 1e9) })
        : fc.double({ min: c.minimum ?? -1e9, max: c.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true })
    case "Boolean":
      return fc.boolean()
    case "Null":
      return fc.constant(null)
    case "Literal":
      return fc.constant(ast.literal)
    case "Union":
      return fc.oneof(...ast.types.map((member) => fromAst(member, tuning)))
    case "Arrays": {
      const [rest] = ast.rest
      if (ast.elements.length > 0 || rest === undefined) throw new Error("arbitraryOf: tuples are not supported")
      return fc.array(fromAst(rest, tuning), { minLength: c.minLength ?? 0, maxLength: Math.min(c.maxLength ?? tuning.maxArray ?? 6, 50) })
    }
    case "Objects": {
      const fields: Record<string, fc.Arbitrary<unknown>> = {}
      const required: string[] = []
      for (const property of ast.propertySignatures) {
        const name = String(property.name)
        fields[name] = fromAst(property.type, tuning)
        if (property.type.context?.isOptional !== true) required.push(name)
      }
      const record = fc.record(fields, { requiredKeys: required })
      // Records (Schema.Record) are index signatures: a few random keys of the value type.
      const [index] = ast.indexSignatures
      if (index === undefined) return record
      const entries = fc.dictionary(fromAst(index.parameter, tuning) as fc.Arbitrary<string>, fromAst(index.type, tuning), { maxKeys: 3 })
      return fc.tuple(entries, record).map(([dictionary, known]) => ({ ...dictionary, ...(known as object) }))
    }
    default:
      throw new Error(`arbitraryOf: no generator for schema node '${ast._tag}'`)
  }
}
