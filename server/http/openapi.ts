import { Schema } from "effect"
import { Envelope, NoPayload, type CallSpec } from "../../schema/api"
import { ServerFault, type ContractErrorSchema } from "../../schema/errors"
import { liveFeed, LiveFeedErrors, READY_EVENT } from "../../schema/live"

/**
 * The OpenAPI 3.1 description of call tables and of the live feed (schema/live.ts), generated
 * from the very schemas the server decodes with; served at /api/openapi.json for venue platforms
 * to check themselves against.
 */
export const openApiDocument = (tables: ReadonlyArray<Readonly<Record<string, CallSpec>>>): Record<string, unknown> => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const table of tables) {
    for (const [operationId, spec] of Object.entries(table)) {
      const path = spec.path.replace(/:([A-Za-z]+)/g, "{$1}")
      paths[path] = { ...(paths[path] ?? {}), [spec.method.toLowerCase()]: operation(operationId, spec) }
    }
  }
  paths[liveFeed.path] = { get: liveOperation() }
  return {
    openapi: "3.1.0",
    info: { title: "Tableside venue API", version: "1.0.0", description: "The calls a venue platform answers for the Tableside diner app. Every answer is wrapped in { body }." },
    components: {
      securitySchemes: {
        firebase: { type: "http", scheme: "bearer", bearerFormat: "Firebase ID token" },
        operatorKey: { type: "apiKey", in: "header", name: "x-operator-key" },
      },
    },
    paths,
  }
}

const dinerHeaders = [
  { name: "tenant", in: "header", required: true, schema: { type: "string" }, description: "The venue's tenant id." },
  { name: "qr", in: "header", required: true, schema: { type: "string" }, description: "The service area's QR code." },
]

/**
 * The live feed as an operation answering `text/event-stream`. OpenAPI 3.1 has no vocabulary for
 * the events of a stream, so the 200 schema is one event (`id`, `event`, `data` as its lines
 * carry them, `data` parsed from JSON): `ready` first, then one of the feed's kinds with its payload.
 */
const liveOperation = (): Record<string, unknown> => {
  const event = (kind: string, data: unknown, description: string) => ({
    type: "object",
    description,
    properties: { id: { type: "string", pattern: "^[0-9]+$" }, event: { const: kind }, data },
    required: ["event", "data"],
  })
  const kinds = Object.entries(liveFeed.events)
  const events = [
    event(READY_EVENT, { type: "object", additionalProperties: false }, "First on every connection; its id is the point to resume from."),
    ...kinds.map(([kind, spec]) => event(kind, jsonSchema(spec.payload), `${spec.description} Its id increases along the feed, across all kinds.`)),
  ]
  return {
    operationId: "liveTable",
    summary: liveFeed.summary,
    security: [{ firebase: [] }],
    parameters: [
      ...dinerHeaders,
      {
        name: "Last-Event-ID",
        in: "header",
        required: false,
        schema: { type: "string", pattern: "^[0-9]+$" },
        description: "The id of the last event received: the feed sends every event after it, of every kind, in order, before new ones. A whole number no larger than the newest id (400 otherwise, naming the header).",
      },
    ],
    responses: {
      "200": {
        description: `Server-sent events: \`${READY_EVENT}\`, then ${kinds.map(([kind]) => `\`${kind}\``).join(", ")} events; comment lines keep the stream open.`,
        content: { "text/event-stream": { schema: { oneOf: events } } },
      },
      ...errorResponses([...LiveFeedErrors, ServerFault]),
    },
  }
}

const jsonSchema = (schema: Schema.Codec<unknown, unknown>): unknown => Schema.toJsonSchemaDocument(schema).schema

const fieldsOf = (schema: CallSpec["params"]): ReadonlyArray<[string, unknown, boolean]> => {
  const document = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(document.properties ?? {}).map(([name, property]) => [name, property, document.required?.includes(name) ?? false])
}

const operation = (operationId: string, spec: CallSpec): Record<string, unknown> => {
  const parameters = [
    ...fieldsOf(spec.params).map(([name, schema]) => ({ name, in: "path", required: true, schema })),
    ...fieldsOf(spec.query).map(([name, schema, required]) => ({ name, in: "query", required, schema })),
    ...(spec.access === "diner" ? dinerHeaders : []),
    ...(spec.idempotent ? [{ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,128}$" } }] : []),
  ]
  const responses: Record<string, unknown> = {
    "200": { description: "OK", content: { "application/json": { schema: jsonSchema(Envelope(spec.answer)) } } },
    ...errorResponses([...spec.errors, ServerFault]),
  }
  return {
    operationId,
    summary: spec.summary,
    ...(spec.access === "diner" ? { security: [{ firebase: [] }] } : spec.access === "operator" ? { security: [{ operatorKey: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.payload === NoPayload ? {} : { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(spec.payload) } } } }),
    responses,
  }
}

/**
 * One response per status the call may answer: `{ errors, error }` where `error` is one of the
 * tags declared at that status (oneOf), each described by its meaning.
 */
const errorResponses = (errors: ReadonlyArray<ContractErrorSchema>): Record<string, unknown> => {
  const byStatus = new Map<number, ContractErrorSchema[]>()
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error])
  const messages = { type: "array", items: { type: "object", properties: { message: { type: "string" }, field: { type: "string" } }, required: ["message"] } }
  return Object.fromEntries(
    [...byStatus].map(([status, tagged]) => {
      const schema = { type: "object", properties: { errors: messages, error: { oneOf: tagged.map(jsonSchema) } }, required: ["errors", "error"] }
      const description = tagged.map((error) => `${error.tag}: ${error.meaning}`).join(" ")
      return [String(status), { description, content: { "application/json": { schema } } }]
    }),
  )
}
