import type { SchemaAST } from "effect"
import type { CallSpec } from "../../schema/api"

/**
 * Every place a call takes text, read from the call's own schemas (schema/api.ts): each string
 * (or string literal) in its path parameters, query and body, an object's fields, an array's
 * elements and a record's keys and values included. A call added to the table, or a field added
 * to a call, is found here without a list to keep.
 */
export interface StringSlot {
  readonly part: "params" | "query" | "payload"
  /** The field as the server names it in a 400 (`selectedChoices.k.0`); a record's key: the record's name. */
  readonly field: string
  /** Whether the server names the field by the key itself (a record's key), not exactly this name. */
  readonly keyOfRecord: boolean
  /** The part with `text` put in this place, the rest as given. */
  readonly put: (part: unknown, text: string) => unknown
}

export const stringSlots = (spec: CallSpec): ReadonlyArray<StringSlot> =>
  (["params", "query", "payload"] as const).flatMap((part) =>
    walk(
      spec[part].ast,
      [],
      (_input, value) => value,
      (input) => input,
    ).map((slot) => ({ ...slot, part })),
  )

type Get = (input: unknown) => unknown
type Put = (input: unknown, value: unknown) => unknown

// A key that every record of the contract takes (an id), for the slots inside a record's values.
const KEY = "k"

const walk = (ast: SchemaAST.AST, field: ReadonlyArray<string>, put: Put, get: Get): Array<Omit<StringSlot, "part">> => {
  const slot = { field: field.join("."), keyOfRecord: false, put }
  switch (ast._tag) {
    case "String":
      return [slot]
    case "Literal":
      return typeof ast.literal === "string" ? [slot] : []
    case "Union": {
      // A string's place once, however many string members (`Literals(["0", "1"])`, `NullOr(String)`).
      const inner = ast.types.flatMap((member) => walk(member, field, put, get))
      return inner.filter((each, index) => inner.findIndex((other) => other.field === each.field) === index)
    }
    case "Arrays": {
      const [rest] = ast.rest
      if (rest === undefined) return []
      const elementOf = (input: unknown): unknown => {
        const found = get(input)
        return Array.isArray(found) ? (found as ReadonlyArray<unknown>)[0] : undefined
      }
      return walk(rest, [...field, "0"], (input, value) => put(input, [value]), elementOf)
    }
    case "Objects": {
      const objectAt = (input: unknown): Record<string, unknown> => {
        const found = get(input)
        return typeof found === "object" && found !== null ? (found as Record<string, unknown>) : {}
      }
      const fields = ast.propertySignatures.flatMap((property) => {
        const name = String(property.name)
        return walk(
          property.type,
          [...field, name],
          (input, value) => put(input, { ...objectAt(input), [name]: value }),
          (input) => objectAt(input)[name],
        )
      })
      const records = ast.indexSignatures.flatMap((index) => [
        { field: field.join("."), keyOfRecord: true, put: (input: unknown, text: string) => put(input, { [text]: emptyOf(index.type) }) },
        ...walk(
          index.type,
          [...field, KEY],
          (input, value) => put(input, { [KEY]: value }),
          (input) => objectAt(input)[KEY],
        ),
      ])
      return [...fields, ...records]
    }
    default:
      return []
  }
}

// The value a record's key is given when the key is the place tried: the least its value's schema takes.
const emptyOf = (ast: SchemaAST.AST): unknown => (ast._tag === "Arrays" ? [] : KEY)
