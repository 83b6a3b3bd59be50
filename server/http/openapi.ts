import { Schema } from "effect"
import { Envelope, NoPayload, type CallSpec, type WireSchema } from "../../schema/api"
import { ServerFault, type ContractErrorSchema } from "../../schema/errors"
import { Id, QrCode } from "../../schema/ids"
import { liveFeed, LiveFeedErrors, READY_EVENT } from "../../schema/live"
import { staffLiveFeed, StaffLiveFeedErrors } from "../../schema/staff-api"
import { staffExamples } from "./openapi-staff-examples"
import { components as newComponents, jsonSchemaOf, type Components } from "./openapi-components"
import { apiExamples, operatorExamples, type CallExample } from "./openapi-examples"
import { serviceOperations } from "./openapi-service"
import { bodyNotes, errorNotes, refusalExamples } from "./openapi-notes"

/**
 * The OpenAPI 3.1 description of call tables and of the live feed (schema/live.ts), generated
 * from the very schemas the server decodes with; served at /api/openapi.json for venue platforms
 * to check themselves against. Shared shapes are `components/schemas`; every call has an example
 * of its request and answer from the demo venue (openapi-examples.ts), and its errors say what
 * the server enforces beyond the shapes (openapi-notes.ts).
 */
export const openApiDocument = (tables: ReadonlyArray<Readonly<Record<string, CallSpec>>>): Record<string, unknown> => {
  const shapes = newComponents()
  const examples: Readonly<Record<string, CallExample<CallSpec>>> = { ...apiExamples, ...operatorExamples, ...staffExamples }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const table of tables) {
    for (const [operationId, spec] of Object.entries(table)) {
      const example = examples[operationId]
      if (example === undefined) throw new Error(`the OpenAPI document has no example of ${operationId} (server/http/openapi-examples.ts)`)
      const path = spec.path.replace(/:([A-Za-z]+)/g, "{$1}")
      paths[path] = { ...(paths[path] ?? {}), [spec.method.toLowerCase()]: operation(shapes, operationId, spec, example) }
    }
  }
  paths[liveFeed.path] = { get: liveOperation(shapes, dinerFeed) }
  if (tables.some((table) => Object.values(table).some((spec) => spec.access === "staff")))
    paths[staffLiveFeed.path.replace(":venueId", "{venueId}")] = { get: liveOperation(shapes, staffFeed) }
  Object.assign(paths, serviceOperations())
  return {
    openapi: "3.1.0",
    info: {
      title: "Tableside venue API",
      version: "1.0.0",
      description:
        "The calls a venue platform answers for the Tableside diner app. Every answer is wrapped in `{ body }`; every refusal is `{ errors: [{ message, field? }], error: { _tag, message, field? } }`. " +
        "Objects carry exactly the properties described: a request with another is refused (400, `field` names it).",
      contact: { name: "Tableside" },
    },
    servers: [{ url: "http://localhost:8080", description: "The reference server (npm start)" }],
    tags: [
      { name: "diner", description: "The spec's calls (section 7), for the diner app." },
      { name: "operator", description: "The venue staff's calls on the reference server (x-operator-key)." },
      {
        name: "staff",
        description: "The venue's staff screen: a staff member's Firebase ID token, on the staff list of the path's venue.",
      },
      { name: "service", description: "Health and this document." },
    ],
    components: {
      securitySchemes: {
        firebase: { type: "http", scheme: "bearer", bearerFormat: "Firebase ID token" },
        operatorKey: { type: "apiKey", in: "header", name: "x-operator-key" },
      },
      schemas: shapes.schemas(),
    },
    paths,
  }
}

const dinerHeaders = () => [
  {
    name: "tenant",
    in: "header",
    required: true,
    // The very schemas the server checks the two headers with (server/http/access.ts).
    schema: jsonSchemaOf(Id),
    description: "The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).",
    example: "tenant-lotus",
  },
  {
    name: "qr",
    in: "header",
    required: true,
    schema: jsonSchemaOf(QrCode),
    description: "The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.",
    example: "demo-table-1",
  },
]

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,128}$" },
  description:
    "Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). " +
    "Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.",
  example: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
}

const operation = (shapes: Components, operationId: string, spec: CallSpec, example: CallExample<CallSpec>): Record<string, unknown> => {
  const exampleOf = (part: unknown, name: string) =>
    typeof part === "object" && part !== null && name in part ? { example: (part as Record<string, unknown>)[name] } : {}
  const parameters = [
    ...fieldsOf(shapes, spec.params).map(([name, schema]) => ({
      name,
      in: "path",
      required: true,
      schema,
      ...exampleOf(example.params, name),
    })),
    ...fieldsOf(shapes, spec.query).map(([name, schema, required]) => ({
      name,
      in: "query",
      required,
      schema,
      ...exampleOf(example.query, name),
    })),
    ...(spec.access === "diner" ? dinerHeaders() : []),
    ...(spec.idempotent ? [idempotencyKey] : []),
  ]
  const answer = Schema.encodeUnknownSync(Envelope(spec.answer))({ body: example.answer })
  const notes = errorNotes[operationId] ?? {}
  const payload = spec.payload === NoPayload ? null : Schema.encodeUnknownSync(spec.payload)(example.payload)
  return {
    operationId,
    summary: spec.summary,
    description: spec.summary,
    tags: [spec.access === "operator" || spec.access === "staff" ? spec.access : "diner"],
    ...(spec.access === "diner" || spec.access === "staff"
      ? { security: [{ firebase: [] }] }
      : spec.access === "operator"
        ? { security: [{ operatorKey: [] }] }
        : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(payload === null
      ? {}
      : {
          requestBody: {
            // A body that may be null (cart submit's optional note) may be left out: the spec's clients send none.
            required: !Schema.is(spec.payload)(null),
            ...(bodyNotes[operationId] === undefined ? {} : { description: bodyNotes[operationId] }),
            content: { "application/json": { schema: shapes.schemaOf(spec.payload), example: payload } },
          },
        }),
    responses: {
      "200": {
        description: "OK: the answer in `body`.",
        content: { "application/json": { schema: shapes.schemaOf(Envelope(spec.answer)), example: answer } },
      },
      ...errorResponses(shapes, [...spec.errors, ServerFault], notes),
    },
  }
}

const fieldsOf = (shapes: Components, schema: CallSpec["params"]): ReadonlyArray<[string, unknown, boolean]> => {
  const document = jsonSchemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(document.properties ?? {}).map(([name]) => [
    name,
    shapes.schemaOf(fieldSchema(schema, name)),
    document.required?.includes(name) ?? false,
  ])
}

// One field of a struct, as its own schema (for a parameter).
const fieldSchema = (schema: CallSpec["params"], name: string): CallSpec["params"] => {
  const fields = (schema as unknown as { fields?: Record<string, CallSpec["params"]> }).fields
  const field = fields?.[name]
  if (field === undefined) throw new Error(`no field ${name}`)
  return field
}

/**
 * One response per status the call may answer: `{ errors, error }` where `error` is one of the
 * tags declared at that status (oneOf, each a named component), described by what the call
 * enforces (notes) or else by the error's meaning.
 */
const errorResponses = (
  shapes: Components,
  errors: ReadonlyArray<ContractErrorSchema>,
  notes: Readonly<Record<string, string>>,
): Record<string, unknown> => {
  const byStatus = new Map<number, ContractErrorSchema[]>()
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error])
  const messages = {
    type: "array",
    minItems: 1,
    items: {
      type: "object",
      properties: { message: { type: "string" }, field: { type: "string" } },
      required: ["message"],
      additionalProperties: false,
    },
  }
  return Object.fromEntries(
    [...byStatus].map(([status, tagged]) => {
      const schema = {
        type: "object",
        properties: { errors: messages, error: { oneOf: tagged.map((error) => shapes.named(error.tag, error)) } },
        required: ["errors", "error"],
        additionalProperties: false,
      }
      const description = tagged.map((error) => `${error.tag}: ${notes[error.tag] ?? error.meaning}`).join(" ")
      const [first] = tagged
      const refusal = first === undefined ? { message: "" } : (refusalExamples[first.tag] ?? { message: first.meaning })
      const example = { errors: [refusal], error: { _tag: first?.tag, ...refusal } }
      return [String(status), { description, content: { "application/json": { schema, example } } }]
    }),
  )
}

/**
 * The live feed as an operation answering `text/event-stream`. OpenAPI 3.1 has no vocabulary for
 * the events of a stream, so the 200 schema is one event (`id`, `event`, `data` as its lines
 * carry them, `data` parsed from JSON): `ready` first, then one of the feed's kinds with its payload.
 */
/** What tells one live feed's operation from another's: the diners' table feed, or the staff screen's venue feed. */
interface FeedDescription {
  readonly operationId: string
  readonly tag: "diner" | "staff"
  readonly summary: string
  readonly events: Readonly<Record<string, { readonly payload: WireSchema; readonly description: string }>>
  /** Its parameters beside Last-Event-ID. */
  readonly parameters: () => ReadonlyArray<Record<string, unknown>>
  readonly errors: ReadonlyArray<ContractErrorSchema>
}

const dinerFeed: FeedDescription = {
  operationId: "liveTable",
  tag: "diner",
  summary: liveFeed.summary,
  events: liveFeed.events,
  parameters: dinerHeaders,
  errors: LiveFeedErrors,
}

const staffFeed: FeedDescription = {
  operationId: "staffLive",
  tag: "staff",
  summary: staffLiveFeed.summary,
  events: staffLiveFeed.events,
  parameters: () => [
    {
      name: "venueId",
      in: "path",
      required: true,
      schema: jsonSchemaOf(Id),
      description: "The venue's id.",
      example: "venue-lotus-colombo",
    },
  ],
  errors: StaffLiveFeedErrors,
}

const liveOperation = (shapes: Components, feed: FeedDescription): Record<string, unknown> => {
  const event = (kind: string, data: unknown, description: string) => ({
    type: "object",
    description,
    properties: { id: { type: "string", pattern: "^[0-9]+$" }, event: { const: kind }, data },
    required: ["event", "data"],
    additionalProperties: false,
  })
  const kinds = Object.entries(feed.events)
  const events = [
    event(READY_EVENT, { type: "object", additionalProperties: false }, "First on every connection; its id is the point to resume from."),
    ...kinds.map(([kind, spec]) =>
      event(kind, shapes.schemaOf(spec.payload), `${spec.description} Its id increases along the feed, across all kinds.`),
    ),
  ]
  return {
    operationId: feed.operationId,
    summary: feed.summary,
    description: feed.summary,
    tags: [feed.tag],
    security: [{ firebase: [] }],
    parameters: [
      ...feed.parameters(),
      {
        name: "Last-Event-ID",
        in: "header",
        required: false,
        schema: { type: "string", pattern: "^[0-9]+$" },
        description:
          "The id of the last event received: the feed sends every event after it, of every kind, in order, before new ones. A whole number no larger than the newest id (400 otherwise, naming the header).",
        example: "41",
      },
    ],
    responses: {
      "200": {
        description: `Server-sent events: \`${READY_EVENT}\`, then ${kinds.map(([kind]) => `\`${kind}\``).join(", ")} events; comment lines keep the stream open.`,
        content: { "text/event-stream": { schema: { oneOf: events }, example: { id: "41", event: READY_EVENT, data: {} } } },
      },
      ...errorResponses(shapes, [...feed.errors, ServerFault], {}),
    },
  }
}
