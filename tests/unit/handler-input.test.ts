import { describe, expectTypeOf, it } from "vitest"
import type { Api } from "../../schema/api"
import type { OperatorApi } from "../../schema/operator-api"
import type { HandlerInput } from "../../server/http/routes"
import type { StaffApi } from "../../schema/staff-api"
import type { Diner } from "../../server/services/diner"
import type { StaffAccount, StaffAtVenue } from "../../server/services/staff"

/**
 * A handler's input is typed by its call's access (checked by the type checker, which runs these
 * assertions in `npm run typecheck`): a "diner" call's handler gets its signed-in `Diner`, never
 * null, a "staff" call's its staff member (at the venue its path names, when it names one), and a
 * public or operator call's handler has neither to reach for.
 */
describe("a handler's input, by its call's access", () => {
  it("gives a diner call's handler its diner", () => {
    expectTypeOf<HandlerInput<Api["cartAdd"]>["diner"]>().toEqualTypeOf<Diner>()
    expectTypeOf<HandlerInput<Api["ordersSearch"]>["diner"]>().toEqualTypeOf<Diner>()
  })

  it("gives public and operator calls' handlers none", () => {
    expectTypeOf<HandlerInput<Api["menuPick"]>>().not.toHaveProperty("diner")
    expectTypeOf<HandlerInput<OperatorApi["operatorAdvance"]>>().not.toHaveProperty("diner")
    expectTypeOf<HandlerInput<OperatorApi["operatorAdvance"]>>().not.toHaveProperty("staff")
  })

  it("gives a staff call's handler its staff member: at the path's venue when the path names one", () => {
    expectTypeOf<HandlerInput<StaffApi["staffAdvance"]>["staff"]>().toEqualTypeOf<StaffAtVenue>()
    expectTypeOf<HandlerInput<StaffApi["staffTables"]>["staff"]>().toEqualTypeOf<StaffAtVenue>()
    expectTypeOf<HandlerInput<StaffApi["staffVenues"]>["staff"]>().toEqualTypeOf<StaffAccount>()
    expectTypeOf<HandlerInput<StaffApi["staffAdvance"]>>().not.toHaveProperty("diner")
  })
})
