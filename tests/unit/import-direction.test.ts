import { ESLint, RuleTester } from "eslint"
import { readFileSync } from "node:fs"
import path from "node:path"
import tseslint from "typescript-eslint"
import { describe, expect, it } from "vitest"
import layering from "../../tools/eslint-import-direction.js"

/** The lint rule that keeps ARCHITECTURE.md's imports pointing one way. */
const root = path.resolve(import.meta.dirname, "../..")
const rule = layering.rules["import-direction"]
const noCycle = layering.rules["no-cycle"]
const at = (file: string) => path.join(root, file)
const fixture = (file: string) => path.join(import.meta.dirname, "fixtures/import-cycle", file)

RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } })

tester.run("import-direction", rule, {
  valid: [
    { filename: at("src/domain/menu.ts"), code: 'import { Menu } from "../../schema/menu"' },
    { filename: at("streams/rpc.ts"), code: 'import { api } from "../schema/api"' },
    { filename: at("src/features/menu/menu-page.tsx"), code: 'import { useAppState } from "../../store/store-context"' },
    { filename: at("src/features/menu/menu-page.tsx"), code: 'import * as css from "./menu.css"' },
    { filename: at("src/app/app.tsx"), code: 'const page = import("../features/home/home-page")' },
    { filename: at("server/storage/venue-repo.ts"), code: 'import { Variant } from "../../schema/menu"' },
    { filename: at("server/http/app.ts"), code: 'import { formatMoney } from "../../src/domain/money"' },
    { filename: at("src/store/store-context.ts"), code: 'import { useContext } from "react"' },
    { filename: at("src/app/composition-root.ts"), code: 'import { createEventLog } from "../../streams/event-log"' },
    { filename: at("src/domain/menu.ts"), code: 'import { Schema } from "effect"' },
    { filename: at("streams/rpc.ts"), code: 'import { Observable } from "rxjs"' },
    { filename: at("src/features/menu/menu-page.tsx"), code: 'import { useLocation } from "wouter"' },
    { filename: at("src/features/cart/cart-page.tsx"), code: 'import type { Commands } from "../../../streams/commands"' },
    { filename: at("tools/replay.ts"), code: 'import { readFileSync } from "node:fs"' },
    { filename: at("vite.config.ts"), code: 'import { precompress } from "./tools/vite-precompress.ts"' },
    { filename: at("tests/unit/menu.test.ts"), code: 'import { createRpc } from "../../streams/rpc"' },
    { filename: at("src/app/app.tsx"), code: "const page = import(`../features/home/home-page`)" },
    // The staff screen (src/staff/): the generic typed caller, src/ui's styles and its own store.
    { filename: at("src/staff/data/staff-rpc.ts"), code: 'import { createRpc } from "../../../streams/rpc"' },
    { filename: at("src/staff/data/staff-auth.ts"), code: 'import { initializeAuth } from "firebase/auth"' },
    { filename: at("src/staff/features/board/board-page.tsx"), code: 'import { note } from "../../../ui/staff.css"' },
    { filename: at("src/staff/features/board/board-page.tsx"), code: 'import { useStaff } from "../../store/use-staff"' },
    { filename: at("src/staff/features/board/board-page.tsx"), code: 'import { boardColumns } from "../../../domain/staff-board"' },
    { filename: at("src/staff/app/staff-app.tsx"), code: 'import { BoardPage } from "../features/board/board-page"' },
  ],
  invalid: [
    {
      filename: at("src/domain/menu.ts"),
      code: 'import { createVenueStore } from "../store/venue-store"',
      errors: [{ messageId: "wrongWay" }],
    },
    { filename: at("schema/menu.ts"), code: 'import { formatMoney } from "../src/domain/money"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("streams/rpc.ts"), code: 'import { App } from "../src/app/app"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("server/http/app.ts"), code: 'import { App } from "../../src/app/app"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("server/http/app.ts"), code: 'import { createRpc } from "../../streams/rpc"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { start } from "../../server/start-server"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("server/http/app.ts"), code: 'import { renderToString } from "react-dom/server"', errors: [{ messageId: "react" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { useMemo } from "react"', errors: [{ messageId: "react" }] },
    {
      filename: at("src/features/menu/menu-page.tsx"),
      code: 'import HomePage from "../home/home-page"',
      errors: [{ messageId: "featureToFeature" }],
    },
    {
      filename: at("src/ui/item-image.tsx"),
      code: 'export { default } from "../features/menu/menu-page"',
      errors: [{ messageId: "wrongWay" }],
    },
    {
      filename: at("streams/event-log.ts"),
      code: 'import { lazyEventStore } from "../src/store/lazy-event-store"',
      errors: [{ messageId: "wrongWay" }],
    },
    {
      filename: at("streams/commands.ts"),
      code: 'const store = import("../src/store/store-context")',
      errors: [{ messageId: "wrongWay" }],
    },
    // The composition root is the top of the client: nothing below it creates the store.
    {
      filename: at("src/store/store-context.ts"),
      code: 'import { createAppStore } from "../app/composition-root"',
      errors: [{ messageId: "wrongWay" }],
    },
    {
      filename: at("src/features/cart/cart-page.tsx"),
      code: 'import { createAppStore } from "../../app/composition-root"',
      errors: [{ messageId: "wrongWay" }],
    },
    // Issue 28's holes, each passed by the rule before it: packages were not placed,
    { filename: at("src/domain/menu.ts"), code: 'import { map } from "rxjs"', errors: [{ messageId: "package" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { useLocation } from "wouter"', errors: [{ messageId: "package" }] },
    {
      filename: at("src/domain/menu.ts"),
      code: 'import { useVirtualizer } from "@tanstack/react-virtual"',
      errors: [{ messageId: "package" }],
    },
    { filename: at("src/domain/menu.ts"), code: 'import { getFirestore } from "firebase/firestore"', errors: [{ messageId: "package" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { readFileSync } from "node:fs"', errors: [{ messageId: "package" }] },
    { filename: at("streams/notify.ts"), code: 'import { toast } from "sonner"', errors: [{ messageId: "package" }] },
    {
      filename: at("streams/commands.ts"),
      code: 'import { navigate } from "wouter/use-browser-location"',
      errors: [{ messageId: "package" }],
    },
    { filename: at("src/features/menu/menu-page.tsx"), code: 'import { map } from "rxjs"', errors: [{ messageId: "package" }] },
    // a feature could reach a stream's internals (a screen that fetches),
    {
      filename: at("src/features/menu/menu-page.tsx"),
      code: 'import { createRpc } from "../../../streams/rpc"',
      errors: [{ messageId: "featureToStreams" }],
    },
    {
      filename: at("src/features/debug/debug-panel.tsx"),
      code: 'import { parseNdjson } from "../../../streams/replay"',
      errors: [{ messageId: "featureToStreams" }],
    },
    // folders in no layer passed unchecked,
    { filename: at("src/lib/format.ts"), code: "export const format = (text: string) => text", errors: [{ messageId: "unplaced" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { format } from "../lib/format"', errors: [{ messageId: "unplacedTarget" }] },
    { filename: at("server/cli.ts"), code: 'import { replaySteps } from "../tools/replay"', errors: [{ messageId: "wrongWay" }] },
    {
      filename: at("src/ui/venue-header.tsx"),
      code: 'import { compiledMessages } from "../../tools/vite-messages"',
      errors: [{ messageId: "wrongWay" }],
    },
    // The staff screen never loads the diner app's store, sources or screens, not even through src/ui.
    {
      filename: at("src/staff/data/staff-rpc.ts"),
      code: 'import { createCommands } from "../../../streams/commands"',
      errors: [{ messageId: "staffToDiner" }],
    },
    {
      filename: at("src/staff/store/staff-store.ts"),
      code: 'import { createEventLog } from "../../../streams/event-log"',
      errors: [{ messageId: "staffToDiner" }],
    },
    {
      filename: at("src/staff/features/floor/floor-page.tsx"),
      code: 'import { CallStaff } from "../../../ui/table-service/call-staff"',
      errors: [{ messageId: "staffToDiner" }],
    },
    {
      filename: at("src/staff/features/board/board-page.tsx"),
      code: 'import { useAppState } from "../../../store/store-context"',
      errors: [{ messageId: "wrongWay" }],
    },
    {
      filename: at("src/staff/app/compose.ts"),
      code: 'import { composeApp } from "../../app/composition-root"',
      errors: [{ messageId: "wrongWay" }],
    },
    {
      filename: at("src/staff/features/board/board-page.tsx"),
      code: 'import { FloorPage } from "../floor/floor-page"',
      errors: [{ messageId: "featureToFeature" }],
    },
    { filename: at("src/staff/features/menu/menu-page.tsx"), code: 'import { map } from "rxjs"', errors: [{ messageId: "package" }] },
    { filename: at("src/staff/data/staff-live.ts"), code: 'import { useState } from "react"', errors: [{ messageId: "react" }] },
    // require() and computed import() were not read.
    { filename: at("server/http/app.ts"), code: 'const rpc = require("../../streams/rpc")', errors: [{ messageId: "require" }] },
    { filename: at("src/domain/menu.ts"), code: "const store = import(`../store/${name}`)", errors: [{ messageId: "computed" }] },
    { filename: at("src/domain/menu.ts"), code: "const store = import(`../store/store-context`)", errors: [{ messageId: "wrongWay" }] },
    {
      filename: at("src/domain/menu.ts"),
      code: "const where = '../store/store-context'; const store = import(where)",
      errors: [{ messageId: "computed" }],
    },
  ],
})

/** The rule reads the fixtures' other files on disk; the file under test is given as code. */
const source = (file: string) => readFileSync(fixture(file), "utf8")
tester.run("no-cycle", noCycle, {
  valid: [
    { filename: fixture("menu-source.ts"), code: source("menu-source.ts") },
    // An inline `import { type X }` is erased: no ring at run time (the rule before reported one).
    { filename: fixture("type-only/drawer-source.ts"), code: source("type-only/drawer-source.ts") },
    { filename: fixture("type-only/dish-source.ts"), code: source("type-only/dish-source.ts") },
  ],
  invalid: [
    { filename: fixture("order-source.ts"), code: source("order-source.ts"), errors: [{ messageId: "cycle" }] },
    // A ring written with `./x.js` specifiers for `.ts` files (the rule before missed it).
    { filename: fixture("js-ring/table-source.ts"), code: source("js-ring/table-source.ts"), errors: [{ messageId: "cycle" }] },
    { filename: fixture("js-ring/seat-source.ts"), code: source("js-ring/seat-source.ts"), errors: [{ messageId: "cycle" }] },
  ],
})

/**
 * Cycles, inside one layer too: the project's own ESLint configuration (its no-cycle rule)
 * follows the imports of files on disk. tests/unit/fixtures/import-cycle holds a ring
 * (order -> bill -> order) and a file that imports into the ring without closing one (menu).
 */
describe("no-cycle, with the project's configuration", () => {
  const lint = async (file: string) => {
    const [result] = await new ESLint({ cwd: root, ignore: false }).lintFiles([fixture(file)])
    return (result?.messages ?? []).map((message) => message.ruleId)
  }

  it("refuses a file whose imports lead back to it", async () => {
    expect(await lint("order-source.ts")).toEqual(["tableside/no-cycle"])
    expect(await lint("bill-source.ts")).toEqual(["tableside/no-cycle"])
  })

  it("lets a file import into a ring that does not come back to it", async () => {
    expect(await lint("menu-source.ts")).toEqual([])
  })
})
