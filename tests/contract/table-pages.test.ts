import { join } from "node:path"
import { Worker } from "node:worker_threads"
import Fastify, { type FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildAppIfStale } from "../../server/app-build"
import { projectRoot } from "../../server/config"
import { loadTablePages, pagePoolOptions } from "../../server/http/table-pages"
import type { RunningServer } from "../../server/start-server"
import { startTestServer } from "../support/test-server"

/**
 * Tables' pages kept by the server under hostile load (issue 34): kept per table and picked
 * language, no unknown code kept. The server is the real one with the app as built from these
 * sources (built here when stale). That drawing a page delays no one is timed in
 * tests/fault/page-drawing.test.ts, which has the machine to itself.
 */
const staticDir = join(projectRoot, "dist")
const rendererDir = join(projectRoot, "dist-ssr")
let server: RunningServer | undefined
const origin = () => server?.origin ?? ""

beforeAll(async () => {
  await buildAppIfStale()
  server = await startTestServer({ staticDir })
}, 600_000)
afterAll(async () => server?.close())

describe("the kept pages", () => {
  /** The API paths the pages asked for, in order: each draw of a page asks for its venue once. */
  const asked: string[] = []
  const logged: string[] = []
  let app: FastifyInstance | undefined
  beforeAll(async () => {
    app = Fastify({ logger: { level: "error", stream: { write: (line: string) => void logged.push(line) } } })
    const pages = await loadTablePages(app, {
      staticDir,
      rendererDir,
      api: {
        baseUrl: origin(),
        fetch: async (input, init) => {
          const path = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).pathname
          asked.push(path)
          // A menu no renderer can read: its page cannot be drawn.
          if (path === "/api/menu/pick/demo-table-phone")
            return new Response('{"body":', { headers: { "content-type": "application/json" } })
          return fetch(input, init)
        },
      },
    })
    if (pages === null) throw new Error(`no renderer in ${rendererDir}`)
    app.get("/*", async (request, reply) =>
      (await pages.answer(request, reply)) ? reply : reply.code(200).type("text/html").send("the app's shell"),
    )
  })
  afterAll(async () => app?.close())

  const page = async (path: string, language: string): Promise<string> => {
    const answer = await app?.inject({ method: "GET", url: path, headers: { "accept-language": language } })
    return answer?.body ?? ""
  }
  const draws = (qr: string) => asked.filter((path) => path === `/api/venue/${qr}`).length

  it("keeps one page per table and picked language, whatever else the header says (finding 1)", async () => {
    for (const header of ["ta-LK,ta;q=0.9,en;q=0.8", "ta", "fr, ta-IN", "xx, yy;q=0.5, ta;q=0.4", "de-x, fr, it, ta"]) {
      expect({ header, lang: /<html lang="(\w+)">/.exec(await page("/demo-table-1", header))?.[1] }).toEqual({ header, lang: "ta" })
    }
    expect(draws("demo-table-1")).toBe(1)
  })

  it("gives the second diner their own language, not the page kept for the first (finding 4)", async () => {
    expect(await page("/demo-table-2", "de-x, fr, it, si")).toMatch(/<html lang="si">/)
    expect(await page("/demo-table-2", "de-x, fr, it, ta")).toMatch(/<html lang="ta">/)
  })

  it("keeps no unknown code's page, and 320 unknown codes push no table's page out (finding 2)", async () => {
    expect(await page("/demo-table-1", "en")).toMatch(/<html lang="en">/)
    const tableDraws = draws("demo-table-1")
    for (let code = 0; code < 320; code++) expect(await page(`/no-such-table-${code}`, "en")).toBe("the app's shell")
    // Asked again, an unknown code is looked up again: nothing was kept for it.
    await page("/no-such-table-7", "en")
    expect(draws("no-such-table-7")).toBe(2)
    expect(await page("/demo-table-1", "en")).toMatch(/<html lang="en">/)
    expect(draws("demo-table-1")).toBe(tableDraws)
  })

  it("answers the app's shell, and logs why, when a page cannot be drawn", async () => {
    expect(await page("/demo-table-phone", "en")).toBe("the app's shell")
    expect(logged.join("\n")).toMatch(/the table's page could not be rendered/)
  })
})

describe("the page pool's threads", () => {
  // vitest runs this file with NODE_ENV=test and `npm start` with none: either gave the threads
  // React's development build, and tsx's loader from the server's flags.
  it("draw with React's production build and without the server's own flags, whatever NODE_ENV says", async () => {
    const { env, execArgv } = pagePoolOptions(join(rendererDir, "page-worker.js"), { rendererEntry: "", staticDir })
    const worker = new Worker(
      `const { parentPort } = require("node:worker_threads")
      require("react-dom/server")
      parentPort.postMessage({
        execArgv: process.execArgv,
        reactDomServer: Object.keys(require.cache).filter((file) => /react-dom-server(-legacy)?[.]node[.]/.test(file)).map((file) => file.split("/").pop()),
      })`,
      { eval: true, env, execArgv },
    )
    const seen = await new Promise((resolve, reject) => worker.once("message", resolve).once("error", reject))
    await worker.terminate()
    expect(seen).toEqual({
      execArgv: [],
      reactDomServer: ["react-dom-server-legacy.node.production.js", "react-dom-server.node.production.js"],
    })
  })
})
