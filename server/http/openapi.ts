import { Schema } from "effect"
import { Envelope, ErrorAnswer, NoPayload, type CallSpec } from "../../schema/api"

/**
 * The OpenAPI 3.1 description of call tables, generated from the very schemas the server
 * decodes with; served at /api/openapi.json for venue platforms to check themselves against.
 */
export const openApiDocument = (tables: ReadonlyArray<Readonly<Record<string, CallSpec>>>): Record<string, unknown> => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const table of tables) {
    for (const [operationId, spec] of Object.entries(table)) {
      const path = spec.path.replace(/:([A-Za-z]+)/g, "{$1}")
      paths[path] = { ...(paths[path] ?? {}), [spec.method.toLowerCase()]: operation(operationId, spec) }
    }
  }
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

const jsonSchema = (schema: Schema.Codec<unknown, unknown>): unknown => Schema.toJsonSchemaDocument(schema).schema

const fieldsOf = (schema: CallSpec["params"]): ReadonlyArray<[string, unknown, boolean]> => {
  const document = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(document.properties ?? {}).map(([name, property]) => [name, property, document.required?.includes(name) ?? false])
}

const operation = (operationId: string, spec: CallSpec): Record<string, unknown> => {
  const errorContent = { "application/json": { schema: jsonSchema(ErrorAnswer) } }
  const parameters = [
    ...fieldsOf(spec.params).map(([name, schema]) => ({ name, in: "path", required: true, schema })),
    ...fieldsOf(spec.query).map(([name, schema, required]) => ({ name, in: "query", required, schema })),
    ...(spec.access === "diner"
      ? [
          { name: "tenant", in: "header", required: true, schema: { type: "string" }, description: "The venue's tenant id." },
          { name: "qr", in: "header", required: true, schema: { type: "string" }, description: "The service area's QR code." },
        ]
      : []),
    ...(spec.idempotent ? [{ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,128}$" } }] : []),
  ]
  const responses: Record<string, unknown> = {
    "200": { description: "OK", content: { "application/json": { schema: jsonSchema(Envelope(spec.answer)) } } },
    "400": { description: "Bad request: the message names the field.", content: errorContent },
  }
  for (const status of spec.errors) responses[String(status)] = { description: describeStatus(status), content: errorContent }
  return {
    operationId,
    summary: spec.summary,
    ...(spec.access === "diner" ? { security: [{ firebase: [] }] } : spec.access === "operator" ? { security: [{ operatorKey: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.payload === NoPayload ? {} : { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(spec.payload) } } } }),
    responses,
  }
}

const describeStatus = (status: number): string =>
  ({ 401: "Not signed in, or the token is not valid.", 403: "The tenant or QR code is not this venue's, or the table's sign-in rule is not met.", 404: "Not found.", 409: "Conflicts with the current state.", 410: "Expired.", 429: "Too many requests.", 503: "Not available on this server right now." })[status] ?? "Error."
