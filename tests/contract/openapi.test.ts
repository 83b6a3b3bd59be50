import { Validator } from "@seriousme/openapi-schema-validator"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { RunningServer } from "../../server/start"
import { startTestServer } from "../support/test-server"

describe("/api/openapi.json", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it("validates as OpenAPI 3 and describes every call of the spec's table", async () => {
    const document = (await (await fetch(`${server.origin}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe("3.1.0")
    for (const [name, spec] of Object.entries(api)) {
      const path = spec.path.replace(/:([A-Za-z]+)/g, "{$1}")
      expect(document.paths[path]?.[spec.method.toLowerCase()], name).toMatchObject({ operationId: name })
    }
  })
})
