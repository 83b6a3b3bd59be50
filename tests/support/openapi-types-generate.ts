import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import openapiTS, { astToString } from "openapi-typescript"
import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { staffApi } from "../../schema/staff-api"
import { openApiDocument } from "../../server/http/openapi"

/**
 * (In tests/support, not tools/: it builds the document with the server's code, which tools may not import.)
 * The TypeScript types a standard generator (openapi-typescript) makes from the OpenAPI document the
 * server serves at `/api/openapi.json`: `npm run api:types` writes them to `tests/support/openapi-types.ts`,
 * which tests/contract/openapi-client.test.ts calls the server through (with openapi-fetch), so
 * `npm run typecheck` checks those calls against the document; that test fails when the committed
 * file is not what this makes.
 */
export const OPENAPI_TYPES_FILE = "tests/support/openapi-types.ts"

/** The generated file's text, from the document as built here or as a server served it (parsed JSON). */
export const openApiTypes = async (
  document: unknown = JSON.parse(JSON.stringify(openApiDocument([api, operatorApi, staffApi]))),
): Promise<string> => {
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]))
  return `// Generated from the served OpenAPI document by \`npm run api:types\` (tests/support/openapi-types-generate.ts, openapi-typescript): do not edit.\n${types}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_TYPES_FILE, await openApiTypes())
  console.log(`wrote ${OPENAPI_TYPES_FILE}`)
}
