import { queryOf } from "../../schema/api"
import { devApi } from "../../schema/operator-api"
import { operatorDo } from "./operator"
import { TEST_OPERATOR_KEY } from "./test-server"

/** Reads the local SMS outbox raw, with the operator key, another key or none (null), for tests of who may read it. */
export const readSmsOutbox = (origin: string, phone: string, operatorKey: string | null = TEST_OPERATOR_KEY): Promise<Response> =>
  fetch(`${origin}${devApi.devSmsOutbox.path}${queryOf({ phone })}`, {
    headers: operatorKey === null ? {} : { "x-operator-key": operatorKey },
  })

/** The 6-digit code of the latest SMS to a phone, from the outbox. */
export const codeSentTo = async (origin: string, phone: string): Promise<string> => {
  const messages = await operatorDo(origin, devApi.devSmsOutbox, { query: { phone } })
  const code = /^(\d{6}) /.exec(messages[0]?.body ?? "")?.[1]
  if (code === undefined) throw new Error(`no code in the outbox for ${phone}`)
  return code
}
