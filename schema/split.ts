import { Schema } from "effect"
import { Id } from "./ids"
import { Money } from "./money"

/**
 * How a table chose to split its bill (no payment is made: it says who pays what). Kept as an
 * event, so the split replays from the diner's log. People are counted 1..N and named by
 * number ("Person 1"); 0 is allowed here only so a refusal can be recorded and shown.
 */
export const SplitPeople = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 50 }))

/** A person's place in the split: 0 is "Person 1". */
export const PersonIndex = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 49 }))

export const SplitChoice = Schema.Union([
  /** Equally among `people`. */
  Schema.TaggedStruct("Equal", { people: SplitPeople }),
  /** By dishes: each bill line (by its key) is claimed by some people, and divided among them. */
  Schema.TaggedStruct("ByDishes", { people: SplitPeople, claims: Schema.Record(Id, Schema.Array(PersonIndex)) }),
  /** Person 1 pays `amount` (service charge included); the rest is divided among the others. */
  Schema.TaggedStruct("CustomAmount", { people: SplitPeople, amount: Money }),
])
export type SplitChoice = typeof SplitChoice.Type
