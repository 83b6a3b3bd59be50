import { execFile } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import type { LoggedEvent } from "../../schema/events"
import { projectRoot } from "../../server/config"
import { fold } from "../../src/domain/app-state"
import { diff, parseNdjson, redact, replaySteps, toNdjson } from "../../streams/replay"

const run = promisify(execFile)
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
    expect(redact({ a: { token: "eyJ...", phoneNumber: "0771234567", list: [{ code: "123456" }] }, b: "kept", qrCode: { code: "demo-table-1" } })).toEqual({
      a: { token: "[redacted]", phoneNumber: "[redacted]", list: [{ code: "[redacted]" }] },
      b: "kept",
      qrCode: { code: "demo-table-1" },
    })
  })

  it("reports a malformed line by its number and replays the rest", () => {
    const text = [JSON.stringify(session[0]), "{not json", JSON.stringify({ seq: 1, at: 0, source: "intent", event: { _tag: "v9.Unknown" } }), JSON.stringify(session[2])].join("\n")
    const lines = parseNdjson(text)
    expect(lines.map((line) => ("error" in line ? `error@${line.line}` : `ok@${line.line}`))).toEqual(["ok@1", "error@2", "error@3", "ok@4"])
  })

  it("says what each event changed, and ends in the fold's state", () => {
    const steps = replaySteps(session)
    expect(steps.map((step) => step.changes)).toEqual([["isSearchOpen: false → true"], ['searchText: "" → "kot"'], ['selectedSection: null → "section-kottu"', "scrollRequestId: 0 → 1"]])
    expect(steps.at(-1)?.state).toEqual(fold(session.map((entry) => entry.event)))
    expect(diff({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual(["a: [2 items] → [3 items]"])
  })

  it("runs as `npm run replay`, with --at N for the state after an event", async () => {
    const folder = mkdtempSync(join(tmpdir(), "replay-"))
    const file = join(folder, "session.ndjson")
    writeFileSync(file, `${toNdjson(session)}garbage line\n`)
    const all = await run(process.execPath, ["--import", "tsx", "tools/replay.ts", file], { cwd: projectRoot })
    expect(all.stdout).toContain("#2 2025-11-21T18:33:20.002Z intent v1.SectionSelected")
    expect(all.stdout).toContain("3 events replayed, 1 malformed lines skipped.")
    expect(all.stderr).toContain("line 4: not an event of the log")
    const at = await run(process.execPath, ["--import", "tsx", "tools/replay.ts", file, "--at", "1"], { cwd: projectRoot })
    expect(JSON.parse(at.stdout)).toMatchObject({ searchText: "kot", isSearchOpen: true, scrollRequestId: 0 })
    // Two Node processes that compile the tool with tsx: seconds each on a busy 2-core machine.
  }, 30_000)
})
