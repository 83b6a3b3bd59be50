import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Issue 16: every SQL statement lives in server/storage/ (one repository per concern);
 * services keep the rules and handlers hold no SQL. This scans the rest of server/ for a
 * `.query(` call (which also catches begin, commit and rollback) or a string that begins a
 * statement. The project writes SQL in lower case, so English messages such as "Select a
 * dish" are not taken for it.
 */
const root = path.resolve(import.meta.dirname, "../..")

const STATEMENT = /["'`]\s*(select|insert into|update \w+ (?:\w+ )?set|delete from|listen|notify|with \w+ as)\b/
const QUERY_CALL = /\.query\s*[<(]/

/** The lines of `source` that hold SQL or run it, as "line: text". */
const sqlLines = (source: string): ReadonlyArray<string> =>
  source.split("\n").flatMap((line, index) => (STATEMENT.test(line) || QUERY_CALL.test(line) ? [`${index + 1}: ${line.trim()}`] : []))

describe("the SQL finder", () => {
  it("finds a query call, typed or not, and statements in any kind of string", () => {
    expect(sqlLines('await tx.query("update carts set updated_at = now() where id = $1", [id])')).toHaveLength(1)
    expect(sqlLines("const rows = await db.query<Row>(sql)")).toHaveLength(1)
    expect(sqlLines("const sql = `select id from orders o`")).toHaveLength(1)
    expect(sqlLines("run('delete from cart_lines where cart_id = $1')")).toHaveLength(1)
    expect(sqlLines("client.query(`listen ${CHANNEL}`)")).toHaveLength(1)
    expect(sqlLines('q("update orders o set state_id = $2")')).toHaveLength(1)
  })

  it("leaves prose, listeners and repository calls alone", () => {
    expect(sqlLines('throw fail(NoCart, "Select a dish first.")')).toEqual([])
    expect(sqlLines("await app.listen({ port })")).toEqual([])
    expect(sqlLines("const rows = await listCartLines(tx, cartId)")).toEqual([])
  })
})

describe("server/ outside server/storage/", () => {
  const files = readdirSync(path.join(root, "server"), { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.(ts|mts|mjs|js)$/.test(file) && !file.startsWith(`storage${path.sep}`),
  )

  it("has files to look at", () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it("holds no SQL: statements go in a repository of server/storage/", () => {
    const found = files.flatMap((file) =>
      sqlLines(readFileSync(path.join(root, "server", file), "utf8")).map((line) => `server/${file}:${line}`),
    )
    expect(found).toEqual([])
  })
})
