import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

/** The spec-only client (tests/spec/) knows the spec and nothing else: it imports no file of this project. */
describe("the spec-only client", () => {
  it("imports only vitest and Node's own modules", () => {
    const folder = new URL("../spec/", import.meta.url)
    const files = readdirSync(folder).filter((name) => name.endsWith(".ts"))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const source = readFileSync(new URL(file, folder), "utf8")
      const imported = [...source.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']|\bimport\s+["']([^"']+)["']/g)].map(
        (match) => match[1] ?? match[2] ?? match[3],
      )
      expect(
        imported.filter((name) => name !== "vitest" && !name?.startsWith("node:")),
        file,
      ).toEqual([])
    }
  })
})
