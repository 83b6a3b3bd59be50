// A thread of the page pool (table-pages.ts) starts without its parent's loaders (a test
// runner's, or tsx's when the server runs from source): this plain module has tsx compile the
// worker's TypeScript, and hands its task function to the pool.
import { tsImport } from "tsx/esm/api"

const { drawPage } = await tsImport("./page-worker.ts", import.meta.url)
export default drawPage
