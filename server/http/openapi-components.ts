import { Schema } from "effect"
import type { WireSchema } from "../../schema/api"
import { Cart, CartAddPayload, CartLine, CartSummary, CartUpdatePayload, SelectedChoices } from "../../schema/cart"
import { Id, Image, QrCode } from "../../schema/ids"
import { Choice, ChoiceOption, Menu, MenuItem, Section, Variant, VariantChoice } from "../../schema/menu"
import { Color, Order, OrderState, OrderStatus, OrderTransition } from "../../schema/order"
import { PhoneNumber, PhoneSendAnswer, PhoneVerifyAnswer } from "../../schema/phone"
import { StaffRequest, StaffRequestKind, StaffRequestPayload, TableRequests } from "../../schema/staff-request"
import { ServiceArea, Tenant, Venue, VenueAnswer } from "../../schema/venue"

/**
 * The shared shapes of the contract, named: each becomes one entry of the document's
 * `components/schemas`, and every place that uses it a `$ref` to it. Effect writes each
 * schema out whole; a part written exactly as a named shape is that shape (the generator
 * writes one schema one way), so naming needs no annotation on the contract's schemas.
 */
const NAMED: ReadonlyArray<readonly [string, WireSchema]> = [
  ["VenueAnswer", VenueAnswer],
  ["Venue", Venue],
  ["ServiceArea", ServiceArea],
  ["Tenant", Tenant],
  ["Menu", Menu],
  ["MenuItem", MenuItem],
  ["Section", Section],
  ["Variant", Variant],
  ["VariantChoice", VariantChoice],
  ["Choice", Choice],
  ["ChoiceOption", ChoiceOption],
  ["Image", Image],
  ["CartAddPayload", CartAddPayload],
  ["CartUpdatePayload", CartUpdatePayload],
  ["SelectedChoices", SelectedChoices],
  ["Cart", Cart],
  ["CartLine", CartLine],
  ["CartSummary", CartSummary],
  ["Order", Order],
  ["OrderStatus", OrderStatus],
  ["OrderState", OrderState],
  ["OrderTransition", OrderTransition],
  ["PhoneSendAnswer", PhoneSendAnswer],
  ["PhoneVerifyAnswer", PhoneVerifyAnswer],
  ["StaffRequestPayload", StaffRequestPayload],
  ["StaffRequest", StaffRequest],
  ["StaffRequestKind", StaffRequestKind],
  ["TableRequests", TableRequests],
  // Strings with a pattern of their own: nothing else is written the same.
  ["Id", Id],
  ["QrCode", QrCode],
  ["PhoneNumber", PhoneNumber],
  ["Color", Color],
]

/**
 * A schema as JSON Schema 2020-12. Excess properties are refused (`additionalProperties: false`),
 * as the server refuses them in what it is sent and never sends any.
 */
export const jsonSchemaOf = (schema: WireSchema): Record<string, unknown> =>
  Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" }).schema as Record<string, unknown>

export interface Components {
  /** A schema, with its named parts (or itself) as `$ref`s. */
  readonly schemaOf: (schema: WireSchema) => unknown
  /** Names a schema that is not found by its shape (an error), answering its `$ref`. */
  readonly named: (name: string, schema: WireSchema) => unknown
  /** The named schemas used so far, and those they use, by name. */
  readonly schemas: () => Record<string, unknown>
}

export const components = (): Components => {
  const byShape = new Map<string, string>()
  const definitions = new Map<string, Record<string, unknown>>()
  for (const [name, schema] of NAMED) {
    const json = jsonSchemaOf(schema)
    byShape.set(JSON.stringify(json), name)
    definitions.set(name, json)
  }
  const used = new Set<string>()
  const ref = (name: string) => {
    used.add(name)
    return { $ref: `#/components/schemas/${name}` }
  }
  // Top-down, so the largest named shape wins over the named parts inside it.
  const refer = (node: unknown, self: string | null): unknown => {
    if (Array.isArray(node)) return node.map((each) => refer(each, null))
    if (typeof node !== "object" || node === null) return node
    const name = byShape.get(JSON.stringify(node))
    if (name !== undefined && name !== self) return ref(name)
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refer(value, null)]))
  }
  return {
    schemaOf: (schema) => refer(jsonSchemaOf(schema), null),
    named: (name, schema) => {
      definitions.set(name, jsonSchemaOf(schema))
      return ref(name)
    },
    schemas: () => {
      const out: Record<string, unknown> = {}
      // Each definition may use names not used yet: go on until none is new.
      for (let pending = [...used]; pending.length > 0; pending = [...used].filter((name) => !(name in out))) {
        for (const name of pending) out[name] = refer(definitions.get(name), name)
      }
      return Object.fromEntries(
        Object.keys(out)
          .sort()
          .map((name) => [name, out[name]]),
      )
    },
  }
}
