import * as E from "../../schema/errors"
import { CAKE, OPERATOR, TABLE_2, type Caller, type Provocation, type World } from "./refusals"

/**
 * The provocations of a visit that has ended (schema/visit.ts) for
 * tests/contract/declared-errors.test.ts: a diner of table 2 who joined its order together, had
 * a dish in their own cart and read its staff requests; then the table is settled, and each
 * change of that visit's things is refused with VisitEnded.
 */

/** A diner whose visit at table 2 ended: staff settled the table after they joined it. */
const settledDiner = async (w: World): Promise<Caller> => {
  await w.ok("operatorSettle", OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
  const diner = await w.diner(TABLE_2)
  await w.ok("tableCartJoin", diner, { payload: { qr: TABLE_2.qrCode } })
  await w.ok("staffRequestsList", diner)
  await w.ok("operatorSettle", OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
  await w.ok("cartAdd", diner, { payload: CAKE })
  return diner
}

const refusedAfterTheSettle = (call: string, request: object): Provocation => ({
  call,
  error: E.VisitEnded,
  provoke: async (w) => w.send(call, await settledDiner(w), request),
})

export const visitProvocations = (): ReadonlyArray<Provocation> => [
  refusedAfterTheSettle("cartSubmit", {}),
  refusedAfterTheSettle("staffRequestCreate", { payload: { kind: "water" } }),
  refusedAfterTheSettle("tableCartJoin", { payload: { qr: TABLE_2.qrCode } }),
  refusedAfterTheSettle("tableCartAdd", { payload: CAKE }),
  refusedAfterTheSettle("tableCartUpdate", { payload: { id: "line", selectedChoices: {}, quantity: 1 } }),
  refusedAfterTheSettle("tableCartSubmit", { payload: { seenVersion: 0 } }),
]
