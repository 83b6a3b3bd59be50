import { createHash, timingSafeEqual } from "node:crypto"
import { Schema } from "effect"
import { Id, QrCode } from "../../schema/ids"
import { BadRequest, NotSignedIn, NotStaff, OtherTenant, SignInRequired, WrongTable } from "../../schema/errors"
import { fail } from "../failure"
import type { FastifyRequest } from "fastify"
import type { SignInStep } from "../../schema/auth"
import { missingSignInStep, signInAllows, signInFactsOf } from "../../src/domain/sign-in-rule"
import { TENANT_CLAIM, type IdentityProvider } from "../auth/identity"
import type { Admit } from "../live/firestore-mirror"
import type { StaffAdmissions } from "../live/firestore-staff"
import type { Diner } from "../services/diner"
import type { Queryable } from "../storage/db"
import { networkOf } from "../services/client-network"
import { guardOperatorKey } from "../services/operator-guard"
import { recordUserTenant } from "../storage/users-repo"
import { findServiceAreaByQr, type ServiceAreaRow } from "../storage/venue-repo"
import { findListedVenue, findVenueRef } from "../storage/staff-repo"
import type { StaffAccount, StaffAtVenue } from "../services/staff"
import type { AccessChecks } from "./routes"

export interface AccessDeps {
  readonly db: Queryable
  readonly identity: IdentityProvider
  readonly operatorKey: string
  /**
   * Called, and awaited, for each diner the table's sign-in rule lets in (not one let through
   * a sign-in step only), with their venue: production's Firestore rules read the admission it
   * writes. Their visit's is written where the server places them in it (diner-handlers.ts).
   */
  readonly admit?: Admit
  /**
   * Staff admissions, production's Firestore rules' proof that a staff member may read the
   * venue's staff feed: written, and awaited, when a member is let in at a venue; withdrawn when
   * the list refuses them there.
   */
  readonly staffAdmissions?: StaffAdmissions
  /** The clock wrong operator keys are counted by. */
  readonly now: () => number
}

/**
 * Who may call what. A diner call needs a valid Firebase ID token (401 otherwise) and the
 * headers `tenant` and `qr` of one venue (403 when the QR is not the tenant's), and a user the
 * table's sign-in rule lets in (403 otherwise, saying what is missing). When a user enters a
 * tenant's venue with a token whose claim `tenant-id` names another tenant (or none), the claim
 * is set to this tenant: once per token and tenant, however many calls follow before the app
 * refreshes its token, even when the user has tables of two tenants open at once.
 *
 * A staff call needs a valid token (401) of an account with a verified e-mail (an anonymous
 * diner's is refused 403 NotStaff) on the staff list of the venue its path names (403 NotStaff),
 * and, when the token names a tenant, the venue's (403 OtherTenant). It sets no claim: a staff
 * screen does not move its account to a tenant.
 */
export const accessChecks = (deps: AccessDeps): AccessChecks => {
  // The claim writes made, by "token digest, tenant": the token's next calls there wait for the
  // same write instead of making another.
  const claimWrites = new Map<string, Promise<void>>()
  // Service areas do not change while the reference server runs: read each once, not per call.
  const areas = new Map<string, Promise<ServiceAreaRow | null>>()
  const serviceAreaOf = (qrCode: string) => {
    let area = areas.get(qrCode)
    if (area === undefined) {
      area = findServiceAreaByQr(deps.db, qrCode)
      // A code that matched nothing is asked again next time (it may be a typo being fixed).
      void area.then(
        (found) => found === null && areas.delete(qrCode),
        () => areas.delete(qrCode),
      )
      if (areas.size > 10_000) areas.clear()
      areas.set(qrCode, area)
    }
    return area
  }
  const claimTenant = (uid: string, token: string, tenantId: string): Promise<void> => {
    const key = `${createHash("sha256").update(token).digest("base64url")} ${tenantId}`
    let write = claimWrites.get(key)
    if (write === undefined) {
      write = (async () => {
        await deps.identity.mergeClaims(uid, { [TENANT_CLAIM]: tenantId })
        await recordUserTenant(deps.db, uid, tenantId)
      })()
      // A write that failed is tried again by the next call.
      void write.catch(() => claimWrites.delete(key))
      if (claimWrites.size > 100_000) claimWrites.clear()
      claimWrites.set(key, write)
    }
    return write
  }
  return {
    diner: async (request, duringSignIn) => {
      const { token, identity } = await signedIn(deps, request)
      const tenantId = header(request, "tenant")
      const qrCode = header(request, "qr")
      const serviceArea = await serviceAreaOf(qrCode)
      if (serviceArea === null || serviceArea.tenantId !== tenantId)
        throw fail(WrongTable, "This table does not belong to this venue.", "qr")
      const facts = signInFactsOf(identity)
      if (!signInAllows(serviceArea.authType, facts, duringSignIn))
        throw fail(SignInRequired, SIGN_IN_NEEDED[missingSignInStep(serviceArea.authType, facts) ?? "google"])
      if (identity.tenantId !== tenantId) await claimTenant(identity.uid, token, tenantId)
      if (deps.admit !== undefined && signInAllows(serviceArea.authType, facts))
        await deps.admit({ uid: identity.uid, tenantId, venueId: serviceArea.venueId })
      const diner: Diner = { identity, serviceArea }
      return diner
    },
    staff: async (request) => {
      const { identity } = await signedIn(deps, request)
      if (identity.isAnonymous || identity.email === null)
        throw fail(NotStaff, "This is a diner's anonymous sign-in, not a staff account: sign in with your own Google account.")
      if (identity.emailVerified !== true)
        throw fail(NotStaff, "Your account's e-mail is not verified, so it cannot be matched with a staff list: sign in with Google.")
      const account: StaffAccount = { uid: identity.uid, email: identity.email.toLowerCase(), tenantId: identity.tenantId }
      const venueId = venueIdOf(request)
      if (venueId === null) return account
      const venue = await findListedVenue(deps.db, venueId, account.email)
      // A venue that does not exist is answered as one whose list lacks the e-mail: a stranger learns no venue's id.
      if (venue === null) {
        await withdrawStaff(deps, account.uid, venueId)
        throw fail(
          NotStaff,
          `${account.email} is not on this venue's staff list: the venue adds its staff (npm run venue -- staff add <email>).`,
        )
      }
      if (account.tenantId !== null && account.tenantId !== venue.tenantId) {
        await withdrawStaff(deps, account.uid, venueId)
        throw fail(
          OtherTenant,
          `Your sign-in belongs to another tenant (${account.tenantId}) than this venue's: sign in with this venue's staff account.`,
        )
      }
      await deps.staffAdmissions?.admit({ uid: account.uid, email: account.email, tenantId: venue.tenantId, venueId: venue.id })
      const staff: StaffAtVenue = { ...account, venue }
      return staff
    },
    operator: async (request) => {
      const given = request.headers["x-operator-key"]
      const right = typeof given === "string" && sameSecret(given, deps.operatorKey)
      // Wrong keys are counted per network across instances (429 beyond a few); the right key always passes.
      return guardOperatorKey(deps.db, networkOf(request.ip), right, deps.now())
    },
  }
}

/** A user refused at a venue loses any staff admission there (they may have been taken off its list since it was written). */
const withdrawStaff = async (deps: AccessDeps, uid: string, venueId: string): Promise<void> => {
  if (deps.staffAdmissions === undefined) return
  const venue = await findVenueRef(deps.db, venueId)
  if (venue !== null) await deps.staffAdmissions.dismiss({ uid, tenantId: venue.tenantId, venueId })
}

/** The refusal of a call the table's sign-in rule forbids: the app shows it as it is. */
const SIGN_IN_NEEDED: Readonly<Record<SignInStep, string>> = {
  google: "This table needs a Google sign-in. Please sign in with your Google account to order here.",
  phone: "This table needs a verified phone number. Please verify your phone number to order here.",
}

/** The request's token and its verified identity: 401 without one, or with one that is not valid. */
const signedIn = async (deps: AccessDeps, request: FastifyRequest) => {
  const token = bearerToken(request)
  if (token === null) throw fail(NotSignedIn, "Please sign in: the request carries no token.", "Authorization")
  const identity = await deps.identity.verify(token)
  if (identity === null) throw fail(NotSignedIn, "Your sign-in has expired or is not valid. Please sign in again.", "Authorization")
  return { token, identity }
}

/** The path's `venueId`, when the route has one; its shape is checked before it is looked up. */
const venueIdOf = (request: FastifyRequest): string | null => {
  const params = request.params
  const venueId = typeof params === "object" && params !== null && "venueId" in params ? params.venueId : undefined
  if (venueId === undefined) return null
  if (typeof venueId !== "string" || !Schema.is(Id)(venueId)) throw fail(BadRequest, "Bad path parameter venueId: a venue's id.", "venueId")
  return venueId
}

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")
  return match?.[1] ?? null
}

/** The shapes of the two headers, checked before either is looked up: a table is found by its `qr` in the database. */
const HEADER_SHAPES = { tenant: Schema.is(Id), qr: Schema.is(QrCode) } as const

const header = (request: FastifyRequest, name: "tenant" | "qr"): string => {
  const value = request.headers[name]
  if (typeof value !== "string" || value === "") throw fail(BadRequest, `Missing header '${name}'.`, name)
  if (!HEADER_SHAPES[name](value))
    throw fail(
      BadRequest,
      `Bad header '${name}': ${name === "qr" ? "a table's code is letters, digits, '-' and '_'" : "an id without control characters"}.`,
      name,
    )
  return value
}

// Digests of equal length, compared in constant time: the time taken tells neither the key's length nor its prefix.
const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b))
const digest = (text: string): Buffer => createHash("sha256").update(text).digest()
