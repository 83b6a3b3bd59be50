import { ESLint, RuleTester } from "eslint"
import path from "node:path"
import tseslint from "typescript-eslint"
import { describe, expect, it } from "vitest"
import layering from "../../tools/eslint-import-direction.js"

/** The lint rule that keeps ARCHITECTURE.md's imports pointing one way. */
const root = path.resolve(import.meta.dirname, "../..")
const rule = layering.rules["import-direction"]
const at = (file: string) => path.join(root, file)

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
  ],
  invalid: [
    { filename: at("src/domain/menu.ts"), code: 'import { createVenueStore } from "../store/venue-store"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("schema/menu.ts"), code: 'import { formatMoney } from "../src/domain/money"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("streams/rpc.ts"), code: 'import { App } from "../src/app/app"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("server/http/app.ts"), code: 'import { App } from "../../src/app/app"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("server/http/app.ts"), code: 'import { createRpc } from "../../streams/rpc"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { start } from "../../server/start-server"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("server/http/app.ts"), code: 'import { renderToString } from "react-dom/server"', errors: [{ messageId: "react" }] },
    { filename: at("src/domain/menu.ts"), code: 'import { useMemo } from "react"', errors: [{ messageId: "react" }] },
    { filename: at("src/features/menu/menu-page.tsx"), code: 'import HomePage from "../home/home-page"', errors: [{ messageId: "featureToFeature" }] },
    { filename: at("src/ui/item-image.tsx"), code: 'export { default } from "../features/menu/menu-page"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("streams/event-log.ts"), code: 'import { lazyEventStore } from "../src/store/lazy-event-store"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("streams/commands.ts"), code: 'const store = import("../src/store/store-context")', errors: [{ messageId: "wrongWay" }] },
    // The composition root is the top of the client: nothing below it creates the store.
    { filename: at("src/store/store-context.ts"), code: 'import { createAppStore } from "../app/composition-root"', errors: [{ messageId: "wrongWay" }] },
    { filename: at("src/features/cart/cart-page.tsx"), code: 'import { createAppStore } from "../../app/composition-root"', errors: [{ messageId: "wrongWay" }] },
  ],
})

/**
 * Cycles, inside one layer too: the project's own ESLint configuration (its no-cycle rule)
 * follows the imports of files on disk. tests/unit/fixtures/import-cycle holds a ring
 * (order -> bill -> order) and a file that imports into the ring without closing one (menu).
 */
describe("no-cycle, with the project's configuration", () => {
  const fixture = (file: string) => path.join(import.meta.dirname, "fixtures/import-cycle", file)
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
