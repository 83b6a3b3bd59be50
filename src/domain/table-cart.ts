import type { LineAdder } from "../../schema/cart"

/**
 * Who added a line of the table cart (or sent it), as the diner reads it: their own, a member
 * by the first name they chose, or another diner who gave none. Never an identity.
 */
export type Adder = { readonly kind: "yours" } | { readonly kind: "named"; readonly name: string } | { readonly kind: "another" }

export const adderOf = (adder: LineAdder | undefined): Adder =>
  adder?.yours === true
    ? { kind: "yours" }
    : adder?.name === null || adder?.name === undefined
      ? { kind: "another" }
      : { kind: "named", name: adder.name }

/**
 * The people of a bill's "by dishes" split as the order-together lines say: one per adder, in
 * the order their first line appears, with the lines each added. Lines without an adder
 * (orders not placed together) belong to no one yet: the diners tick them as before.
 */
export const peopleByAdder = (
  lines: ReadonlyArray<{ readonly id: string; readonly addedBy?: LineAdder }>,
): ReadonlyArray<{ readonly adder: Adder; readonly lineIds: ReadonlyArray<string> }> => {
  const people = new Map<string, { adder: Adder; lineIds: string[] }>()
  for (const line of lines) {
    if (line.addedBy === undefined) continue
    const adder = adderOf(line.addedBy)
    const key = adder.kind === "named" ? `named:${adder.name}` : adder.kind
    const person = people.get(key) ?? { adder, lineIds: [] }
    person.lineIds.push(line.id)
    people.set(key, person)
  }
  return [...people.values()]
}

/**
 * Where a bill's "by dishes" split starts for orders sent together: one person per adder (in
 * the order their first line appears), each line claimed by its adder alone. Null when no line
 * of the bill says who added it: the split then starts empty, as for any order.
 */
export const startingByDishes = (
  lines: ReadonlyArray<{ readonly key: string; readonly line: { readonly addedBy?: LineAdder } }>,
): {
  readonly people: number
  readonly adders: ReadonlyArray<Adder>
  readonly claims: Readonly<Record<string, ReadonlyArray<number>>>
} | null => {
  const people = peopleByAdder(
    lines.map((line) => (line.line.addedBy === undefined ? { id: line.key } : { id: line.key, addedBy: line.line.addedBy })),
  )
  if (people.length === 0) return null
  const claims: Record<string, ReadonlyArray<number>> = {}
  people.forEach((person, index) => {
    for (const key of person.lineIds) claims[key] = [index]
  })
  return { people: people.length, adders: people.map((person) => person.adder), claims }
}

/**
 * Whose an order is, as its tag on the bill says: "yours" (the diner's own, or every line theirs),
 * "together" (sent together, with lines of theirs and of others: never "another diner's" when
 * part of it is the reader's), or "theirs".
 */
export const orderOwner = (order: {
  readonly isMine?: boolean
  readonly items: ReadonlyArray<{ readonly addedBy?: LineAdder }>
}): "yours" | "together" | "theirs" => {
  const added = order.items.flatMap((line) => (line.addedBy === undefined ? [] : [adderOf(line.addedBy).kind === "yours"]))
  // Lines that say who added them decide; an order with none is the diner's when their submit answered it.
  if (added.length === 0) return order.isMine === true ? "yours" : "theirs"
  if (added.includes(true)) return added.includes(false) ? "together" : "yours"
  return "theirs"
}
