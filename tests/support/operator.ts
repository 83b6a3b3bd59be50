import type { CallInput, CallSpec } from "../../schema/api"
import { sendCall, type CallAnswer } from "../../schema/call-http"
import { TEST_OPERATOR_KEY } from "./test-server"

/**
 * The venue staff's calls (schema/operator-api.ts) as tests make them: through the same
 * request/decode pair as the staff CLI (schema/call-http.ts), with the test server's operator key.
 */
export const operatorCall = <S extends CallSpec>(
  origin: string,
  spec: S,
  input: CallInput<S>,
  key: string = TEST_OPERATOR_KEY,
): Promise<CallAnswer<S["answer"]["Type"]>> => sendCall(fetch, origin, spec, input, { "x-operator-key": key })

/** An operator call that must succeed: its answer's body, or a failure naming what came back. */
export const operatorDo = async <S extends CallSpec>(origin: string, spec: S, input: CallInput<S>): Promise<S["answer"]["Type"]> => {
  const answer = await operatorCall(origin, spec, input)
  if (answer._tag === "Ok") return answer.body
  throw new Error(`${spec.method} ${spec.path} answered ${answer.status}: ${answer._tag === "Refused" ? answer.error._tag : answer.reason}`)
}
