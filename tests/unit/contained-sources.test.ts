import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { AuthUser } from "../../schema/auth"
import type { LoggedEvent } from "../../schema/events"
import { replaySteps, stepLines } from "../../src/domain/replay"
import { restartDelay } from "../../streams/sources/sourced"
import { anonymousUser } from "../support/fake-auth"
import { order } from "../support/fixtures"
import { testApp } from "../support/test-app"

/**
 * The inputs of the log as the composition root merges them (src/app/composition-root.ts): a
 * source that fails is logged, without secrets, and starts again after a pause, while the
 * others go on. The failing source here is the auth session, handed a user the SDK cannot read.
 */

/** A user whose every read throws, with a token and a phone number in the error's message. */
const unreadable = (message: string): AuthUser =>
  new Proxy(anonymousUser, {
    get: () => {
      throw new Error(message)
    },
  })

/** The app with fake timers, and what its log takes from now on, as "source tag" lines. */
const setup = () => {
  const t = testApp({})
  const logged: LoggedEvent[] = []
  t.log.events$.subscribe((entry) => logged.push(entry))
  const lines = () => logged.map(({ source, event }) => `${source} ${event._tag}`)
  return { ...t, logged, lines }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("a source that fails", () => {
  it("is logged without secrets and starts again after a pause, while the others go on", () => {
    const t = setup()
    t.live.orders.next(order())
    t.auth.signIn(unreadable("no user in Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln for +94771234567, code 123456"))
    expect(t.logged.at(-1)).toMatchObject({
      source: "system",
      event: {
        _tag: "v1.SourceFailed",
        source: "authSession",
        message: "Error: no user in Bearer [redacted] for +[redacted], code [redacted]",
      },
    })
    // While it waits, the others go on; what it would have said meanwhile is not heard.
    t.live.orders.next(order({ id: "order-2" }))
    t.auth.signIn(anonymousUser)
    vi.advanceTimersByTime(restartDelay(1) - 1)
    t.commands.toggleSearch(true)
    // Started again, it is heard again, and so are the others.
    vi.advanceTimersByTime(1)
    t.auth.signIn(anonymousUser)
    t.live.orders.next(order({ id: "order-3" }))
    expect(t.lines()).toEqual([
      "live v1.OrderChanged",
      "system v1.SourceFailed",
      "live v1.OrderChanged",
      "intent v1.SearchToggled",
      "system v1.UserChanged",
      "live v1.OrderChanged",
    ])
    expect(t.log.getState().user).toMatchObject({ uid: anonymousUser.uid })
  })

  it("that fails again at once waits longer each time, and a pause as short as the first once it has spoken", () => {
    const t = setup()
    const failures = () => t.logged.filter(({ event }) => event._tag === "v1.SourceFailed").length
    t.auth.signIn(unreadable("first"))
    vi.advanceTimersByTime(restartDelay(1))
    t.auth.signIn(unreadable("second"))
    expect(failures()).toBe(2)
    vi.advanceTimersByTime(restartDelay(2) - 1)
    t.auth.signIn(anonymousUser)
    expect(failures()).toBe(2)
    expect(t.log.getState().user).toBeNull()
    vi.advanceTimersByTime(1)
    t.auth.signIn(anonymousUser)
    expect(t.log.getState().user).toMatchObject({ uid: anonymousUser.uid })
    // It spoke: the next failure waits as long as the first did.
    t.auth.signIn(unreadable("third"))
    vi.advanceTimersByTime(restartDelay(1))
    t.auth.signIn(null)
    expect(t.log.getState().user).toBeNull()
    expect(failures()).toBe(3)
    expect([1, 2, 3, 6, 7].map(restartDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })

  it("is printed by the replay with its source and message", () => {
    const t = setup()
    t.auth.signIn(unreadable("the SDK's user is gone"))
    const [step] = replaySteps(t.logged)
    expect(step === undefined ? [] : stepLines(step)).toEqual([
      "#0 1970-01-01T00:00:00.000Z system v1.SourceFailed",
      "    authSession failed: Error: the SDK's user is gone",
    ])
  })
})
