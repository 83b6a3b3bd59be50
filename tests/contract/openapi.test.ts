import { Validator } from "@seriousme/openapi-schema-validator"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api, type CallSpec } from "../../schema/api"
import { readFileSync } from "node:fs"
import { contractErrors, ServerFault } from "../../schema/errors"
import { liveFeed, LiveFeedErrors } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import { jsonSchemaOf } from "../../server/http/openapi-components"
import type { RunningServer } from "../../server/start-server"
import { startTestServer } from "../support/test-server"

describe("the list of errors in docs/api.md", () => {
  it("names every error of the contract with its status", () => {
    const apiPage = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8")
    for (const error of Object.values(contractErrors)) expect(apiPage, error.tag).toContain(`| \`${error.tag}\` | ${error.status} |`)
  })
})

describe("/api/openapi.json", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it("validates as OpenAPI 3 and describes every call of the spec's table", async () => {
    const document = (await (await fetch(`${server.origin}/api/openapi.json`)).json()) as {
      openapi: string
      paths: Record<string, Record<string, unknown>>
    }
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe("3.1.0")
    for (const [name, spec] of Object.entries(api)) {
      const path = spec.path.replace(/:([A-Za-z]+)/g, "{$1}")
      expect(document.paths[path]?.[spec.method.toLowerCase()], name).toMatchObject({ operationId: name })
    }
  })

  it("lists every declared error of every call under its status, as one of that status's tags", async () => {
    const document = (await (await fetch(`${server.origin}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>
      components: Components
    }
    const calls: ReadonlyArray<[string, CallSpec]> = [...Object.entries(api), ...Object.entries(operatorApi)]
    for (const [name, spec] of calls) {
      const operation = document.paths[spec.path.replace(/:([A-Za-z]+)/g, "{$1}")]?.[spec.method.toLowerCase()]
      const tagsAt = (status: number) =>
        (operation?.responses[String(status)]?.content["application/json"].schema.properties.error.oneOf ?? []).map(
          (schema) => (deref(document, schema) as Tagged).properties._tag.enum[0],
        )
      for (const error of [...spec.errors, ServerFault]) expect(tagsAt(error.status), `${name} ${error.tag}`).toContain(error.tag)
      // Nothing undeclared: each status's tags are exactly the declared ones at that status.
      const documented = Object.keys(operation?.responses ?? {})
        .filter((status) => status !== "200")
        .flatMap((status) => tagsAt(Number(status)))
      expect(documented.sort(), name).toEqual([...spec.errors, ServerFault].map((error) => error.tag).sort())
    }
  })

  it("describes the one live feed: its path, its Last-Event-ID header, its event kinds with their payloads, and its refusals", async () => {
    const document = (await (await fetch(`${server.origin}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: LiveOperation }>
      components: Components
    }
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/api/live/"))).toEqual([liveFeed.path])
    const operation = document.paths[liveFeed.path]?.get
    expect(operation).toBeDefined()
    expect(operation?.parameters.find((parameter) => parameter.name === "Last-Event-ID")).toMatchObject({ in: "header", required: false })
    const events = operation?.responses["200"]?.content["text/event-stream"]?.schema.oneOf ?? []
    expect(events.map((event) => event.properties.event.const)).toEqual([
      "ready",
      "order",
      "request",
      "availability",
      "tableCart",
      "payment",
    ])
    // Each payload's schema is the one the server decodes live messages with.
    for (const [kind, spec] of Object.entries(liveFeed.events)) {
      expect(deref(document, events.find((event) => event.properties.event.const === kind)?.properties.data), kind).toEqual(
        jsonSchemaOf(spec.payload),
      )
    }
    const statuses = Object.keys(operation?.responses ?? {}).filter((status) => status !== "200")
    expect(statuses.sort()).toEqual([...new Set([...LiveFeedErrors, ServerFault].map((error) => String(error.status)))].sort())
  })
})

interface LiveOperation {
  readonly parameters: ReadonlyArray<{ readonly name: string; readonly in: string; readonly required: boolean }>
  readonly responses: Record<
    string,
    | { content: Record<string, { schema: { oneOf: Array<{ properties: { event: { const: string }; data: unknown } }> } } | undefined> }
    | undefined
  >
}

interface Operation {
  readonly responses: Record<string, { content: Record<"application/json", { schema: { properties: { error: { oneOf: unknown[] } } } }> }>
}
interface Tagged {
  readonly properties: { _tag: { enum: string[] } }
}
interface Components {
  readonly schemas: Record<string, unknown>
}

/** A schema of the document with every `$ref` into its components replaced by what it names. */
const deref = (document: { components: Components }, node: unknown): unknown => {
  if (Array.isArray(node)) return node.map((each) => deref(document, each))
  if (typeof node !== "object" || node === null) return node
  const ref = (node as { $ref?: unknown }).$ref
  if (typeof ref === "string") return deref(document, document.components.schemas[ref.replace("#/components/schemas/", "")])
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(document, value)]))
}
