import { buildAppIfStale } from "../../server/app-build"

/**
 * Browser tests run against the app as built from the code under test, never a stale dist/;
 * a build already made from the same sources is used as it is (server/app-build.ts).
 */
export default async function buildApp(): Promise<void> {
  await buildAppIfStale()
}
