import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../server/start-server"
import { startTestServer } from "../support/test-server"

/**
 * The built app's files beside its routes: a route answers the app's page, a file that is there
 * answers itself, and a file that is not there is a 404, never the page under the file's name.
 */
describe("static files", () => {
  let dir = ""
  let server: RunningServer | undefined
  const origin = () => server?.origin ?? ""
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "tableside-static-"))
    mkdirSync(join(dir, "assets"))
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Tableside</title>")
    writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log(1)")
    server = await startTestServer({ staticDir: dir })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("answers the app's page on its routes, and a file that is there as itself", async () => {
    for (const route of ["/", "/demo-table-1", "/venue/cart", "/venue/orders?debug=1"]) {
      const page = await fetch(`${origin()}${route}`)
      expect({ route, status: page.status, type: page.headers.get("content-type") }).toEqual({
        route,
        status: 200,
        type: expect.stringContaining("text/html"),
      })
    }
    const script = await fetch(`${origin()}/assets/app-abc123.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get("content-type")).toContain("javascript")
  })

  it("answers 404, not the app's page, for a file that is not there", async () => {
    for (const path of [
      "/assets/app-gone99.js",
      "/assets/style-gone.css",
      "/assets/gone",
      "/icons/icon-999.png",
      "/sw-old.js",
      "/gone.webmanifest",
      "/assets/app-gone99.js?v=1",
    ]) {
      const response = await fetch(`${origin()}${path}`)
      const body = await response.text()
      expect({
        path,
        status: response.status,
        type: response.headers.get("content-type"),
        cache: response.headers.get("cache-control"),
      }).toEqual({
        path,
        status: 404,
        type: expect.stringContaining("application/json"),
        cache: "no-store",
      })
      expect(body).not.toContain("<title>Tableside</title>")
    }
  })
})
