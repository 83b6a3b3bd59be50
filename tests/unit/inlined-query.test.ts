import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { inlined, openDb, type Db, type InlinedParam } from "../../server/storage/db"

/**
 * queryInlined (server/storage/db.ts): a hot statement's parameters written into it as
 * literals, on PGlite one message of the simple query protocol. Whatever a parameter holds, the
 * database must read back exactly the value a bound parameter would have carried, and nothing
 * of it may be read as SQL.
 */

/** Texts a literal could be broken by: quotes, backslashes, dollar quotes, placeholders, comments, escapes. */
const HOSTILE: ReadonlyArray<string> = [
  "",
  "plain",
  "it's",
  "''",
  "\\",
  "\\'",
  "'\\",
  "end\\",
  "\\x41\\n\\t",
  "$1",
  "$$ $tag$",
  "'); drop table carts; --",
  "-- a comment",
  "/* open",
  "E'x'",
  "ශ්‍රී ලංකා 😀",
  "line\nbreak\r\n",
  '{"a": ["b\'c", "d\\\\e"]}',
]

describe("inlined literals", () => {
  it("replaces each placeholder by its own parameter, $10 and beyond included", () => {
    const params = Array.from({ length: 11 }, (_, index) => `p${index + 1}`)
    expect(inlined("select $1, $10, $11, $2", params)).toBe("select E'p1', E'p10', E'p11', E'p2'")
  })

  it("writes null as null and a whole number as a quoted literal", () => {
    expect(inlined("select f($1, $2, $3)", [null, 7, -3])).toBe("select f(null, E'7', E'-3')")
  })

  it("refuses what it cannot write: a NUL, a fraction, a missing parameter", () => {
    expect(() => inlined("select $1", ["a\0b"])).toThrow(/NUL/)
    expect(() => inlined("select $1", [1.5])).toThrow(/whole number/)
    expect(() => inlined("select $1, $2", ["only one"])).toThrow(/\$2/)
  })
})

// Starting PGlite takes seconds on a busy machine.
describe("queryInlined on PGlite", { timeout: 60_000 }, () => {
  let db: Db
  beforeAll(async () => {
    db = await openDb({ kind: "pglite", dataDir: "memory://" })
  }, 60_000)
  afterAll(async () => db.close())

  it("reads back every hostile text exactly as a bound parameter carries it", async () => {
    for (const text of HOSTILE) {
      const [row] = await db.queryInlined<{ value: string }>("select $1::text as value", [text])
      const [bound] = await db.query<{ value: string }>("select $1::text as value", [text])
      expect(row?.value).toBe(text)
      expect(row?.value).toBe(bound?.value)
    }
  })

  it("reads whole numbers, null and JSON as the typed parameters they stand for", async () => {
    const params: InlinedParam[] = [42, null, '{"choice-1": ["option-2"]}']
    const [row] = await db.queryInlined<{ n: number; missing: string | null; picks: unknown }>(
      "select $1::integer as n, $2::text as missing, $3::jsonb as picks",
      params,
    )
    expect(row).toEqual({ n: 42, missing: null, picks: { "choice-1": ["option-2"] } })
  })

  it("answers a database error with its SQLSTATE, as query does", async () => {
    await expect(db.queryInlined("select $1::integer", ["not a number"])).rejects.toMatchObject({ code: "22P02" })
  })

  it("holds in a transaction, and is undone with it", async () => {
    await db.query("create table inlined_rows (note text)")
    await expect(
      db.transaction(async (tx) => {
        await tx.queryInlined("insert into inlined_rows (note) values ($1)", ["it's kept?"])
        throw new Error("undo")
      }),
    ).rejects.toThrow("undo")
    await db.transaction((tx) => tx.queryInlined("insert into inlined_rows (note) values ($1)", ["it's kept"]))
    expect(await db.query("select note from inlined_rows")).toEqual([{ note: "it's kept" }])
  })
})
