import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result, Schema } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pathOf, queryOf, type CallSpec } from "../../schema/api"
import { Id, QrCode } from "../../schema/ids"
import { openDb, type DbLocation } from "../../server/storage/db"
import type { RunningServer } from "../../server/start-server"
import { pgliteFolder, testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { rawRequest } from "../support/raw-http"
import { calls, dinerHeaders, OPERATOR, VALID, type Caller } from "../support/refusals"
import { stringSlots, type StringSlot } from "../support/string-slots"
import { startTestServer } from "../support/test-server"

/**
 * Every text a diner sends is checked where it enters. Hostile text (a NUL, control and format
 * characters, bidi overrides, '@', quotes and slashes) goes into every string field of every
 * call of the contract (path, query, body: found from the calls' schemas, tests/support/
 * string-slots.ts), and into the headers a diner call reads (`tenant`, `qr`, Idempotency-Key).
 * Whatever the text: never a 5xx; a NUL, or text the call's schema refuses, a 400 `BadRequest`
 * naming the field; a first name with a control or format character or '@', a 400 naming
 * `firstName`. Afterwards nothing stored holds any of those characters (PostgreSQL stores no
 * NUL in text or jsonb at all: one sent there would have been a 500, 22021 or 22P05).
 */

/** Refused in a first name: Cc (NUL first, C1 too), Cf (bidi, invisible, a tag), a separator, '@'. */
const REFUSED = ["\u0000", "\u0007", "\u001b", "\n", "\u007f", "\u0085", "\u009b", "\u00ad", "\u061c", "\u200b", "\u200e", "\u202e"].concat(
  ["\u2066", "\u2028", "\ufeff", "\u{e0001}", "@"],
)
/** Odd, but refused by no rule of characters: quotes, slashes, spaces, the joiners, other scripts, emoji. */
const ODD = ['"', "'", "\\", "/", "%", "?", "#", "&", "=", " ", "\u00a0", "\u200d", "é", "ශ", "😀", "a", "Z", "0", "-", "_"]

const textOf = (alphabet: ReadonlyArray<string>, refused: ReadonlyArray<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(pieces(alphabet), fc.constantFrom(...refused), pieces(alphabet)).map(([a, b, c]) => a + b + c) },
    {
      weight: 1,
      arbitrary: pieces(
        alphabet.filter((each) => !refused.includes(each)),
        1,
      ),
    },
  )
const pieces = (alphabet: ReadonlyArray<string>, minLength = 0) =>
  fc.array(fc.constantFrom(...alphabet), { minLength, maxLength: 6 }).map((parts) => parts.join(""))

const anyText = textOf([...ODD, ...REFUSED], REFUSED)
// A header carries latin1 bytes; CR and LF end its line (a request of another shape, not text in a field).
const HEADER_REFUSED = REFUSED.filter((each) => each.charCodeAt(0) <= 0xff && each.length === 1 && each !== "\n")
const headerText = textOf([...ODD.filter((each) => each.length === 1 && each.charCodeAt(0) <= 0xff), ...HEADER_REFUSED], HEADER_REFUSED)

const NOT_IN_A_NAME = /(?!\u200C|\u200D)[\p{Cc}\p{Cf}\u2028\u2029@]/u
// Bytes no header value may hold (RFC 9110: a control character but the tab, and DEL).
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NOT_IN_A_HEADER = /[\u0000-\u0008\u000A-\u001F\u007F]/u
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/u
const HEADER_SHAPES: Readonly<Record<string, (value: string) => boolean>> = {
  tenant: Schema.is(Id),
  qr: Schema.is(QrCode),
  "idempotency-key": (value) => IDEMPOTENCY_KEY.test(value),
}
const HEADER_FIELDS: Readonly<Record<string, string>> = { tenant: "tenant", qr: "qr", "idempotency-key": "Idempotency-Key" }

const RUNS = Number(process.env["FC_RUNS"] ?? 6)

interface Refusal {
  readonly error?: { readonly _tag?: string; readonly field?: string }
}

describe.each(testDatabases())("hostile text in every field of every call, on $name", (database) => {
  let server: RunningServer | undefined
  let diner: TestDiner | undefined
  let location: DbLocation | undefined
  // PGlite is read from outside only on disk, once its server has stopped.
  const folder = database.name === "pglite" ? mkdtempSync(join(tmpdir(), "tableside-hostile-")) : null
  const sent = new Set<string>()
  const origin = () => server?.origin ?? ""
  const callerOf = (spec: CallSpec): Caller =>
    spec.access === "diner" && diner !== undefined ? dinerHeaders(diner, DEMO_TABLE) : spec.access === "operator" ? OPERATOR : {}

  beforeAll(async () => {
    location = folder === null ? await database.location() : pgliteFolder(folder)
    server = await startTestServer({ db: location })
    diner = await signInDiner(origin(), DEMO_TABLE)
  })
  afterAll(async () => {
    await diner?.close()
    await server?.close()
    await database.drop()
    if (folder !== null) rmSync(folder, { recursive: true, force: true })
  })

  const bodyFields = Object.entries(calls).flatMap(([name, spec]) => stringSlots(spec).map((slot) => [name, spec, slot] as const))

  it("finds the text fields from the calls' schemas, a table cart's first name and a cart's choices among them", () => {
    const found = bodyFields.map(([name, , slot]) => `${name} ${slot.part}.${slot.field}`)
    expect(found).toEqual(expect.arrayContaining(["tableCartJoin payload.firstName", "cartAdd payload.selectedChoices.k.0"]))
    expect(found).toEqual(expect.arrayContaining(["venueByQr params.qrCode", "ordersSearch query.excludeStatusIds"]))
  })

  it.each(bodyFields.map(([name, spec, slot]) => ({ name, spec, slot, label: `${name} ${slot.part}.${slot.field}` })))(
    "$label: never a 5xx; a NUL, or text its schema refuses, a 400 naming the field",
    async ({ name, spec, slot }) => {
      sent.add(name)
      const valid = VALID[name] ?? {}
      const text = slot.part === "params" ? anyText.filter((each) => each !== "") : anyText
      await fc.assert(
        fc.asyncProperty(text, async (hostile) => {
          const parts = { ...valid, [slot.part]: slot.put(valid[slot.part] ?? (slot.part === "payload" ? null : {}), hostile) }
          const answer = await send(origin(), spec, callerOf(spec), parts)
          expect(answer.status, answer.text).toBeLessThan(500)
          const refused = schemaRefuses(spec, slot, parts[slot.part]) || hostile.includes("\u0000")
          const named = slot.field === "firstName" && NOT_IN_A_NAME.test(hostile)
          if (!refused && !named) return
          expect([answer.status, answer.json?.error?._tag], answer.text).toEqual([400, "BadRequest"])
          expect(namesField(answer.json?.error?.field, slot), answer.text).toBe(true)
        }),
        { seed: 20261127, numRuns: RUNS },
      )
    },
  )

  const headerFields = Object.entries(calls)
    .filter(([, spec]) => spec.access === "diner")
    .flatMap(([name, spec]) => ["tenant", "qr", ...(spec.idempotent ? ["idempotency-key"] : [])].map((header) => ({ name, spec, header })))

  it.each(headerFields)(
    "$name header $header: never a 5xx; a control character or a bad shape, a 400 naming it",
    async ({ name, spec, header }) => {
      sent.add(name)
      const valid = VALID[name] ?? {}
      await fc.assert(
        fc.asyncProperty(headerText, async (hostile) => {
          const headers: Record<string, string> = { ...callerOf(spec), "idempotency-key": "hostile-text-key-0001", [header]: hostile }
          if (!spec.idempotent) delete headers["idempotency-key"]
          const payload = valid.payload === undefined ? {} : { body: JSON.stringify(valid.payload) }
          const target = `${pathOf(spec, valid.params ?? {})}${queryOf(valid.query)}`
          const answer = await rawRequest(origin(), { method: spec.method, target, headers, ...payload })
          const text = JSON.stringify(answer.json)
          expect(answer.status, text).toBeLessThan(500)
          // Spaces and tabs around a header's value are not part of it (RFC 9110).
          const value = hostile.replace(/^[ \t]+|[ \t]+$/g, "")
          if (!NOT_IN_A_HEADER.test(hostile) && HEADER_SHAPES[header]?.(value) !== false) return
          const refusal = answer.json as Refusal | undefined
          expect([answer.status, refusal?.error?._tag], text).toEqual([400, "BadRequest"])
          expect(refusal?.error?.field?.toLowerCase(), text).toBe(HEADER_FIELDS[header]?.toLowerCase())
        }),
        { seed: 20261127, numRuns: RUNS },
      )
    },
  )

  it("sent every call of the contract, and stored none of the refused characters", async () => {
    expect([...sent].sort()).toEqual(Object.keys(calls).sort())
    await server?.close()
    server = undefined
    if (location === undefined) throw new Error("no database")
    // One connection for every table (a PGlite folder opens in seconds).
    const db = await openDb(location)
    try {
      const tables = await db.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
      )
      expect(tables.length).toBeGreaterThan(10)
      const stored = REFUSED.filter((each) => each !== "\u0000" && each !== "\n" && each !== "@").join("")
      for (const { name } of tables) {
        // A character itself, or jsonb's escape of a control character (\u0007), anywhere in a row.
        const rows = await db.query<{ row: string }>(
          `select r::text as row from "${name}" r where r::text ~ '[${stored}]' or r::text ~ '\\\\u00[01][0-9a-fA-F]'`,
        )
        expect(rows, name).toEqual([])
      }
      expect(await db.query("select first_name from table_cart_members where first_name like '%@%'")).toEqual([])
    } finally {
      await db.close()
    }
  })
})

interface Answer {
  readonly status: number
  readonly json: Refusal | undefined
  readonly text: string
}

const send = async (origin: string, spec: CallSpec, caller: Caller, parts: Record<string, unknown>): Promise<Answer> => {
  const params = (parts["params"] ?? {}) as object
  const query = (parts["query"] ?? {}) as object
  const headers: Record<string, string> = { ...caller }
  const payload = parts["payload"]
  if (payload !== undefined && payload !== null) headers["content-type"] = "application/json"
  if (spec.idempotent) headers["idempotency-key"] = `hostile-${randomUUID()}`
  const response = await fetch(`${origin}${pathOf(spec, params)}${queryOf(query)}`, {
    method: spec.method,
    headers,
    ...(payload === undefined || payload === null ? {} : { body: JSON.stringify(payload) }),
  })
  const text = await response.text()
  let json: Refusal | undefined
  try {
    json = JSON.parse(text) as Refusal
  } catch {
    json = undefined
  }
  return { status: response.status, json, text }
}

/** Whether the call's own schema refuses this part, as the app's client would find before sending. */
const schemaRefuses = (spec: CallSpec, slot: StringSlot, part: unknown): boolean =>
  Result.isFailure(
    Schema.decodeUnknownResult(spec[slot.part], { onExcessProperty: "error" })(part ?? (slot.part === "payload" ? null : {})),
  )

// A record's key is named by the key the server read: the record's name, then the key.
const namesField = (field: string | undefined, slot: StringSlot): boolean =>
  field === slot.field ||
  (slot.keyOfRecord && field !== undefined && field.startsWith(`${slot.field}.`)) ||
  // A field of a tagged union's member (a payment's split and tip) is named by its union, or by
  // the member's field it is in: which member the object is cannot be told once its tag is
  // refused, and a field another member does not have is an excess field there.
  (field !== undefined && TAGGED_UNIONS.has(field.split(".")[0] ?? "") && slot.field.startsWith(`${field}.`))

/** The request fields that are tagged unions (schema/payment.ts PaySplit, TipChoice). */
const TAGGED_UNIONS = new Set(["split", "tip"])
