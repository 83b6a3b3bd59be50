import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openDb, type Db } from "../../server/storage/db"
import { testDatabases } from "../support/databases"

/**
 * The hot path's group commit (server/storage/group-commit.ts): statements sent through
 * `queryInlined` while the database is busy share one transaction, each is answered with its
 * own rows, and one that fails fails alone, with nothing of the others lost.
 */
describe.each(testDatabases())("group commit on $name", { timeout: 60_000 }, (database) => {
  let db: Db
  beforeAll(async () => {
    db = await openDb(await database.location())
    await db.query("create table grouped_rows (note text primary key)")
  }, 60_000)
  afterAll(async () => {
    await db.close()
    await database.drop()
  })

  it("commits statements sent at once together, each answered with its own rows", async () => {
    const notes = Array.from({ length: 12 }, (_, index) => `note ${index}`)
    const rows = await Promise.all(
      notes.map((note) => db.queryInlined<{ tx: string; note: string }>("select txid_current()::text as tx, $1::text as note", [note])),
    )
    expect(rows.map(([row]) => row?.note)).toEqual(notes)
    // Twelve transactions without a group commit; the ones sent while the first ran share one.
    expect(new Set(rows.map(([row]) => row?.tx)).size).toBeLessThan(notes.length)
  })

  it("fails only the statement that fails in a group, and keeps the others", async () => {
    const notes = ["first", "second", "second", "third", "fourth"]
    const outcomes = await Promise.allSettled(
      notes.map((note) => db.queryInlined<{ note: string }>("insert into grouped_rows (note) values ($1) returning note", [note])),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"])
    expect(outcomes[2]).toMatchObject({ reason: { code: "23505" } })
    expect(outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? outcome.value : []))).toEqual(
      ["first", "second", "third", "fourth"].map((note) => ({ note })),
    )
    expect(await db.query("select note from grouped_rows order by note")).toEqual(
      ["first", "fourth", "second", "third"].map((note) => ({ note })),
    )
  })
})
