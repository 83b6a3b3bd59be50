import { describe, expect, it } from "vitest"
import { eventStreamParser } from "../../streams/sse"

describe("event stream parser", () => {
  it("reads events split across chunks anywhere, skipping comments", () => {
    const parse = eventStreamParser()
    const text = ': keep-alive\n\nid: 7\nevent: order\ndata: {"a":1}\n\nid: 8\nevent: order\ndata: line one\ndata: line two\n\n'
    const events = [...text].flatMap((char) => parse(char))
    expect(events).toEqual([
      { id: "7", event: "order", data: '{"a":1}' },
      { id: "8", event: "order", data: "line one\nline two" },
    ])
  })

  it("keeps the last id for events that carry none, and accepts CRLF", () => {
    const parse = eventStreamParser()
    expect(parse("id: 3\r\nevent: ready\r\ndata: {}\r\n\r\nevent: availability\r\ndata: x\r\n\r\n")).toEqual([
      { id: "3", event: "ready", data: "{}" },
      { id: "3", event: "availability", data: "x" },
    ])
  })
})
