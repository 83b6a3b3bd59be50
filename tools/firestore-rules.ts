import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { FIRESTORE_DOCUMENTS, type ReadAccess } from "../schema/firestore-paths"
import { STAFF_FIRESTORE_DOCUMENTS } from "../schema/firestore-staff-paths"

/**
 * The Firestore security rules, generated from the tables of documents in
 * schema/firestore-paths.ts (the diners') and schema/firestore-staff-paths.ts (the staff's): `npm run rules` writes `firestore.rules` (named in firebase.json),
 * and tests/unit/firestore-rules.test.ts fails when the committed file is not what this makes.
 * Each kind of document gets one match block: read when its ReadAccess holds, write never.
 */
export const RULES_FILE = "firestore.rules"

export const firestoreRules = (): string => {
  const blocks = Object.entries(DOCUMENTS).map(
    ([kind, { path, read }]) => `    // ${kind}
    match /${path} {
      allow read: if ${bound(path, readCondition(read))};
      allow write: if false;
    }`,
  )
  return `rules_version = '2';

// Generated from schema/firestore-paths.ts and firestore-staff-paths.ts by \`npm run rules\` (tools/firestore-rules.ts): do not edit.
// A diner reads the live documents of the visits at a table (and the venues) that the server
// admitted them to, and their own admissions; a venue's staff read its staff feed once the server
// admitted them as its staff, and their own admission; no client writes anything: the server writes
// with the Admin SDK, which these rules do not govern. Anything not matched here is denied.
service cloud.firestore {
  match /databases/{database}/documents {
${blocks.join("\n")}
  }
}
`
}

const DOCUMENTS = { ...FIRESTORE_DOCUMENTS, ...STAFF_FIRESTORE_DOCUMENTS }

/** A document of this kind exists for the requesting user, at the wildcards' values of the matched path. */
const admissionExists = (kind: "visitMember" | "venueMember" | "venueStaff"): string => {
  const path = DOCUMENTS[kind].path.replace(/\{uid\}$/, "$(request.auth.uid)").replace(/\{(\w+)\}/g, "$($1)")
  return `exists(/databases/$(database)/documents/${path})`
}

const readCondition = (read: ReadAccess): string => {
  switch (read) {
    case "visitMember":
    case "venueMember":
    case "venueStaff":
      return `request.auth != null && ${admissionExists(read)}`
    case "self":
      return "request.auth != null && request.auth.uid == uid"
  }
}

/** The condition, once every wildcard it names is one of the matched path's (else the table is wrong). */
const bound = (path: string, condition: string): string => {
  const names = [...condition.matchAll(/\$\((\w+)\)/g), ...condition.matchAll(/== (\w+)$/g)].map((match) => match[1])
  for (const name of names)
    if (name !== "database" && !path.includes(`{${name}}`)) throw new Error(`firestore rules: ${path} has no {${name}} for its read rule`)
  return condition
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(RULES_FILE, firestoreRules())
  console.log(`wrote ${RULES_FILE}`)
}
