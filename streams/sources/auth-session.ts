import { distinctUntilChanged, map, type Observable } from "rxjs"
import type { AuthUser, SessionUser } from "../../schema/auth"
import type { DomainEvent } from "../../schema/events"

/** What the log keeps of a user: no token, no email address, no phone number. */
export const sessionUserOf = (user: AuthUser): SessionUser => ({
  uid: user.uid,
  isAnonymous: user.isAnonymous,
  hasEmail: user.email !== null,
  phoneNumberVerified: user.phoneNumberVerified,
  tenantId: user.appTenantId,
})

const sameUser = (a: SessionUser | null, b: SessionUser | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.isAnonymous === b.isAnonymous &&
    a.hasEmail === b.hasEmail &&
    a.phoneNumberVerified === b.phoneNumberVerified &&
    a.tenantId === b.tenantId)

/**
 * The auth session as events: one `v1.UserChanged` each time the user the gate depends on
 * changes (a token refresh with the same claims is no change). The first user of a page is
 * always recorded, so a reload's restored user gives way to the one really signed in.
 */
export const authSessionEvents = (user$: Observable<AuthUser | null>): Observable<DomainEvent> =>
  user$.pipe(
    map((user) => (user === null ? null : sessionUserOf(user))),
    distinctUntilChanged(sameUser),
    map((user): DomainEvent => ({ _tag: "v1.UserChanged", user })),
  )
