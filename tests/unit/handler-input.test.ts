import { describe, expectTypeOf, it } from "vitest"
import type { Api } from "../../schema/api"
import type { OperatorApi } from "../../schema/operator-api"
import type { HandlerInput } from "../../server/http/routes"
import type { Diner } from "../../server/services/diner"

/**
 * A handler's input is typed by its call's access (checked by the type checker, which runs these
 * assertions in `npm run typecheck`): a "diner" call's handler gets its signed-in `Diner`, never
 * null, and a public or operator call's handler has no diner to reach for.
 */
describe("a handler's input, by its call's access", () => {
  it("gives a diner call's handler its diner", () => {
    expectTypeOf<HandlerInput<Api["cartAdd"]>["diner"]>().toEqualTypeOf<Diner>()
    expectTypeOf<HandlerInput<Api["ordersSearch"]>["diner"]>().toEqualTypeOf<Diner>()
  })

  it("gives public and operator calls' handlers none", () => {
    expectTypeOf<HandlerInput<Api["menuPick"]>>().not.toHaveProperty("diner")
    expectTypeOf<HandlerInput<OperatorApi["operatorAdvance"]>>().not.toHaveProperty("diner")
  })
})
