import { describe, expect, it } from "vitest"
import { isTableCode, tableCodeOf } from "../../src/domain/table-code"

describe("table codes from QR codes", () => {
  const base = "http://localhost:8080"
  it("reads the code from a link, a path or the bare code", () => {
    expect(tableCodeOf("https://tableside.example/demo-table-1", base)).toBe("demo-table-1")
    expect(tableCodeOf("/demo-table-google/", base)).toBe("demo-table-google")
    expect(tableCodeOf(" demo-table-phone ", base)).toBe("demo-table-phone")
  })

  it("refuses what is not a table code", () => {
    expect(tableCodeOf("https://example.com/a/b", base)).toBeNull()
    expect(tableCodeOf("WIFI:S:cafe;T:WPA;P:secret;;", base)).toBeNull()
    expect(isTableCode("bad code!")).toBe(false)
  })
})
