import { Schema } from "effect"
import { Envelope, queryOf } from "../../schema/api"
import { devApi } from "../../schema/operator-api"
import { TEST_OPERATOR_KEY } from "./test-server"

const OutboxAnswer = Envelope(devApi.devSmsOutbox.answer)

/** Reads the local SMS outbox as the venue staff do, with the operator key. */
export const readSmsOutbox = (origin: string, phone: string, operatorKey: string | null = TEST_OPERATOR_KEY): Promise<Response> =>
  fetch(`${origin}${devApi.devSmsOutbox.path}${queryOf({ phone })}`, { headers: operatorKey === null ? {} : { "x-operator-key": operatorKey } })

/** The 6-digit code of the latest SMS to a phone, from the outbox. */
export const codeSentTo = async (origin: string, phone: string): Promise<string> => {
  const response = await readSmsOutbox(origin, phone)
  const { body } = Schema.decodeUnknownSync(OutboxAnswer)(await response.json())
  const code = /^(\d{6}) /.exec(body[0]?.body ?? "")?.[1]
  if (code === undefined) throw new Error(`no code in the outbox for ${phone} (HTTP ${response.status})`)
  return code
}
