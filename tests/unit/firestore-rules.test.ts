import { readFileSync } from "node:fs"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { collectionPath, documentPath } from "../../schema/firestore-paths"
import { projectRoot } from "../../server/config"
import { firestoreRules, RULES_FILE } from "../../tools/firestore-rules"
import { allows, parseRules, type Operation } from "../support/firestore-rules-evaluator"

/**
 * The shipped Firestore rules (firestore.rules, generated from schema/firestore-paths.ts) as an
 * access table: each role against each path and operation, read by an evaluator of the rules
 * subset the generator writes (tests/support/firestore-rules-evaluator.ts), since the official
 * emulator cannot run here. The expectations below are written by hand, not derived from the
 * paths module, so a wrong rule or a wrong path fails them.
 */
const committed = readFileSync(`${projectRoot}/${RULES_FILE}`, "utf8")
const rules = parseRules(committed)

type Role = "stranger" | "signedIn" | "dinerA" | "dinerB" | "otherTenant"
const AUTH: Readonly<Record<Role, { uid: string } | null>> = {
  stranger: null,
  signedIn: { uid: "u-nobody" },
  dinerA: { uid: "u-a" },
  dinerB: { uid: "u-b" },
  otherTenant: { uid: "u-c" },
}
const ROLES = Object.keys(AUTH) as Role[]

// What the server wrote when it admitted each diner (table A and B of tenant t1's venue v1; table C of t2's v2).
const existing = new Set([
  "tenants/t1/serviceAreas/area-a/members/u-a",
  "tenants/t1/venues/v1/members/u-a",
  "tenants/t1/serviceAreas/area-b/members/u-b",
  "tenants/t1/venues/v1/members/u-b",
  "tenants/t2/serviceAreas/area-c/members/u-c",
  "tenants/t2/venues/v2/members/u-c",
])

/** Path, how it is read (a document's get, a collection's list), and who may read it. Nobody may write anything. */
const TABLE: ReadonlyArray<readonly [string, "get" | "list", ReadonlyArray<Role>]> = [
  ["tenants/t1/serviceAreas/area-a/orders/o1", "get", ["dinerA"]],
  ["tenants/t1/serviceAreas/area-a/orders", "list", ["dinerA"]],
  ["tenants/t1/serviceAreas/area-a/staffRequests/r1", "get", ["dinerA"]],
  ["tenants/t1/serviceAreas/area-a/staffRequests", "list", ["dinerA"]],
  ["tenants/t1/serviceAreas/area-b/orders/o2", "get", ["dinerB"]],
  ["tenants/t1/serviceAreas/area-b/staffRequests", "list", ["dinerB"]],
  ["tenants/t2/serviceAreas/area-c/orders", "list", ["otherTenant"]],
  // The table's shared cart ("order together"): its version, for the table's diners only.
  ["tenants/t1/serviceAreas/area-a/sync/tableCart", "get", ["dinerA"]],
  ["tenants/t1/serviceAreas/area-b/sync/tableCart", "get", ["dinerB"]],
  ["tenants/t2/serviceAreas/area-a/sync/tableCart", "get", []],
  ["tenants/t1/serviceAreas/area-a/sync", "list", []],
  // The same table id under another tenant is another table.
  ["tenants/t2/serviceAreas/area-a/orders/o3", "get", []],
  ["tenants/t1/venues/v1/sync/availability", "get", ["dinerA", "dinerB"]],
  ["tenants/t2/venues/v2/sync/availability", "get", ["otherTenant"]],
  ["tenants/t1/venues/v1/sync", "list", []],
  ["tenants/t1/serviceAreas/area-a/members/u-a", "get", ["dinerA"]],
  // A user may ask whether they are admitted anywhere (here: no such document); never about another user.
  ["tenants/t1/serviceAreas/area-a/members/u-b", "get", ["dinerB"]],
  ["tenants/t2/serviceAreas/area-c/members/u-c", "get", ["otherTenant"]],
  ["tenants/t1/serviceAreas/area-a/members", "list", []],
  ["tenants/t1/venues/v1/members/u-b", "get", ["dinerB"]],
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

  it("let a signed-in user read a table's orders exactly when the server's admission to it exists", () => {
    const id = fc.constantFrom("t1", "t2", "area-a", "u-1", "u-2", "v1")
    fc.assert(
      fc.property(id, id, id, id, id, id, (tenantId, serviceAreaId, uid, admittedTenant, admittedArea, admittedUid) => {
        const admission = documentPath("serviceAreaMember", { tenantId: admittedTenant, serviceAreaId: admittedArea, uid: admittedUid })
        const request = { auth: { uid }, path: collectionPath("order", { tenantId, serviceAreaId }), existing: new Set([admission]) }
        const admitted = tenantId === admittedTenant && serviceAreaId === admittedArea && uid === admittedUid
        expect(allows(rules, { ...request, operation: "list" })).toBe(admitted)
        expect(allows(rules, { ...request, operation: "create", path: `${request.path}/o1` })).toBe(false)
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
        committed.replace("match /tenants/{tenantId}/serviceAreas/{serviceAreaId}/orders/{orderId}", "match /tenants/{tenantId}/{rest=**}"),
      ),
    ).toThrow(/plain segments/)
    expect(() => parseRules(rulesWith("allow write: if true;\n    function f() { return true; }"))).toThrow(/expected/)
    // And applies what it reads: an open rule opens.
    expect(
      allows(parseRules(rulesWith("allow write: if true;")), {
        auth: null,
        operation: "update",
        path: "tenants/t1/serviceAreas/area-a/orders/o1",
        existing,
      }),
    ).toBe(true)
  })
})

describe("the Firestore paths", () => {
  it("put a table's live documents under its tenant and table", () => {
    expect(documentPath("order", { tenantId: "t1", serviceAreaId: "area-a", orderId: "o1" })).toBe(
      "tenants/t1/serviceAreas/area-a/orders/o1",
    )
    expect(collectionPath("staffRequest", { tenantId: "t1", serviceAreaId: "area-a" })).toBe("tenants/t1/serviceAreas/area-a/staffRequests")
    expect(documentPath("availability", { tenantId: "t1", venueId: "v1" })).toBe("tenants/t1/venues/v1/sync/availability")
  })

  it("refuse an id that is not one path segment", () => {
    for (const orderId of ["a/b", "", "..", "__name__"])
      expect(() => documentPath("order", { tenantId: "t1", serviceAreaId: "area-a", orderId })).toThrow(/one path segment/)
  })
})
