/**
 * The server's own two paths beside the call tables, as the OpenAPI document describes them:
 * `/api/health` (server/http/health.ts) and `/api/openapi.json`, the document itself.
 */
const up = { type: "string", enum: ["up", "down"] }

export const serviceOperations = (): Record<string, Record<string, unknown>> => ({
  "/api/health": {
    get: {
      operationId: "health",
      summary: "Whether the database and the identity provider answer, for load balancers and supervisors.",
      description: "200 when both answer; 503 naming what does not. Needs no sign-in and is never cached.",
      tags: ["service"],
      security: [],
      responses: {
        "200": {
          description: "Both answer.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { ok: { const: true }, database: up, identity: up },
                required: ["ok", "database", "identity"],
                additionalProperties: false,
              },
              example: { ok: true, database: "up", identity: "up" },
            },
          },
        },
        "503": {
          description: "The database or the identity provider does not answer; `message` names which.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { ok: { const: false }, database: up, identity: up, message: { type: "string" } },
                required: ["ok", "database", "identity", "message"],
                additionalProperties: false,
              },
              example: { ok: false, database: "down", identity: "up", message: "Not answering: the database." },
            },
          },
        },
      },
    },
  },
  "/api/openapi.json": {
    get: {
      operationId: "openApiDocument",
      summary: "This document: OpenAPI 3.1, generated from the contract the server decodes with (schema/api.ts).",
      description: "Needs no sign-in.",
      tags: ["service"],
      security: [],
      responses: {
        "200": {
          description: "The OpenAPI 3.1 document.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { openapi: { type: "string" }, info: { type: "object" }, paths: { type: "object" } },
                required: ["openapi", "info", "paths"],
              },
              example: { openapi: "3.1.0", info: { title: "Tableside venue API", version: "1.0.0" }, paths: {} },
            },
          },
        },
      },
    },
  },
})
