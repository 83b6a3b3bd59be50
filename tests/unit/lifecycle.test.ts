import { describe, expect, it } from "vitest"
import { createLifecycle, type Phase } from "../../src/app/lifecycle"
import { anonymousUser, fakeAuth } from "../support/fake-auth"
import { lazyAuthSession } from "../../streams/lazy-auth"

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The page's lifecycle (src/app/lifecycle.ts), with the frame and the idle moment in the test's hands. */
const lifecycleByHand = () => {
  const frames: Array<() => void> = []
  let settleIdle: () => void = () => undefined
  const lifecycle = createLifecycle({
    afterPaint: (callback) => void frames.push(callback),
    idle: () => new Promise((resolve) => (settleIdle = resolve)),
  })
  const seen: Phase[] = []
  lifecycle.phase$.subscribe((phase) => seen.push(phase))
  return { lifecycle, seen, paint: () => frames.shift()?.(), idle: () => settleIdle() }
}

describe("the page's lifecycle", () => {
  it("goes served, hydrated, painted, idle, each once, from the app's first commit on", async () => {
    const page = lifecycleByHand()
    expect(page.seen).toEqual(["served"])
    page.lifecycle.hydrated()
    page.lifecycle.hydrated()
    expect(page.seen).toEqual(["served", "hydrated"])
    page.paint()
    expect(page.seen).toEqual(["served", "hydrated", "painted"])
    page.idle()
    await Promise.resolve()
    expect(page.seen).toEqual(["served", "hydrated", "painted", "idle"])
    // A second commit's frame starts nothing again.
    expect(page.paint()).toBeUndefined()
    expect(page.seen).toHaveLength(4)
  })

  it("says a phase is reached once, when it is or at once if it was, and a later one counts, each in a task of its own", async () => {
    const page = lifecycleByHand()
    const reached: string[] = []
    page.lifecycle.reached("painted").subscribe((phase) => reached.push(`early ${phase}`))
    page.lifecycle.hydrated()
    await nextTask()
    expect(reached).toEqual([])
    page.paint()
    // Not in the frame's own task: in a slice after it.
    expect(reached).toEqual([])
    await nextTask()
    expect(reached).toEqual(["early painted"])
    page.idle()
    page.lifecycle.reached("hydrated").subscribe((phase) => reached.push(`late ${phase}`))
    await nextTask()
    expect(reached).toEqual(["early painted", "late hydrated"])
  })
})

describe("the sign-in started later", () => {
  it("loads nothing until the session is asked for, and has no user nor token until it is in", async () => {
    const fake = fakeAuth({ signedIn: false })
    let asked = 0
    let start: () => void = () => undefined
    const started = new Promise<void>((resolve) => (start = resolve))
    const auth = lazyAuthSession(async () => {
      asked++
      await started
      return fake.auth
    }, true)
    await Promise.resolve()
    expect(asked).toBe(0)
    const users: Array<string | null> = []
    auth.user$.subscribe((user) => users.push(user?.uid ?? null))
    await Promise.resolve()
    expect(asked).toBe(1)
    expect(users).toEqual([null])
    expect(auth.token()).toBeNull()
    start()
    // The session is in once its start has settled: its user from then on is the page's.
    await new Promise((resolve) => setTimeout(resolve, 0))
    fake.signIn(anonymousUser)
    expect(users).toEqual([null, anonymousUser.uid])
    expect(auth.token()).not.toBeNull()
    // Asked again (a refresh): the one session, not a second.
    await auth.refreshToken()
    expect(asked).toBe(1)
    expect(fake.refreshes()).toBe(1)
  })

  it("tries a load that failed again at the next call, rather than keeping it failed", async () => {
    const fake = fakeAuth()
    let attempts = 0
    const auth = lazyAuthSession(async () => {
      attempts++
      if (attempts === 1) throw new Error("Failed to fetch dynamically imported module")
      return fake.auth
    }, true)
    await expect(auth.refreshToken()).rejects.toThrow(/dynamically imported/)
    await auth.refreshToken()
    expect(attempts).toBe(2)
    expect(fake.refreshes()).toBe(1)
  })
})
