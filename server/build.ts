import { buildAppIfStale } from "./app-build"

// `npm run build`: the same build `npm start` and the browser tests make, and the same check
// that skips it when dist/ and dist-ssr/ were built from the sources as they are.
const outcome = await buildAppIfStale()
console.log(outcome === "built" ? "Built the app into dist/ and dist-ssr/." : "dist/ and dist-ssr/ are already built from these sources.")
