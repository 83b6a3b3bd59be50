import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { LoggedEvent } from "../../schema/events"
import { fold } from "../../src/domain/app-state"
import { isAppPath } from "../../src/domain/app-paths"
import { redact } from "../../src/domain/redact"
import { diff, parseNdjson, replaySteps, toNdjson } from "../../src/domain/replay"
import { runScript } from "../support/server-scripts"

const logged = (seq: number, event: LoggedEvent["event"]): LoggedEvent => ({ seq, at: 1763750000000 + seq, source: "intent", event })
const session: LoggedEvent[] = [
  logged(0, { _tag: "v1.SearchToggled", open: true }),
  logged(1, { _tag: "v1.SearchTextChanged", text: "kot" }),
  logged(2, { _tag: "v1.SectionSelected", sectionId: "section-kottu", forced: true }),
]

describe("replay", () => {
  it("exports NDJSON that parses back to the same events", () => {
    const parsed = parseNdjson(toNdjson(session))
    expect(parsed.map((line) => ("event" in line ? line.event : line))).toEqual(session)
  })

  it("redacts tokens, phone numbers and codes, wherever they are, but not a table's QR code", () => {
    expect(
      redact({
        a: { token: "eyJ...", phoneNumber: "0771234567", list: [{ code: "123456" }] },
        b: "kept",
        qrCode: { code: "demo-table-1" },
      }),
    ).toEqual({
      a: { token: "[redacted]", phoneNumber: "[redacted]", list: [{ code: "[redacted]" }] },
      b: "kept",
      qrCode: { code: "demo-table-1" },
    })
  })

  it("reports a malformed line by its number and replays the rest", () => {
    const text = [
      JSON.stringify(session[0]),
      "{not json",
      JSON.stringify({ seq: 1, at: 0, source: "intent", event: { _tag: "v9.Unknown" } }),
      JSON.stringify(session[2]),
    ].join("\n")
    const lines = parseNdjson(text)
    expect(lines.map((line) => ("error" in line ? `error@${line.line}` : `ok@${line.line}`))).toEqual([
      "ok@1",
      "error@2",
      "error@3",
      "ok@4",
    ])
  })

  it("reports an event whose time no Date can hold as a malformed line, by its number", () => {
    const text = [
      JSON.stringify(session[0]),
      JSON.stringify({ ...session[1], at: 1e20 }),
      JSON.stringify({ ...session[1], at: -9e15 }),
      '{"seq":3,"at":1e400,"source":"intent","event":{"_tag":"v1.SearchToggled","open":false}}',
      JSON.stringify(session[2]),
    ].join("\n")
    const lines = parseNdjson(text)
    expect(lines.map((line) => ("error" in line ? `error@${line.line}` : `ok@${line.line}`))).toEqual([
      "ok@1",
      "error@2",
      "error@3",
      "error@4",
      "ok@5",
    ])
    expect(lines[1]).toMatchObject({ line: 2, error: expect.stringContaining("at") })
  })

  it("opens only a screen of this app from a log: no javascript:, no other origin, no path without a screen", () => {
    for (const path of ["/", "/demo-table-1", "/venue", "/venue/load", "/venue/error", "/venue/cart", "/venue/orders"])
      expect({ path, app: isAppPath(path) }).toEqual({ path, app: true })
    for (const path of [
      "javascript:alert(1)",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "",
      "venue",
      "/venue/cart/x",
      "/a/b",
      "/demo table",
      "/venue?x=1",
      "/%2F%2Fevil",
    ])
      expect({ path, app: isAppPath(path) }).toEqual({ path, app: false })
  })

  it("says what each event changed, and ends in the fold's state", () => {
    const steps = replaySteps(session)
    expect(steps.map((step) => step.changes)).toEqual([
      ["isSearchOpen: false → true"],
      ['searchText: "" → "kot"'],
      ['selectedSection: null → "section-kottu"', "scrollRequestId: 0 → 1"],
    ])
    expect(steps.at(-1)?.state).toEqual(fold(session.map((entry) => entry.event)))
    expect(diff({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual(["a: [2 items] → [3 items]"])
  })

  it("runs as `npm run replay`, with --at N for the state after an event", async () => {
    const folder = mkdtempSync(join(tmpdir(), "replay-"))
    const file = join(folder, "session.ndjson")
    writeFileSync(file, `${toNdjson(session)}garbage line\n${JSON.stringify({ ...session[0], seq: 3, at: 1e20 })}\n`)
    const all = await runScript("replay", [file])
    expect(all.stdout).toContain("#2 2025-11-21T18:33:20.002Z intent v1.SectionSelected")
    expect(all.stdout).toContain("3 events replayed, 2 malformed lines skipped.")
    expect(all.stderr).toContain("line 4: not an event of the log")
    // An event at a time no Date can hold is a malformed line, named, not a crash.
    expect(all.stderr).toContain("line 5: not an event of the log")
    const at = await runScript("replay", [file, "--at", "1"])
    expect(JSON.parse(at.stdout)).toMatchObject({ searchText: "kot", isSearchOpen: true, scrollRequestId: 0 })
    // Two Node processes that compile the tool with tsx: seconds each on a busy 2-core machine.
  }, 30_000)
})

describe("a log written before texts were kept as messages", () => {
  // Lines as an older version wrote them: English sentences where messages are kept now.
  const older = [
    {
      seq: 0,
      at: 1763750000000,
      source: "system",
      event: { _tag: "v1.ToastShown", kind: "error", message: "Soup is not available right now.", shownAt: 1763750000000 },
    },
    { seq: 1, at: 1763750000001, source: "http", event: { _tag: "v1.PhoneCodeRefused", message: "That code is not right. 2 tries left." } },
    {
      seq: 2,
      at: 1763750000002,
      source: "http",
      event: { _tag: "v1.TableCartRefused", reason: "Remove Tea: this line is no longer in the table's cart." },
    },
    {
      seq: 3,
      at: 1763750000003,
      source: "intent",
      event: { _tag: "v1.DrawerPickRefused", reason: "Sides allows at most 2. Remove one to pick another.", choiceId: "sides" },
    },
    {
      seq: 4,
      at: 1763750000004,
      source: "http",
      event: { _tag: "v1.StaffRequestRefused", kind: "waiter", reason: "You are offline: your request could not be sent." },
    },
  ]

  it("still loads, and replays to the sentences its diner was shown (a pick refused names its choice, as then)", () => {
    const lines = parseNdjson(older.map((line) => JSON.stringify(line)).join("\n"))
    expect(lines.flatMap((line) => ("error" in line ? [line.error] : []))).toEqual([])
    const state = fold(lines.flatMap((line) => ("event" in line ? [line.event.event] : [])))
    expect(state.toasts.map((toast) => toast.text)).toEqual(["Soup is not available right now."])
    expect(state.phone.error).toBe("That code is not right. 2 tries left.")
    expect(state.tableCartNotice).toBe("Remove Tea: this line is no longer in the table's cart.")
    expect(state.drawer.notice).toEqual({ choiceId: "sides", problem: "tooMany" })
    expect(state.staff.notice).toBe("You are offline: your request could not be sent.")
  })
})

describe("a log written before the carts' waiting changes had one shape", () => {
  // Lines as v1 wrote them: the own cart's intent id in its payload, the table cart's beside it, each cart its own settle.
  const text = { id: "cart.pendingQuantity", values: { quantity: 1, dish: "Tea", dishId: "item-tea" } }
  const payload = { id: "item-tea", variantId: "v1", selectedChoices: {}, quantity: 1 }
  const older = [
    { _tag: "v1.CartChangeQueued", change: { _tag: "add", payload: { ...payload, intentId: "own-1" }, text } },
    {
      _tag: "v1.CartChangeQueued",
      change: { _tag: "update", payload: { id: "line-1", selectedChoices: {}, quantity: 0, intentId: "own-2" }, text },
    },
    { _tag: "v1.TableCartChangeQueued", change: { _tag: "add", payload, intentId: "table-1", text } },
    {
      _tag: "v1.TableCartChangeQueued",
      change: { _tag: "update", payload: { id: "line-2", selectedChoices: {}, quantity: 2 }, intentId: "table-2", text },
    },
    { _tag: "v1.CartChangeSettled", intentId: "own-1", outcome: "sent" },
    { _tag: "v1.TableCartChangeSettled", intentId: "table-1", outcome: "refused" },
  ].map((event, seq) => JSON.stringify({ seq, at: 1763750000000 + seq, source: "intent", event }))

  it("still loads, and folds each waiting change into the one shape, in its cart's queue", () => {
    const lines = parseNdjson(older.join("\n"))
    expect(lines.flatMap((line) => ("error" in line ? [line.error] : []))).toEqual([])
    const state = fold(lines.flatMap((line) => ("event" in line ? [line.event.event] : [])))
    expect(state.pendingCart).toEqual([
      { _tag: "cartUpdate", intentId: "own-2", payload: { id: "line-1", selectedChoices: {}, quantity: 0 }, text },
    ])
    expect(state.tableCartPending).toEqual([
      { _tag: "tableCartUpdate", intentId: "table-2", payload: { id: "line-2", selectedChoices: {}, quantity: 2 }, text },
    ])
  })
})
