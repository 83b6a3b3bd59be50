import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api, type CallSpec } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { staffApi } from "../../schema/staff-api"
import { apiExamples, operatorExamples, type CallExample } from "../../server/http/openapi-examples"
import { staffExamples } from "../../server/http/openapi-staff-examples"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE } from "../support/diner"
import { codeSentTo } from "../support/sms-outbox"
import { setupServerAndDiner } from "../support/suite"

/**
 * The OpenAPI document says what the server enforces: examples that decode, excess fields
 * refused, path parameters with the patterns the server applies, patterns every tool reads
 * alike, and no finding of Spectral's `oas` rules.
 */

type Json = Record<string, unknown>
const run = promisify(execFile)
const calls: ReadonlyArray<readonly [string, CallSpec, CallExample<CallSpec>]> = [
  ...Object.entries(api).map(
    ([name, spec]) => [name, spec, apiExamples[name as keyof typeof apiExamples] as CallExample<CallSpec>] as const,
  ),
  ...Object.entries(operatorApi).map(
    ([name, spec]) => [name, spec, operatorExamples[name as keyof typeof operatorExamples] as CallExample<CallSpec>] as const,
  ),
  ...Object.entries(staffApi).map(
    ([name, spec]) => [name, spec, staffExamples[name as keyof typeof staffExamples] as CallExample<CallSpec>] as const,
  ),
]

/** Every node of a JSON document, with its path. */
const nodesOf = (node: unknown, path = "#"): Array<[string, Json]> => {
  if (Array.isArray(node)) return node.flatMap((each, index) => nodesOf(each, `${path}/${index}`))
  if (typeof node !== "object" || node === null) return []
  return [[path, node as Json], ...Object.entries(node).flatMap(([key, value]) => nodesOf(value, `${path}/${key}`))]
}

describe.each(testDatabases())("the OpenAPI document against the server on $name", (database) => {
  const suite = setupServerAndDiner(database)
  let document: Json
  beforeAll(async () => {
    document = (await (await fetch(`${suite.server.origin}/api/openapi.json`)).json()) as Json
  })

  it("has an example request and answer of every call, each decoding with the call's own schemas", () => {
    for (const [name, spec, example] of calls) {
      const strict = { onExcessProperty: "error" } as const
      expect(Schema.decodeUnknownResult(spec.params, strict)(example.params ?? {})._tag, `${name} params`).toBe("Success")
      expect(Schema.decodeUnknownResult(spec.query, strict)(example.query ?? {})._tag, `${name} query`).toBe("Success")
      expect(Schema.decodeUnknownResult(spec.payload, strict)(example.payload ?? null)._tag, `${name} payload`).toBe("Success")
      expect(Schema.decodeUnknownResult(spec.answer, strict)(example.answer)._tag, `${name} answer`).toBe("Success")
    }
    const operations = Object.entries((document as { paths: Record<string, Record<string, Json>> }).paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method} ${path}`, operation] as const),
    )
    // Beside the calls: the two live feeds (the diners', the staff screen's), the health check and this document.
    expect(operations.length).toBe(calls.length + 4)
    for (const [path, operation] of operations) {
      const answers = nodesOf(operation["responses"]).filter(([, node]) => "schema" in node)
      expect(answers.length, path).toBeGreaterThan(0)
      for (const [where, media] of answers) expect(media, `${path} ${where}`).toHaveProperty("example")
      const body = (operation["requestBody"] as { content?: Record<string, Json> } | undefined)?.content?.["application/json"]
      if (body !== undefined) expect(body, path).toHaveProperty("example")
    }
  })

  it("refuses excess properties wherever the server does: every object of a request or answer is closed", () => {
    const open = nodesOf(document)
      .filter(
        ([path, node]) =>
          node["type"] === "object" &&
          !path.startsWith("#/paths//api/openapi.json/") &&
          node["additionalProperties"] === undefined &&
          node["properties"] !== undefined,
      )
      .map(([path]) => path)
    expect(open).toEqual([])
    const choices = (document as { components: { schemas: Record<string, Json> } }).components.schemas["SelectedChoices"]
    expect(choices).toMatchObject({ type: "object", additionalProperties: { type: "array", items: { $ref: "#/components/schemas/Id" } } })
  })

  it("gives every path parameter the pattern the server applies, and patterns every tool reads alike (no \\p{...} classes)", () => {
    const parameters = nodesOf(document).filter(([, node]) => node["in"] === "path")
    expect(parameters.length).toBeGreaterThanOrEqual(7)
    const schemas = (document as { components: { schemas: Record<string, Json> } }).components.schemas
    for (const [path, parameter] of parameters) {
      const schema = parameter["schema"] as Json
      const resolved = typeof schema["$ref"] === "string" ? schemas[schema["$ref"].replace("#/components/schemas/", "")] : schema
      expect(resolved?.["pattern"], path).toEqual(expect.any(String))
    }
    const patterns = nodesOf(document).flatMap(([, node]) => (typeof node["pattern"] === "string" ? [node["pattern"]] : []))
    const samples = [
      "item-ceylon-tea",
      "tenant-lotus",
      "වීදිය",
      "a\u0000b",
      "line\nbreak",
      "\u0085",
      "\u007f",
      "0771234567",
      "12",
      "482913",
      "",
    ]
    for (const pattern of new Set(patterns)) {
      expect(pattern, pattern).not.toMatch(/\\[pP]\{/)
      // The same answer with and without Unicode mode: ECMA-262 (Postman), JSON Schema validators.
      for (const sample of samples)
        expect(new RegExp(pattern).test(sample), `${pattern} ${JSON.stringify(sample)}`).toBe(new RegExp(pattern, "u").test(sample))
    }
  })

  it("refuses a malformed code (400, naming it) before it is checked: five of them spend none of the code's tries", async () => {
    const headers = { authorization: `Bearer ${suite.diner.token()}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode }
    const phone = "0771009901"
    expect((await fetch(`${suite.server.origin}/api/user/phone/${phone}`, { method: "POST", headers })).status).toBe(200)
    for (const code of ["12", "abcdef", "1234567", "12 456", "１２３４５６"]) {
      const answer = await fetch(`${suite.server.origin}/api/user/phone/verify/${encodeURIComponent(code)}`, { method: "POST", headers })
      expect(answer.status, code).toBe(400)
      expect(await answer.json(), code).toMatchObject({ error: { _tag: "BadRequest", field: "code" } })
    }
    const right = await codeSentTo(suite.server.origin, phone)
    const verified = await fetch(`${suite.server.origin}/api/user/phone/verify/${right}`, { method: "POST", headers })
    expect(await verified.json()).toEqual({ body: { success: true, phoneNumber: phone } })
  })
})

describe("Spectral's oas rules", () => {
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "tableside-spectral-"))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it("find nothing in the document: no error, no warning (a missing or wrong example included)", async () => {
    const { openApiDocument } = await import("../../server/http/openapi")
    writeFileSync(join(folder, "openapi.json"), JSON.stringify(openApiDocument([api, operatorApi, staffApi])))
    writeFileSync(join(folder, "ruleset.yaml"), 'extends: ["spectral:oas"]\n')
    const spectral = join(process.cwd(), "node_modules", ".bin", "spectral")
    await run(spectral, [
      "lint",
      join(folder, "openapi.json"),
      "--ruleset",
      join(folder, "ruleset.yaml"),
      "-f",
      "json",
      "-o",
      join(folder, "findings.json"),
      "--fail-severity",
      "hint",
    ]).catch(() => undefined)
    const findings = JSON.parse(readFileSync(join(folder, "findings.json"), "utf8")) as Array<{
      code: string
      message: string
      path: string[]
    }>
    expect(findings.map((finding) => `${finding.code} ${finding.path.join(".")}: ${finding.message}`)).toEqual([])
  }, 60_000)
})
