import { readFileSync } from "node:fs"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { collectionPath, documentPath } from "../../schema/firestore-paths"
import { staffCollectionPath, staffDocumentPath } from "../../schema/firestore-staff-paths"
import { projectRoot } from "../../server/config"
import { firestoreRules, RULES_FILE } from "../../tools/firestore-rules"
import { allows, parseRules, type Operation } from "../support/firestore-rules-evaluator"

/**
 * The shipped Firestore rules (firestore.rules, generated from schema/firestore-paths.ts) as an
 * access table: each role against each path and operation, read by an evaluator of the rules
 * subset the generator writes (tests/support/firestore-rules-evaluator.ts), on every machine; the
 * official emulator judges them too where a machine has it (tests/contract/firestore-rules.test.ts).
 * The expectations below are written by hand, not derived from the
 * paths module, so a wrong rule or a wrong path fails them.
 */
const committed = readFileSync(`${projectRoot}/${RULES_FILE}`, "utf8")
const rules = parseRules(committed)

type Role = "stranger" | "signedIn" | "dinerA" | "laterA" | "stayedA" | "dinerB" | "otherTenant" | "staffV1" | "staffV2"
const AUTH: Readonly<Record<Role, { uid: string } | null>> = {
  stranger: null,
  signedIn: { uid: "u-nobody" },
  // Table A's first party (visit a1), the party after its settle (visit a2), and a diner of the
  // first party who started a new order there (placed in both).
  dinerA: { uid: "u-a" },
  laterA: { uid: "u-a2" },
  stayedA: { uid: "u-both" },
  dinerB: { uid: "u-b" },
  otherTenant: { uid: "u-c" },
  // Staff the server admitted at venue v1 of t1, and at venue v2 of t2 (another tenant's staff).
  staffV1: { uid: "u-s1" },
  staffV2: { uid: "u-s2" },
}
const ROLES = Object.keys(AUTH) as Role[]

// What the server wrote when it admitted each diner (tables A and B of tenant t1's venue v1; table C of t2's v2).
const existing = new Set([
  "tenants/t1/serviceAreas/area-a/visits/a1/members/u-a",
  "tenants/t1/venues/v1/members/u-a",
  "tenants/t1/serviceAreas/area-a/visits/a2/members/u-a2",
  "tenants/t1/venues/v1/members/u-a2",
  "tenants/t1/serviceAreas/area-a/visits/a1/members/u-both",
  "tenants/t1/serviceAreas/area-a/visits/a2/members/u-both",
  "tenants/t1/venues/v1/members/u-both",
  "tenants/t1/serviceAreas/area-b/visits/b1/members/u-b",
  "tenants/t1/venues/v1/members/u-b",
  "tenants/t2/serviceAreas/area-c/visits/c1/members/u-c",
  "tenants/t2/venues/v2/members/u-c",
  // The admission of the layout before visits: it lets no one read anything now.
  "tenants/t1/serviceAreas/area-a/members/u-a2",
  "tenants/t1/venues/v1/staffMembers/u-s1",
  "tenants/t2/venues/v2/staffMembers/u-s2",
])

/** Path, how it is read (a document's get, a collection's list), and who may read it. Nobody may write anything. */
const TABLE: ReadonlyArray<readonly [string, "get" | "list", ReadonlyArray<Role>]> = [
  // A table's live documents are its visit's: an earlier party reads nothing of a later one, nor the reverse.
  ["tenants/t1/serviceAreas/area-a/visits/a1/orders/o1", "get", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a1/orders", "list", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/orders/o4", "get", ["laterA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/orders", "list", ["laterA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a1/payments/p1", "get", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a1/payments", "list", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/payments/p2", "get", ["laterA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/payments", "list", ["laterA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a1/staffRequests/r1", "get", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a1/staffRequests", "list", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/staffRequests/r2", "get", ["laterA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/staffRequests", "list", ["laterA", "stayedA"]],
  // A visit nobody was placed in yet is read by nobody.
  ["tenants/t1/serviceAreas/area-a/visits/a3/orders", "list", []],
  ["tenants/t1/serviceAreas/area-b/visits/b1/orders/o2", "get", ["dinerB"]],
  ["tenants/t1/serviceAreas/area-b/visits/b1/staffRequests", "list", ["dinerB"]],
  // A visit's id under another table (or tenant) is not that visit.
  ["tenants/t1/serviceAreas/area-b/visits/a1/orders", "list", []],
  ["tenants/t2/serviceAreas/area-c/visits/c1/orders", "list", ["otherTenant"]],
  // The table cart ("order together"): its version, for the visit's diners only.
  ["tenants/t1/serviceAreas/area-a/visits/a1/sync/tableCart", "get", ["dinerA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/sync/tableCart", "get", ["laterA", "stayedA"]],
  ["tenants/t1/serviceAreas/area-b/visits/b1/sync/tableCart", "get", ["dinerB"]],
  ["tenants/t2/serviceAreas/area-a/visits/a1/sync/tableCart", "get", []],
  ["tenants/t1/serviceAreas/area-a/visits/a1/sync", "list", []],
  // The layout before visits (under the table, across its visits) is read by no one.
  ["tenants/t1/serviceAreas/area-a/orders/o1", "get", []],
  ["tenants/t1/serviceAreas/area-a/orders", "list", []],
  ["tenants/t1/serviceAreas/area-a/payments", "list", []],
  ["tenants/t1/serviceAreas/area-a/staffRequests", "list", []],
  ["tenants/t1/serviceAreas/area-a/sync/tableCart", "get", []],
  // The same table id under another tenant is another table.
  ["tenants/t2/serviceAreas/area-a/visits/a1/orders/o3", "get", []],
  // The venue's availability is the venue's, whichever visit a diner is in.
  ["tenants/t1/venues/v1/sync/availability", "get", ["dinerA", "laterA", "stayedA", "dinerB"]],
  ["tenants/t2/venues/v2/sync/availability", "get", ["otherTenant"]],
  ["tenants/t1/venues/v1/sync", "list", []],
  ["tenants/t1/serviceAreas/area-a/visits/a1/members/u-a", "get", ["dinerA"]],
  // A user may ask whether they are admitted anywhere (here: no such document); never about another user.
  ["tenants/t1/serviceAreas/area-a/visits/a1/members/u-a2", "get", ["laterA"]],
  ["tenants/t1/serviceAreas/area-a/visits/a2/members/u-both", "get", ["stayedA"]],
  ["tenants/t2/serviceAreas/area-c/visits/c1/members/u-c", "get", ["otherTenant"]],
  ["tenants/t1/serviceAreas/area-a/visits/a1/members", "list", []],
  ["tenants/t1/serviceAreas/area-a/members/u-a2", "get", []],
  ["tenants/t1/venues/v1/members/u-b", "get", ["dinerB"]],
  // A venue's staff feed: its admitted staff read it (an entry, or the collection as the screen's listener
  // queries it); a diner admitted at the venue or a visit, an account on no list, another tenant's staff,
  // and no token read nothing. Staff read no table's visit (the rows above).
  ["tenants/t1/venues/v1/staffFeed/42", "get", ["staffV1"]],
  ["tenants/t1/venues/v1/staffFeed", "list", ["staffV1"]],
  ["tenants/t2/venues/v2/staffFeed", "list", ["staffV2"]],
  // The same venue id under another tenant, another venue of the tenant: not where the staff were admitted.
  ["tenants/t2/venues/v1/staffFeed", "list", []],
  ["tenants/t1/venues/v2/staffFeed", "list", []],
  ["tenants/t1/venues/v1/staffMembers/u-s1", "get", ["staffV1"]],
  ["tenants/t1/venues/v1/staffMembers/u-a", "get", ["dinerA"]],
  ["tenants/t1/venues/v1/staffMembers", "list", []],
  ["tenants/t1/venues/v1", "get", []],
  ["tenants/t1/serviceAreas/area-a/visits/a1", "get", []],
  ["tenants/t1/serviceAreas/area-a", "get", []],
  ["tenants/t1/orders/o1", "get", []],
  ["tenants/t1/secrets/s1", "get", []],
]
const WRITES: ReadonlyArray<Operation> = ["create", "update", "delete"]

describe("the Firestore security rules", () => {
  it("are the file generated from schema/firestore-paths.ts (npm run rules)", () => {
    expect(committed).toBe(firestoreRules())
    expect(JSON.parse(readFileSync(`${projectRoot}/firebase.json`, "utf8"))).toMatchObject({ firestore: { rules: RULES_FILE } })
  })

  it.each(TABLE)("%s (%s): read by exactly the roles admitted there, written by none", (path, read, readers) => {
    const outcome = (role: Role, operation: Operation) => allows(rules, { auth: AUTH[role], operation, path, existing })
    expect(ROLES.filter((role) => outcome(role, read))).toEqual(readers)
    if (read === "get") for (const role of ROLES) expect(WRITES.filter((operation) => outcome(role, operation))).toEqual([])
  })

  it("let a signed-in user read a visit's orders, payments, staff requests and table cart exactly when their admission to that visit exists", () => {
    const id = fc.constantFrom("t1", "t2", "area-a", "u-1", "u-2", "visit-1", "visit-2")
    const read = fc.constantFrom(
      { kind: "order", operation: "list" },
      { kind: "payment", operation: "list" },
      { kind: "staffRequest", operation: "list" },
      { kind: "tableCart", operation: "get" },
    ) satisfies fc.Arbitrary<{ kind: "order" | "payment" | "staffRequest" | "tableCart"; operation: Operation }>
    fc.assert(
      fc.property(
        fc.tuple(id, id, id, id),
        fc.tuple(id, id, id, id),
        read,
        ([tenantId, serviceAreaId, visitId, uid], admitted, { kind, operation }) => {
          const [admittedTenant, admittedArea, admittedVisit, admittedUid] = admitted
          const admission = documentPath("visitMember", {
            tenantId: admittedTenant,
            serviceAreaId: admittedArea,
            visitId: admittedVisit,
            uid: admittedUid,
          })
          const ids = { tenantId, serviceAreaId, visitId }
          const path = kind === "tableCart" ? documentPath(kind, ids) : collectionPath(kind, ids)
          const request = { auth: { uid }, path, existing: new Set([admission]) }
          const admittedThere =
            tenantId === admittedTenant && serviceAreaId === admittedArea && visitId === admittedVisit && uid === admittedUid
          expect(allows(rules, { ...request, operation })).toBe(admittedThere)
          expect(allows(rules, { ...request, auth: null, operation })).toBe(false)
          const written = kind === "tableCart" ? path : `${path}/x1`
          expect(allows(rules, { ...request, operation: "create", path: written })).toBe(false)
        },
      ),
    )
  })

  it("let a signed-in user read a venue's staff feed exactly when their staff admission there exists, never with a diner's", () => {
    const id = fc.constantFrom("t1", "t2", "v1", "u-1", "u-2")
    fc.assert(
      fc.property(fc.tuple(id, id, id), fc.tuple(id, id, id), fc.boolean(), ([tenantId, venueId, uid], admitted, asStaff) => {
        const [admittedTenant, admittedVenue, admittedUid] = admitted
        const at = { tenantId: admittedTenant, venueId: admittedVenue, uid: admittedUid }
        const admission = asStaff ? staffDocumentPath("venueStaff", at) : documentPath("venueMember", at)
        const path = staffCollectionPath("staffFeed", { tenantId, venueId })
        const request = { auth: { uid }, path, existing: new Set([admission]) }
        const admittedThere = asStaff && tenantId === admittedTenant && venueId === admittedVenue && uid === admittedUid
        expect(allows(rules, { ...request, operation: "list" })).toBe(admittedThere)
        expect(allows(rules, { ...request, auth: null, operation: "list" })).toBe(false)
        expect(allows(rules, { ...request, operation: "create", path: `${path}/x1` })).toBe(false)
      }),
    )
  })

  it("are read by an evaluator that refuses what it does not understand", () => {
    const rulesWith = (line: string) => committed.replace("allow write: if false;", line)
    expect(() => parseRules(rulesWith("allow write: if request.time < timestamp.date(2030, 1, 1);"))).toThrow(/cannot read|unexpected/)
    expect(() => parseRules(rulesWith("allow write: if get(/databases/$(database)/documents/x/y).data.ok;"))).toThrow(
      /cannot read|unexpected/,
    )
    expect(() =>
      parseRules(
        committed.replace(
          "match /tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/orders/{orderId}",
          "match /tenants/{tenantId}/{rest=**}",
        ),
      ),
    ).toThrow(/plain segments/)
    expect(() => parseRules(rulesWith("allow write: if true;\n    function f() { return true; }"))).toThrow(/expected/)
    // And applies what it reads: an open rule opens.
    expect(
      allows(parseRules(rulesWith("allow write: if true;")), {
        auth: null,
        operation: "update",
        path: "tenants/t1/serviceAreas/area-a/visits/a1/orders/o1",
        existing,
      }),
    ).toBe(true)
  })
})

describe("the Firestore paths", () => {
  it("put a table's live documents under its tenant, table and visit", () => {
    expect(documentPath("order", { tenantId: "t1", serviceAreaId: "area-a", visitId: "a1", orderId: "o1" })).toBe(
      "tenants/t1/serviceAreas/area-a/visits/a1/orders/o1",
    )
    expect(collectionPath("staffRequest", { tenantId: "t1", serviceAreaId: "area-a", visitId: "a1" })).toBe(
      "tenants/t1/serviceAreas/area-a/visits/a1/staffRequests",
    )
    expect(documentPath("tableCart", { tenantId: "t1", serviceAreaId: "area-a", visitId: "a1" })).toBe(
      "tenants/t1/serviceAreas/area-a/visits/a1/sync/tableCart",
    )
    expect(documentPath("availability", { tenantId: "t1", venueId: "v1" })).toBe("tenants/t1/venues/v1/sync/availability")
    expect(staffCollectionPath("staffFeed", { tenantId: "t1", venueId: "v1" })).toBe("tenants/t1/venues/v1/staffFeed")
    expect(staffDocumentPath("venueStaff", { tenantId: "t1", venueId: "v1", uid: "u-1" })).toBe("tenants/t1/venues/v1/staffMembers/u-1")
  })

  it("refuse an id that is not one path segment", () => {
    for (const orderId of ["a/b", "", "..", "__name__"])
      expect(() => documentPath("order", { tenantId: "t1", serviceAreaId: "area-a", visitId: "a1", orderId })).toThrow(/one path segment/)
  })
})
