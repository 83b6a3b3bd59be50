import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { build as bundle } from "esbuild"
import { BUILD_SOURCES, buildAppIfStale } from "../../server/app-build"
import { projectRoot } from "../../server/config"

/**
 * When `npm start` and the browser tests build the app: only when what it is built from has
 * changed since the last build. Vite is not what this is about: the build here writes the two
 * folders a real one would, and counts itself.
 */
describe("building the app only when its sources changed", () => {
  let root = ""
  let builds = 0
  const build = async (at: string) => {
    builds += 1
    mkdirSync(join(at, "dist"), { recursive: true })
    writeFileSync(join(at, "dist", "index.html"), "<!doctype html>")
  }
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "tableside-app-build-"))
    builds = 0
    write("src/main.tsx", "export {}")
    write("index.html", "<div id=root></div>")
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("builds once, then not again until a source changes, is added, or the build is gone", async () => {
    expect(await buildAppIfStale({ root, build })).toBe("built")
    expect(await buildAppIfStale({ root, build })).toBe("up to date")
    write("src/main.tsx", "export const changed = 1")
    expect(await buildAppIfStale({ root, build })).toBe("built")
    write("schema/new.ts", "export {}")
    expect(await buildAppIfStale({ root, build })).toBe("built")
    rmSync(join(root, "dist"), { recursive: true })
    expect(await buildAppIfStale({ root, build })).toBe("built")
    expect(builds).toBe(4)
  })

  it("builds again when the server's page worker, built with the renderer, changed", async () => {
    await buildAppIfStale({ root, build })
    write("server/http/page-html.ts", "export const changed = 1")
    expect(await buildAppIfStale({ root, build })).toBe("built")
  })

  it("ignores what the app is not built from (tests, the server, the docs)", async () => {
    await buildAppIfStale({ root, build })
    write("tests/unit/some.test.ts", "export {}")
    write("server/main.ts", "export {}")
    write("README.md", "# Tableside")
    expect(await buildAppIfStale({ root, build })).toBe("up to date")
    expect(builds).toBe(1)
  })

  it("builds again after a build that failed", async () => {
    const failing = async () => {
      throw new Error("the build broke")
    }
    await expect(buildAppIfStale({ root, build: failing })).rejects.toThrow("the build broke")
    expect(await buildAppIfStale({ root, build })).toBe("built")
  })

  it("tells a renamed file from the same text under its old name", async () => {
    await buildAppIfStale({ root, build })
    rmSync(join(root, "src/main.tsx"))
    write("src/boot.tsx", "export {}")
    expect(await buildAppIfStale({ root, build })).toBe("built")
  })
})

/** The page worker is built into dist-ssr/: every project file it imports must make that build stale when it changes. */
it("hashes every file the page worker is built from", async () => {
  const { metafile } = await bundle({
    entryPoints: [join(projectRoot, "server/http/page-worker.ts")],
    absWorkingDir: projectRoot,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  })
  const inputs = Object.keys(metafile.inputs)
  expect(inputs).toContain("server/http/page-html.ts")
  expect(inputs.filter((input) => !BUILD_SOURCES.some((source) => input === source || input.startsWith(`${source}/`)))).toEqual([])
})
