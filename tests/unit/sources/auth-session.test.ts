import { Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import type { AuthUser } from "../../../schema/auth"
import type { DomainEvent } from "../../../schema/events"
import { authSessionEvents } from "../../../streams/sources/auth-session"

const anonymous: AuthUser = {
  uid: "u1",
  email: null,
  displayName: null,
  photoURL: null,
  appTenantId: null,
  isAnonymous: true,
  phoneNumberVerified: false,
}

describe("the auth session as events", () => {
  it("records each change the gate depends on, never the email, and no event for a refresh that changes nothing", () => {
    const user$ = new Subject<AuthUser | null>()
    const events: DomainEvent[] = []
    authSessionEvents(user$).subscribe((event) => events.push(event))
    user$.next(null)
    user$.next(anonymous)
    user$.next({ ...anonymous, displayName: "someone" }) // a token refresh: nothing the gate reads changed
    const google = { ...anonymous, isAnonymous: false, email: "nimali@example.com", displayName: "Nimali", appTenantId: "tenant-1" }
    user$.next(google)
    user$.next({ ...google, phoneNumberVerified: true })
    expect(events).toEqual([
      { _tag: "v1.UserChanged", user: null },
      { _tag: "v1.UserChanged", user: { uid: "u1", isAnonymous: true, hasEmail: false, phoneNumberVerified: false, tenantId: null } },
      { _tag: "v1.UserChanged", user: { uid: "u1", isAnonymous: false, hasEmail: true, phoneNumberVerified: false, tenantId: "tenant-1" } },
      { _tag: "v1.UserChanged", user: { uid: "u1", isAnonymous: false, hasEmail: true, phoneNumberVerified: true, tenantId: "tenant-1" } },
    ])
    expect(JSON.stringify(events)).not.toContain("nimali@example.com")
  })
})
