import { BehaviorSubject, Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import type { Connection, DomainEvent } from "../../../schema/events"
import { connectionEvents } from "../../../streams/sources/connection"

const setup = (online: boolean) => {
  const browserOnline$ = new BehaviorSubject(online)
  // The heartbeat replays its current value to a new subscriber, as the live adapters do.
  const live$ = new BehaviorSubject<Connection>("Unknown")
  const states: Connection[] = []
  connectionEvents({ browserOnline$, live$ }).subscribe((event: DomainEvent) => {
    if (event._tag === "v1.ConnectionChanged") states.push(event.state)
  })
  return { browserOnline$, live$, states }
}

describe("the connection, one notion", () => {
  it("follows the live heartbeat while the browser has a network", () => {
    const t = setup(true)
    t.live$.next("Online")
    t.live$.next("Offline") // 10 s without a word from the feeds
    t.live$.next("Online")
    expect(t.states).toEqual(["Unknown", "Online", "Offline", "Online"])
  })

  it("is Offline as soon as the browser says so, and the heartbeat's stale Offline does not outlast the network's return", () => {
    const t = setup(false)
    t.live$.next("Online") // a feed still speaking changes nothing while the browser says offline
    t.live$.next("Offline")
    t.browserOnline$.next(true)
    t.live$.next("Online")
    expect(t.states).toEqual(["Offline", "Unknown", "Online"])
  })

  it("records no event when nothing changed", () => {
    const t = setup(true)
    const heartbeat = new Subject<Connection>()
    const states: Connection[] = []
    connectionEvents({ browserOnline$: t.browserOnline$, live$: heartbeat }).subscribe(
      (event) => event._tag === "v1.ConnectionChanged" && states.push(event.state),
    )
    heartbeat.next("Online")
    heartbeat.next("Online")
    t.browserOnline$.next(true)
    expect(states).toEqual(["Online"])
  })
})
